import { z } from 'zod';
import { LATITUDE_MAX, LONGITUDE_MAX } from '../geo';
import { isIsoDate } from '../iso-date';
import {
  FOR_YOU_COUNT,
  SEARCH_COUNT_CAP,
  SEARCH_LIST_MAX,
  SEARCH_MILES_MAX,
  SEARCH_TEXT_MAX,
} from '../search-limits';
import { TIMES_OF_DAY } from '../time-of-day';
import { FILTER_WINDOWS } from '../time-windows';
import { LOCAL_NOW_MESSAGE, readLocalDateTime } from '../upcoming';
import { ACTIVITY_PAGE_DEFAULT, ACTIVITY_PAGE_MAX, ActivitySchema } from './activity';

/**
 * GET /api/activities: search, filters, sorts and cursor pagination (issue "Discovery").
 * Query strings carry strings; a repeated key (`type=Music&type=Dance`) is a list.
 */

export const ACTIVITY_SORTS = [
  'relevance',
  'date',
  'price',
  'distance',
  'popular',
  'newest',
] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

import { WEEKDAYS as SEARCH_WEEKDAYS, type Weekday as SearchWeekday } from '../weekdays';

export { SEARCH_WEEKDAYS, type SearchWeekday };

export { FOR_YOU_COUNT, SEARCH_COUNT_CAP, SEARCH_LIST_MAX, SEARCH_MILES_MAX, SEARCH_TEXT_MAX };

/** One value or a repeated key, as a list; each value trimmed, blanks dropped. */
const list = <T extends z.ZodType<string, string>>(item: T, label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(SEARCH_LIST_MAX, `At most ${SEARCH_LIST_MAX} ${label} values`))
    .optional();

/** The oldest age a search takes, in whole years. */
const AGE_MAX = 21;

const whole = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${label} must be at least ${min}`)
        .max(max, `${label} must be at most ${max}`),
    )
    .optional();

/** Ages in whole years, one value or a repeated key (`ages=4&ages=9`): any of them. */
const ages = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d+$/, 'Each age must be a whole number')
          .transform(Number)
          .pipe(z.number().max(AGE_MAX, `Each age must be at most ${AGE_MAX}`)),
      )
      .max(SEARCH_LIST_MAX, `At most ${SEARCH_LIST_MAX} ages values`),
  )
  .optional();

const decimal = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, `${label} must be a number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${label} must be at least ${min}`)
        .max(max, `${label} must be at most ${max}`),
    )
    .optional();

const flag = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} must be true or false` })
    .transform((v) => v === 'true')
    .optional();

const isoDate = (label: string) =>
  z.string().refine(isIsoDate, `${label} must be a date as YYYY-MM-DD`).optional();

/**
 * The parent's local date-time: sessions that started before it are not upcoming
 * (shared/upcoming.ts). The server's clock when absent.
 */
const now = z
  .string()
  .refine((v) => readLocalDateTime(v) !== undefined, LOCAL_NOW_MESSAGE)
  .optional();

