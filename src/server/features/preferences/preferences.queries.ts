import { eq, sql } from 'drizzle-orm';
import { PREFERRED_ACTIVITY_TYPES, TIME_WINDOWS, WEEKDAYS } from '../../../shared/family-options';
import type { Preferences } from '../../../shared/schemas/preferences';
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

/** Stored options that are still offered (a renamed option drops out instead of failing). */
const known = <T extends string>(options: readonly T[], values: readonly string[]): T[] =>
  values.filter((v): v is T => (options as readonly string[]).includes(v));

export function toPreferences(
  row: PreferencesRow,
  enableNotifications: boolean,
  saved: boolean,
): Preferences {
  return {
    activityTypes: known(PREFERRED_ACTIVITY_TYPES, row.activityTypes),
    preferredDays: known(WEEKDAYS, row.preferredDays),
    preferredTimes: known(TIME_WINDOWS, row.preferredTimes),
    maxDistance: row.maxDistance,
    ageRange: { min: row.ageMin, max: row.ageMax },
    enableNotifications,
    saved,
  };
}
