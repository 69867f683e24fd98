import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { activities, registrationReminders } from '../db/schema';

/**
 * The parents who asked to be reminded of these programs' openings, with each opening (null: the
 * program no longer has one).
 */
export async function openingRemindersOf(tx: Database, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  return tx
    .select({
      userId: registrationReminders.userId,
      activityId: registrationReminders.activityId,
      opensAt: activities.registrationOpensAt,
    })
    .from(registrationReminders)
    .innerJoin(activities, eq(activities.id, registrationReminders.activityId))
    .where(inArray(registrationReminders.activityId, activityIds));
}