export const ActivitySearchQuerySchema = z
  .object({
    /** Free text: full-text, typo-tolerant, and the spec's substring rule. */
    q: z
      .string()
      .trim()
      .max(SEARCH_TEXT_MAX, `Search text must be at most ${SEARCH_TEXT_MAX} characters`)
      .optional(),
    /** Categories (activity `type`), any of. */
    type: list(z.string().max(60, 'A category is at most 60 characters'), 'type'),
    /** Tags, any of. */
    tag: list(z.string().max(60, 'A tag is at most 60 characters'), 'tag'),
    /** A kid's age in whole years: activities whose age range includes it. */
    age: whole('Age', 0, AGE_MAX),
    /** Kids' ages in whole years: activities whose age range includes at least one of them. */
    ages,
    from: isoDate('From'),
    to: isoDate('To'),
    weekday: list(z.enum(SEARCH_WEEKDAYS, { error: 'Unknown weekday' }), 'weekday'),
    timeOfDay: list(z.enum(TIMES_OF_DAY, { error: 'Unknown time of day' }), 'time of day'),
    /**
     * Preference time windows, any of ('Weekday Mornings': Monday–Friday, starting in the
     * morning); exact where a weekday list and a time-of-day list cannot say a mix of them.
     */
    window: list(
      z.enum(FILTER_WINDOWS as [string, ...string[]], {
        error: `A window must be one of ${FILTER_WINDOWS.join(', ')}`,
      }),
      'window',
    ),
    /** Per child, in cents, inclusive. */
    minPrice: whole('Minimum price', 0, 10_000_000),
    maxPrice: whole('Maximum price', 0, 10_000_000),
    free: flag('Free'),
    /** A point to measure distance from: both or neither. */
    lat: decimal('Latitude', -LATITUDE_MAX, LATITUDE_MAX),
    lng: decimal('Longitude', -LONGITUDE_MAX, LONGITUDE_MAX),
    /** Needs lat and lng. */
    withinMiles: decimal('Distance', 0.1, SEARCH_MILES_MAX),
    /** Only activities with at least one spot left. */
    available: flag('Available'),
    /** Default: relevance with q, else date. distance needs lat and lng. */
    sort: z
      .enum(ACTIVITY_SORTS, { error: `Sort must be one of ${ACTIVITY_SORTS.join(', ')}` })
      .optional(),
    limit: whole('Limit', 1, ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT),
    now,
    cursor: z.string().min(1).max(400).optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if ((v.lat === undefined) !== (v.lng === undefined))
      issue('lat', 'Latitude and longitude go together');
    const hasPoint = v.lat !== undefined && v.lng !== undefined;
    if (v.withinMiles !== undefined && !hasPoint)
      issue('withinMiles', 'Distance needs a location (lat and lng)');
    if (v.sort === 'distance' && !hasPoint)
      issue('sort', 'Sorting by distance needs a location (lat and lng)');
    if (v.sort === 'relevance' && !v.q) issue('sort', 'Sorting by relevance needs search text (q)');
    if (v.from && v.to && v.from > v.to) issue('to', 'To must not be before from');
    if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice) {
      issue('maxPrice', 'Maximum price must not be below minimum price');
    }
  });
export type ActivitySearchQuery = z.input<typeof ActivitySearchQuerySchema>;
export type ActivitySearch = z.output<typeof ActivitySearchQuerySchema>;

/**
 * The session a list found a program by (decision 048): its first bookable session within the
 * filters' dates, days and times. A card says 'Next: Sat, Jan 10'.
 */
export const FoundSessionSchema = z
  .object({
    sessionId: z.number().int(),
    date: z.string().meta({ description: 'YYYY-MM-DD', example: '2027-01-09' }),
    startTime: z.string().meta({ description: 'HH:MM, 24-hour', example: '09:30' }),
    endTime: z.string().meta({ description: 'HH:MM, 24-hour', example: '11:00' }),
  })
  .meta({ id: 'FoundSession' });
export type FoundSession = z.infer<typeof FoundSessionSchema>;

/**
 * An activity in search results: distance from the given point, when one was given, and the
 * session it was found by.
 */
export const ActivitySearchItemSchema = ActivitySchema.extend({
  distanceMiles: z.number().nullable(),
  next: FoundSessionSchema,
}).meta({ id: 'ActivitySearchItem' });
export type ActivitySearchItem = z.infer<typeof ActivitySearchItemSchema>;

export const ActivitySearchPageSchema = z
  .object({
    items: z.array(ActivitySearchItemSchema),
    nextCursor: z.string().nullable(),
    /**
     * First page only (null on later pages): how many activities match, counted up to
     * SEARCH_COUNT_CAP; totalCapped says more than that match.
     */
    total: z.number().int().nullable(),
    totalCapped: z.boolean(),
    /**
     * First page only: the search text as corrected ('socer' → 'soccer') when some word was in
     * no activity and results came from catalogue words that look like it; otherwise null.
     */
    correctedQuery: z.string().nullable(),
  })
  .meta({ id: 'ActivitySearchPage' });
export type ActivitySearchPage = z.infer<typeof ActivitySearchPageSchema>;

/** GET /api/activities/for-you: six picks ranked for this family, each with why it was picked. */
export const ForYouQuerySchema = z.object({
  now,
  lat: decimal('Latitude', -LATITUDE_MAX, LATITUDE_MAX),
  lng: decimal('Longitude', -LONGITUDE_MAX, LONGITUDE_MAX),
});
export const ForYouItemSchema = ActivitySearchItemSchema.extend({
  /** e.g. 'Maya loves Art', 'Matches your preferences'; null for a visitor's varied pick. */
  reason: z.string().nullable(),
}).meta({ id: 'ForYouItem' });
export type ForYouItem = z.infer<typeof ForYouItemSchema>;
export const ForYouSchema = z.object({ items: z.array(ForYouItemSchema) }).meta({ id: 'ForYou' });
