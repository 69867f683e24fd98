import { z } from 'zod';
import { isIsoDate, localIsoDate } from '../iso-date';
import { LOCAL_NOW_MESSAGE, readLocalDateTime } from '../upcoming';
import { hasVisibleText } from '../visible-text';

/** Optional free text: trimmed; blank becomes null so empty fields are not stored. */
export const optionalText = (max: number, label = 'This field') =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * A name a person gives (a kid's, a parent's, a list's, a document's): trimmed, at most `max`
 * characters, and something must show. One made only of zero-width spaces or direction overrides
 * is as blank as an empty one, and gets the same message.
 */
export const visibleName = (requiredMessage: string, max: number, tooLongMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage)
    // An empty one already has its message (above).
    .refine((v) => v === '' || hasVisibleText(v), requiredMessage);

/** A calendar date 'YYYY-MM-DD' between 1900-01-01 and today. */
export const pastIsoDate = (requiredMessage: string, futureMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .refine(isIsoDate, 'Please enter a valid date')
    .refine((v) => v >= '1900-01-01', 'Please enter a date from 1900 on')
    .refine((v) => v <= localIsoDate(), futureMessage);

/** A list of distinct options from a fixed set. */
export const optionList = <T extends readonly [string, ...string[]]>(options: T, label: string) =>
  z
    .array(z.enum(options, { error: `Unknown ${label}` }))
    .max(options.length)
    .refine((list) => new Set(list).size === list.length, `Each ${label} can be chosen once`);

export const PhoneNumberSchema = z
  .string()
  .trim()
  .max(32, 'Phone number is too long')
  .regex(/^\+?[\d\s().-]{7,}$/, 'Please enter a valid phone number');

/** The query of a keyset-paginated list: a page size and the cursor of the page before. */
export const pageQuery = (pageDefault: number, pageMax: number) =>
  z.object({
    limit: z.coerce
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(pageMax, `limit must be at most ${pageMax}`)
      .default(pageDefault),
    cursor: z.string().min(1).max(200).optional(),
  });

/**
 * The parent's local date-time as a query parameter (`now=2026-11-18T09:00:00`): sessions that
 * started before it are not upcoming (shared/upcoming.ts). Absent: the server's clock.
 */
export const localNowParam = z
  .string()
  .refine((v) => readLocalDateTime(v) !== undefined, LOCAL_NOW_MESSAGE)
  .optional();
