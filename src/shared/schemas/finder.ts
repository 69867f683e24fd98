import { z } from 'zod';
import { ACTIVITY_CATEGORIES } from '../activity-categories';
import { FINDER_LIMIT_DEFAULT, FINDER_LIMIT_MAX, FINDER_TEXT_MAX } from '../finder-limits';
import { FINDER_WEEKDAYS } from '../finder-parse';
import { FINDER_GROUPS } from '../finder-vocabulary';
import { LATITUDE_MAX, LONGITUDE_MAX } from '../geo';
import { TIMES_OF_DAY } from '../time-of-day';
import { LOCAL_NOW_MESSAGE, readLocalDateTime } from '../upcoming';
import { ActivitySearchItemSchema } from './search';

/**
 * GET /api/finder/parse and GET /api/finder (issue "Finders that understand parents"); the
 * interpretation's fields are fixed by docs/finder-conventions.md.
 */

export const FinderInterpretationSchema = z
  .object({
    ages: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    kidCount: z.number().int().nullable(),
    allKids: z.boolean(),
    priceMaxCents: z.number().int().nullable(),
    free: z.boolean(),
    dateFrom: z.string().nullable(),
    dateTo: z.string().nullable(),
    weekdays: z.array(z.enum(FINDER_WEEKDAYS)),
    timesOfDay: z.array(z.enum(TIMES_OF_DAY)),
    categories: z.array(z.enum(ACTIVITY_CATEGORIES)),
    groups: z.array(z.enum(FINDER_GROUPS)),
    nearMe: z.boolean(),
    maxDistanceMiles: z.number().nullable(),
    keywords: z.array(z.string()),
    summary: z.string(),
  })
  .meta({ id: 'FinderInterpretation' });

export const NOW_MESSAGE = LOCAL_NOW_MESSAGE;
export const FINDER_TEXT_MESSAGE = `The request must be at most ${FINDER_TEXT_MAX} characters`;

/** 'YYYY-MM-DD' of a valid local date-time, or undefined. */
export const dateOfLocalDateTime = (value: string): string | undefined =>
  readLocalDateTime(value)?.date;

/** One value or a repeated key, as a list of trimmed, non-blank values. */
const list = (max: number, label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(64, `A ${label} is at most 64 characters`)).max(max))
    .optional();

const decimal = (label: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, `${label} must be a number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-max, `${label} must be at least -${max}`)
        .max(max, `${label} must be at most ${max}`),
    )
    .optional();

export const FinderParseQuerySchema = z.object({
  q: z.string().max(FINDER_TEXT_MAX, FINDER_TEXT_MESSAGE).default(''),
  /** The parent's local time; the server's when absent. */
  now: z
    .string()
    .refine((v) => dateOfLocalDateTime(v) !== undefined, NOW_MESSAGE)
    .optional(),
  /** Chip keys to leave out (finder-chips.ts). */
  ignore: list(40, 'chip key'),
});
export type FinderParseQuery = z.output<typeof FinderParseQuerySchema>;

export const FinderQuerySchema = FinderParseQuerySchema.extend({
  /** The parent's own kids ('Who's joining?'). */
  kidIds: list(20, 'kid id'),
  lat: decimal('Latitude', LATITUDE_MAX),
  lng: decimal('Longitude', LONGITUDE_MAX),
  limit: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Limit must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'Limit must be at least 1')
        .max(FINDER_LIMIT_MAX, `Limit must be at most ${FINDER_LIMIT_MAX}`),
    )
    .default(FINDER_LIMIT_DEFAULT),
}).superRefine((v, ctx) => {
  if ((v.lat === undefined) !== (v.lng === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['lat'], message: 'Latitude and longitude go together' });
  }
});
export type FinderQuery = z.output<typeof FinderQuerySchema>;
export type FinderQueryInput = z.input<typeof FinderQuerySchema>;

export const FinderResultSchema = z
  .object({
    interpretation: FinderInterpretationSchema,
    items: z.array(ActivitySearchItemSchema),
    /** How many activities fit, counted up to FINDER_TOTAL_MAX; `items` are the best `limit`. */
    total: z.number().int(),
    /**
     * False when the text named nothing the finders know and none of its words appears in an
     * activity offered: the items are then every activity that fits the kids, as the spec has it.
     */
    understood: z.boolean(),
    /** When nothing fits: each chip whose removal alone would find some, and how many. */
    relaxations: z.array(z.object({ key: z.string(), label: z.string(), total: z.number().int() })),
  })
  .meta({ id: 'FinderResult' });
export type FinderResult = z.infer<typeof FinderResultSchema>;
