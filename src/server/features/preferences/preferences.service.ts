import type { z } from 'zod';
import { DEFAULT_PREFERENCES } from '../../../shared/family-options';
import type { Preferences, PreferencesInputSchema } from '../../../shared/schemas/preferences';
import type { Database } from '../../db/client';
import {
  findPreferences,
  savePreferences,
  toPreferences,
  type PreferencesRow,
} from './preferences.queries';
import { profileNotFound } from '../../lib/refusals';

const DEFAULT_ROW: PreferencesRow = {
  activityTypes: DEFAULT_PREFERENCES.activityTypes,
  preferredDays: DEFAULT_PREFERENCES.preferredDays,
  preferredTimes: DEFAULT_PREFERENCES.preferredTimes,
  maxDistance: DEFAULT_PREFERENCES.maxDistance,
  ageMin: DEFAULT_PREFERENCES.ageRange.min,
  ageMax: DEFAULT_PREFERENCES.ageRange.max,
};

/** The saved preferences, or the spec's defaults (saved: false) while none are stored. */
export async function getPreferences(db: Database, userId: string): Promise<Preferences> {
  const found = await findPreferences(db, userId);
  if (!found) throw profileNotFound();
  // enableNotifications is the profile's one switch, saved preferences or not.
  return toPreferences(found.saved ?? DEFAULT_ROW, found.notificationsEnabled, !!found.saved);
}

/** Replaces the whole set; a saved set also completes onboarding (accounts' onboarding rule). */
export async function putPreferences(
  db: Database,
  userId: string,
  input: z.output<typeof PreferencesInputSchema>,
): Promise<Preferences> {
  const row: PreferencesRow = {
    activityTypes: input.activityTypes,
    preferredDays: input.preferredDays,
    preferredTimes: input.preferredTimes,
    maxDistance: input.maxDistance,
    ageMin: input.ageRange.min,
    ageMax: input.ageRange.max,
  };
  const saved = await savePreferences(db, userId, {
    ...row,
    notificationsEnabled: input.enableNotifications,
  });
  if (!saved) throw profileNotFound();
  return toPreferences(row, input.enableNotifications, true);
}
