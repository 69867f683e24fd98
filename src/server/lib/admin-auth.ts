import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { errorBody } from './http-errors';

/** Compares digests so neither the secret's content nor its length leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Admin API guard for command-line tools talking to a running server: the bearer token must be
 * the data folder's admin-secret. Such requests skip the browser Origin check (origin-check.ts).
 */
export const requireAdminBearer = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!token || !sameSecret(token, c.var.deps.adminSecret)) {
    c.header('WWW-Authenticate', 'Bearer');
    return c.json(
      errorBody('unauthorized', 'The admin API needs the admin secret as a bearer token.'),
      401,
    );
  }
  return next();
});
