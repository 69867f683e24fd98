import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** How long an attempt must wait after `count` counted ones (ms), in SQL; see attempt-throttle. */
export type DelayPolicy = { free: number; firstDelayMs: number; maxDelayMs: number };

const delayAfter = (count: unknown, { free, firstDelayMs, maxDelayMs }: DelayPolicy) =>
  sql`case when ${count} < ${free}::int then 0
    else least(${maxDelayMs}::bigint, ${firstDelayMs}::bigint * power(2, least(${count} - ${free}::int, 30))::bigint) end`;

/**
 * Counts one attempt under key, if it may be made now: one atomic upsert, so attempts racing in
 * parallel (or on several instances) are counted one by one and only those allowed get through.
 * A key last tried more than forgetAfterMs ago starts again from one. `last_request` holds the
 * time of the last counted attempt (the column comes from better-auth's rate-limit table).
 * Returns the new count, or null when the attempt must wait.
 */
export async function claimAttempt(
  db: Database,
  key: string,
  now: number,
  policy: DelayPolicy & { forgetAfterMs: number },
): Promise<number | null> {
  const stale = sql`${rateLimits.lastRequest} <= ${now}::bigint - ${policy.forgetAfterMs}::bigint`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`,
        // Racing attempts read the clock in any order: the latest time stays.
        lastRequest: sql`greatest(${rateLimits.lastRequest}, ${now}::bigint)`,
      },
      // A free attempt goes at once, whichever of the racing attempts read the clock first.
      setWhere: sql`${stale} or ${rateLimits.count} < ${policy.free}::int
        or ${rateLimits.lastRequest} + ${delayAfter(rateLimits.count, policy)} <= ${now}::bigint`,
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? null;
}

/** When the next attempt under key may be made (ms since the epoch), or null if it may now. */
export async function nextAttemptAt(
  db: Database,
  key: string,
  policy: DelayPolicy,
): Promise<number | null> {
  const [row] = await db
    .select({
      at: sql<string>`${rateLimits.lastRequest} + ${delayAfter(rateLimits.count, policy)}`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row ? Number(row.at) : null;
}

/** Forgets the attempts counted under key (after one that succeeded). */
export async function forgetAttempts(db: Database, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
