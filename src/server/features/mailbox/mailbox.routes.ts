import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { createRouter } from '../../lib/router';
import { listOutbox } from './mailbox.queries';

const MAILBOX_LIMIT = 50;

const MailboxSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      links: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
});

const mailboxRoute = createRoute({
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

export const mailboxRoutes = createRouter().openapi(mailboxRoute, async (c) => {
  // Reset links are credentials: never list them on a production server.
  if (c.var.deps.env.NODE_ENV === 'production') {
    throw notFound(`No API endpoint ${c.req.method} ${c.req.path}`);
  }
  const rows = await listOutbox(c.var.deps.db, MAILBOX_LIMIT);
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return c.json({ items }, 200);
});
