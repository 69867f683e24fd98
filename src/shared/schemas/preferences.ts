import { z } from 'zod';
import {
  PREFERENCES_AGE_RANGE,
  PREFERRED_ACTIVITY_TYPES,
  TIME_WINDOWS,
  WEEKDAYS,
} from '../family-options';
import { optionList } from './common';

/** PUT /api/preferences: the whole set (the forms start from GET, which fills in the defaults). */
export const PreferencesInputSchema = z.object({
  activityTypes: optionList(PREFERRED_ACTIVITY_TYPES, 'activity type'),
  preferredDays: optionList(WEEKDAYS, 'day'),
  preferredTimes: optionList(TIME_WINDOWS, 'time window'),
  maxDistance: z
    .number({ error: 'Maximum distance must be a number of miles' })
    .int('Maximum distance must be whole miles')
    .min(0, 'Maximum distance cannot be negative')
    .max(50, 'Maximum distance is at most 50 miles'),
  ageRange: z
    .object({
      min: z.number().int().min(PREFERENCES_AGE_RANGE.min).max(PREFERENCES_AGE_RANGE.max),
      max: z.number().int().min(PREFERENCES_AGE_RANGE.min).max(PREFERENCES_AGE_RANGE.max),
    })
    .refine((r) => r.min <= r.max, 'The youngest age must not be above the oldest'),
  enableNotifications: z.boolean(),
});
export type PreferencesInput = z.input<typeof PreferencesInputSchema>;

export const PreferencesSchema = PreferencesInputSchema.extend({
  /** False while the parent has never saved preferences (the values are the defaults). */
  saved: z.boolean(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;
