import { getConnInfo } from '@hono/node-server/conninfo';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
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

/**
 * Reset links are credentials: the mailbox exists only outside production, and only for a browser
 * on this machine — not for other hosts on the network, nor through a proxy.
 */
function mailboxAllowed(c: Context<AppEnv>): boolean {
  if (c.var.deps.env.NODE_ENV === 'production') return false;
  if (c.req.header('x-forwarded-for')) return false;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return true; // an in-process request (tests): no network involved
  }
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

export const devRoutes = createRouter().openapi(mailboxRoute, async (c) => {
  if (!mailboxAllowed(c)) throw notFound(`No API endpoint ${c.req.method} ${c.req.path}`);
  const rows = await listOutbox(c.var.deps.db, MAILBOX_LIMIT);
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return c.json({ items }, 200);
});
