import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, activitySessions, providers } from '../../db/schema';
import { activityColumns } from '../../lib/activity-rows.queries';

export {
  activityColumns,
  toActivity,
  toFoundSession,
  toHhMm,
  type ActivityRecord,
} from '../../lib/activity-rows.queries';

/** Plain Drizzle functions for the public catalogue: no rules, no HTTP. */

/** A program's sessions, soonest first. */
export function findSessions(db: Database, activityId: number) {
  const s = activitySessions;
  return db
    .select({
      id: s.id,
      date: s.date,
      startTime: s.startTime,
      endTime: s.endTime,
      capacity: s.capacity,
      spotsLeft: s.spotsLeft,
    })
    .from(s)
    .where(eq(s.activityId, activityId))
    .orderBy(asc(s.date), asc(s.startTime), asc(s.id));
}

export async function findActivity(db: Database, id: number) {
  const [row] = await db
    .select({
      ...activityColumns,
      registrationOpensAt: activities.registrationOpensAt,
      registrationMode: activities.registrationMode,
    })
    .from(activities)
    .innerJoin(providers, eq(providers.id, activities.providerId))
    .where(eq(activities.id, id));
  return row;
}
