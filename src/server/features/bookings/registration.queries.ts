import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, registrationReminders } from '../../db/schema';

/** Plain Drizzle functions for registration openings (decision 061): no rules, no HTTP. */

export async function insertReminder(tx: Database, userId: string, activityId: number) {
  await tx.insert(registrationReminders).values({ userId, activityId }).onConflictDoNothing();
}

export async function deleteReminder(tx: Database, userId: string, activityId: number) {
  await tx
    .delete(registrationReminders)
    .where(
      and(
        eq(registrationReminders.userId, userId),
        eq(registrationReminders.activityId, activityId),
      ),
    );
}

/**
 * The reminders still wanted among these parents' and programs', with each program's title and
 * opening now; keyed `${activityId}:${userId}`.
 */
export async function remindersStillWanted(
  db: Database,
  pairs: { activityId: number; userId: string }[],
) {
  if (pairs.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      activityId: registrationReminders.activityId,
      userId: registrationReminders.userId,
      title: activities.title,
      opensAt: activities.registrationOpensAt,
    })
    .from(registrationReminders)
    .innerJoin(activities, eq(activities.id, registrationReminders.activityId))
    .where(
      and(
        inArray(registrationReminders.activityId, [...new Set(pairs.map((p) => p.activityId))]),
        inArray(registrationReminders.userId, [...new Set(pairs.map((p) => p.userId))]),
      ),
    );
  return new Map(rows.map((r) => [`${r.activityId}:${r.userId}`, r]));
}
