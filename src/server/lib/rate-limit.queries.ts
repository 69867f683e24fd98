import { randomUUID } from 'node:crypto';
import { lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * A window's count after one more hit: a hit at or past the window's end starts a new window
 * (count 1, starting now); `last_request` holds the window start (the column comes from
 * better-auth's rate-limit table).
 */
const nextWindow = (windowMs: number | Placeholder) => {
  const ended = sql`${rateLimits.lastRequest} <= excluded.last_request - ${windowMs}::bigint`;
  return {
    count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
    lastRequest: sql`case when ${ended} then excluded.last_request else ${rateLimits.lastRequest} end`,
  };
};

type Hit = {
  key: string | Placeholder;
  now: number | Placeholder;
  windowMs: number | Placeholder;
  /** The new row's id, should the key have none. */
  id: string | Placeholder;
};

/**
 * Counts one hit for key in a fixed window of windowMs that starts at the window's first hit: one
 * atomic upsert, returning the window's count and start. With `onlyIf`, it counts only when that
 * holds of a row of `from` (an earlier WITH query of a larger statement).
 */
export function countHitQuery(db: Database, hit: Hit, only?: { from: SQL; onlyIf: SQL }) {
  const insert = db.insert(rateLimits);
  const source = only
    ? insert.select(
        sql`select ${hit.id}::text, ${hit.key}::text, 1, ${hit.now}::bigint from ${only.from} where ${only.onlyIf}`,
      )
    : insert.values({ id: hit.id, key: hit.key, count: 1, lastRequest: hit.now });
  return source
    .onConflictDoUpdate({ target: rateLimits.key, set: nextWindow(hit.windowMs) })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
}

/** Counts one hit for key in a fixed window of windowMs (countHitQuery). */
export async function countHit(db: Database, key: string, now: number, windowMs: number) {
  const [row] = await countHitQuery(db, { id: randomUUID(), key, now, windowMs });
  return row;
}

/** Drops the windows that started before `before`. */
export async function deleteWindowsBefore(db: Database, before: number) {
  await db.delete(rateLimits).where(lt(rateLimits.lastRequest, before));
}
