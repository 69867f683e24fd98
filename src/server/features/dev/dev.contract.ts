import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';

/** Development helpers: not available in production. */

const MailboxSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      /** The HTML part, when the e-mail has one. */
      html: z.string().nullable(),
      links: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
});

export const mailboxRoute = createRoute({
  method: 'get',
  path: '/dev/mailbox',
  tags: ['dev'],
  summary: 'Mail kept in the outbox, newest first (not available in production)',
  responses: {
    200: {
      content: { 'application/json': { schema: MailboxSchema } },
      description: 'Up to 50 messages, newest first',
    },
  },
});
