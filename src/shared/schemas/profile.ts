import { z } from 'zod';
import {
  addressTextProblem,
  ADDRESS_REQUIRED,
  LATITUDE_MAX,
  LOCATION_TEXT_MAX,
  LONGITUDE_MAX,
} from '../geo';
import { optionalText, pastIsoDate, visibleName } from './common';

export const FIRST_NAME_REQUIRED = 'Please enter your first name to continue.';

/** Where the parent measures distance from (Discover's 'Share Location'); remembered on the profile. */
export const ParentLocationSchema = z
  .object({
    lat: z
      .number({ error: 'Latitude must be a number' })
      .min(-LATITUDE_MAX, `Latitude must be between -${LATITUDE_MAX} and ${LATITUDE_MAX}`)
      .max(LATITUDE_MAX, `Latitude must be between -${LATITUDE_MAX} and ${LATITUDE_MAX}`),
    lng: z
      .number({ error: 'Longitude must be a number' })
      .min(-LONGITUDE_MAX, `Longitude must be between -${LONGITUDE_MAX} and ${LONGITUDE_MAX}`)
      .max(LONGITUDE_MAX, `Longitude must be between -${LONGITUDE_MAX} and ${LONGITUDE_MAX}`),
    /** What the parent sees: 'Toronto, Ontario', the address they typed, or 'Current location'. */
    label: z
      .string()
      .trim()
      .min(1, 'A location needs a name')
      .max(LOCATION_TEXT_MAX, 'Location name is too long'),
  })
  .meta({ id: 'ParentLocation' });
export type ParentLocation = z.infer<typeof ParentLocationSchema>;

/** The parent's own profile as the API returns it. */
export const ParentProfileSchema = z.object({
  firstName: z.string().nullable(),
  birthDate: z.string().nullable(),
  region: z.string().nullable(),
  /** Owner-only URL of the uploaded photo, or null. */
  avatarUrl: z.string().nullable(),
  discoverable: z.boolean(),
  notificationsEnabled: z.boolean(),
  /** Set by PUT /api/profile/location; null until the parent shares or enters one. */
  location: ParentLocationSchema.nullable(),
  /**
   * True when `location` was found from `region` on the server (the parent did not choose it):
   * it follows the region and gives way to any location the parent shares or enters.
   */
  locationFromRegion: z.boolean(),
});
export type ParentProfile = z.infer<typeof ParentProfileSchema>;

/** PATCH /api/profile: only the fields sent change. */
export const ParentProfileUpdateSchema = z.object({
  firstName: visibleName(
    FIRST_NAME_REQUIRED,
    60,
    'First name must be at most 60 characters',
  ).optional(),
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

/** GET /api/geocode/search?q=: an address or place typed by the parent → one location. */
export const GeocodeSearchQuerySchema = z.object({
  q: z
    .string({ error: ADDRESS_REQUIRED })
    .trim()
    .superRefine((text, ctx) => {
      const problem = addressTextProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export const ADDRESS_NOT_FOUND =
  'We could not find that place. Try a street and city, or a postal code.';
export const ADDRESS_LOOKUP_FAILED = 'Address search is not available right now. Please try again.';
