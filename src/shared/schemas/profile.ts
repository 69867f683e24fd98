import { z } from 'zod';
import { optionalText, pastIsoDate } from './common';

export const FIRST_NAME_REQUIRED = 'Please enter your first name to continue.';

/** The parent's own profile as the API returns it. */
export const ParentProfileSchema = z.object({
  firstName: z.string().nullable(),
  birthDate: z.string().nullable(),
  region: z.string().nullable(),
  /** Owner-only URL of the uploaded photo, or null. */
  avatarUrl: z.string().nullable(),
  discoverable: z.boolean(),
  notificationsEnabled: z.boolean(),
});
export type ParentProfile = z.infer<typeof ParentProfileSchema>;

/** PATCH /api/profile: only the fields sent change. */
export const ParentProfileUpdateSchema = z.object({
  firstName: z
    .string({ error: FIRST_NAME_REQUIRED })
    .trim()
    .min(1, FIRST_NAME_REQUIRED)
    .max(60, 'First name must be at most 60 characters')
    .optional(),
  birthDate: pastIsoDate('Please enter a valid date', 'Birth date cannot be in the future')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  region: optionalText(120, 'Region'),
  discoverable: z.boolean().optional(),
  notificationsEnabled: z.boolean().optional(),
});
export type ParentProfileUpdate = z.input<typeof ParentProfileUpdateSchema>;

/** Onboarding step 2 (the first name is required there). */
export const OnboardingParentProfileSchema = ParentProfileUpdateSchema.required({
  firstName: true,
});

/** A coordinate from a query string: an empty value is missing, not 0. */
const coordinate = (name: string, limit: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .pipe(z.coerce.number<string>().min(-limit).max(limit));

export const ReverseGeocodeQuerySchema = z.object({
  lat: coordinate('Latitude', 90),
  lng: coordinate('Longitude', 180),
});
export const RegionSchema = z.object({ region: z.string() });
export const LOCATION_LOOKUP_FAILED = 'Could not determine your region from coordinates';
