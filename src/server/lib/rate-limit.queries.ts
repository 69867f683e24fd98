import { randomUUID } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Counts one hit for key in a fixed window of windowMs that starts at the window's first hit:
 * one atomic upsert. `last_request` holds the window start (the column comes from better-auth's
 * rate-limit table).
 */
export async function countHit(db: Database, key: string, now: number, windowMs: number) {
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= excluded.last_request - ${windowMs}::bigint
          then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} <= excluded.last_request - ${windowMs}::bigint
          then excluded.last_request else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  return row;
}

/** Drops the windows that started before `before`. */
export async function deleteWindowsBefore(db: Database, before: number) {
  await db.delete(rateLimits).where(lt(rateLimits.lastRequest, before));
}
