import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { notFound } from '../../lib/http-errors';
import { createRouter } from '../../lib/router';
import { mailboxRoute } from './dev.contract';
import { listOutbox } from './mailbox.queries';

const MAILBOX_LIMIT = 50;

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
