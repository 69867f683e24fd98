import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { RATE_LIMITED_MESSAGE } from '../../shared/schemas/account';
import type { AppEnv } from './app-env';
import type { Database } from '../db/client';
import { errorBody } from './http-errors';
import { countHit, deleteWindowsBefore } from './rate-limit.queries';

const WINDOW_MS = 60_000;

/**
 * The client's IP: the socket address, or, when TRUST_PROXY says our own proxy sits in front, the
 * address that proxy appended: the LAST X-Forwarded-For entry. Earlier entries come from the
 * client and could be anything (a fresh bucket per request).
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const last = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no Node socket.
    return 'unknown';
  }
}

/**
 * Counts one hit for key in a fixed window (one minute unless told) that starts at the window's
 * first hit. One atomic upsert, so instances sharing the database share the counters.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  now = Date.now(),
  windowMs = WINDOW_MS,
) {
  const row = await countHit(db, key, now, windowMs);
  if (!row) throw new Error('rate limit upsert returned no row');
  await sweepRateLimitsNowAndThen(db, now, windowMs);
  return { count: row.count, resetAt: row.windowStart + windowMs };
}

/**
 * Now and then (one hit in a hundred), drops windows that ended long ago, so the table does not
 * grow with every IP; `windowMs` is the longest window the caller just counted in.
 */
export async function sweepRateLimitsNowAndThen(db: Database, now: number, windowMs = WINDOW_MS) {
  if (Math.random() < 0.01) await deleteWindowsBefore(db, now - 10 * Math.max(windowMs, WINDOW_MS));
}

/**
 * At most `perMinute` requests per minute per client IP (signed in or not) to this group of
 * endpoints; by default env.AUTH_RATE_LIMIT, the budget of the account and lookup routes.
 */
export function rateLimit(group: string, { perMinute }: { perMinute?: number } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db, env } = c.var.deps;
    const now = Date.now();
    const { count, resetAt } = await hitRateLimit(db, `${group}:${clientIp(c)}`, now);
    if (count > (perMinute ?? env.AUTH_RATE_LIMIT)) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - now) / 1000))));
      return c.json(errorBody('rate_limited', RATE_LIMITED_MESSAGE), 429);
    }
    return next();
  });
}
