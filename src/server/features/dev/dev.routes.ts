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
 * on this machine — not for other hosts on the network, nor through a proxy — that asks for it by
 * the app's own name (APP_URL's host). A page on another name that resolves to this machine (DNS
 * rebinding) sends its own name as Host, and is refused.
 */
function mailboxAllowed(c: Context<AppEnv>): boolean {
  const { env } = c.var.deps;
  if (env.NODE_ENV === 'production' || !env.DEV_MAILBOX) return false;
  if (c.req.header('x-forwarded-for')) return false;
  if (requestedHost(c) !== new URL(env.appUrl).host) return false;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return true; // an in-process request (tests): no network involved
  }
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/** The host the request names (its Host header, else its URL's), as a URL spells it. */
function requestedHost(c: Context<AppEnv>): string | null {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  try {
    return new URL(`http://${host}`).host;
  } catch {
    return null;
  }
}

export const devRoutes = createRouter().openapi(mailboxRoute, async (c) => {
  if (!mailboxAllowed(c)) throw notFound(`No API endpoint ${c.req.method} ${c.req.path}`);
  const rows = await listOutbox(c.var.deps.db, MAILBOX_LIMIT);
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return c.json({ items }, 200);
});
