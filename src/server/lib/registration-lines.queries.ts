import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { activities, bookings, registrationEntries, registrationLines } from '../db/schema';

/**
 * An opening's line for operators (decision 062): the draw's record, and how many families are
 * in each state (booked and timed out are read from the booking the family was let in with).
 */
export async function findOpeningState(db: Database, activityId: number) {
  const [found] = await db
    .select({
      opensAt: activities.registrationOpensAt,
      mode: activities.registrationMode,
      line: registrationLines,
    })
    .from(activities)
    .leftJoin(registrationLines, eq(registrationLines.activityId, activities.id))
    .where(eq(activities.id, activityId));
  if (!found) return undefined;
  const e = registrationEntries;
  const counts = await db
    .select({
      state: sql<string>`case
        when ${e.state} <> 'admitted' then ${e.state}
        when ${bookings.status} = 'confirmed' then 'booked'
        when ${bookings.status} = 'held' then 'admitted'
        else 'timed_out' end`,
      n: sql<number>`count(*)::int`,
    })
    .from(e)
    .leftJoin(bookings, eq(bookings.id, e.bookingId))
    .where(eq(e.activityId, activityId))
    .groupBy(sql`1`);
  return { ...found, counts };
}
