import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parentPreferences, profiles } from '../../db/schema';

/** Plain Drizzle functions on the parent's own preferences row and notifications switch. */

export type PreferencesRow = {
  activityTypes: string[];
  preferredDays: string[];
  preferredTimes: string[];
  maxDistance: number;
  ageMin: number;
  ageMax: number;
};

const preferenceColumns = {
  activityTypes: parentPreferences.activityTypes,
  preferredDays: parentPreferences.preferredDays,
  preferredTimes: parentPreferences.preferredTimes,
  maxDistance: parentPreferences.maxDistance,
  ageMin: parentPreferences.ageMin,
  ageMax: parentPreferences.ageMax,
};

/** The saved row (or null) and the profile's notifications switch (null without a profile). */
export async function findPreferences(db: Database, userId: string) {
  const [row] = await db
    .select({
      notificationsEnabled: profiles.notificationsEnabled,
      saved: preferenceColumns,
    })
    .from(profiles)
    .leftJoin(parentPreferences, eq(parentPreferences.userId, profiles.id))
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/** One row per parent: insert or replace, and set the notifications switch, all or nothing. */
export async function savePreferences(
  db: Database,
  userId: string,
  values: PreferencesRow & { notificationsEnabled: boolean },
) {
  const { notificationsEnabled, ...prefs } = values;
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .update(profiles)
      .set({ notificationsEnabled, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning({ id: profiles.id });
    if (!profile) return false;
    await tx
      .insert(parentPreferences)
      .values({ userId, ...prefs })
      .onConflictDoUpdate({
        target: parentPreferences.userId,
        set: { ...prefs, updatedAt: sql`now()` },
      });
    return true;
  });
}
