import { z } from 'zod';
import { ACTIVITY_CATEGORIES } from '../activity-categories';
import { compareIso, daysBetween, isIsoDate } from '../iso-date';
import { BOOKING_MODES } from '../program-options';
import {
  isOpeningWallClock,
  OPENING_FORMAT_HINT,
  opensBeforeStart,
  REGISTRATION_MODES,
} from '../registration';

const MODE_HINT = `must be one of: ${REGISTRATION_MODES.join(', ')}`;
import { SIBLING_DISCOUNT_MAX, SIBLING_DISCOUNT_MIN } from '../sibling-discount';
import { isProviderSlug, PROVIDER_SLUG_HINT, PROVIDER_SLUG_MAX } from '../provider-rules';

/**
 * The catalogue import file (docs/catalogue-import.md). Checked whole before anything is written,
 * by the command-line tool and again by the admin API. Unknown keys are errors so a typo such as
 * "price" for "priceCents" is caught instead of silently ignored.
 */

/** No spaces or commas: refs appear in messages and must read unambiguously. */
const REF = /^[A-Za-z0-9][A-Za-z0-9:._/-]*$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const IMPORT_MAX_AGE = 18;

const SIBLING_DISCOUNT_PERCENT = `must be a whole percent from ${SIBLING_DISCOUNT_MIN} to ${SIBLING_DISCOUNT_MAX}, e.g. 10`;

const ProviderSlugSchema = z
  .string()
  .max(PROVIDER_SLUG_MAX)
  .refine((slug) => slug.length > PROVIDER_SLUG_MAX || isProviderSlug(slug), PROVIDER_SLUG_HINT);

export const ImportProviderSchema = z.strictObject({
  slug: ProviderSlugSchema,
  name: z.string().trim().min(1, 'name is required').max(120),
  description: z.string().trim().max(2000).nullish(),
  website: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .max(500)
    .nullish(),
  /** Percent off each child after the first in one booking (shared/sibling-discount); unset: none. */
  siblingDiscountPercent: z
    .number({ error: SIBLING_DISCOUNT_PERCENT })
    .refine(Number.isInteger, SIBLING_DISCOUNT_PERCENT)
    .min(SIBLING_DISCOUNT_MIN, SIBLING_DISCOUNT_PERCENT)
    .max(SIBLING_DISCOUNT_MAX, SIBLING_DISCOUNT_PERCENT)
    .nullish(),
});

/**
 * Whole numbers without zod's .int(), whose failure aborts the whole parse and would hide the
 * cross-row checks below; a plain refinement keeps reporting every problem in one pass.
 */
const whole = (message = 'must be a whole number') => z.number().refine(Number.isInteger, message);

const TimeSchema = z.string().regex(HH_MM, 'must be HH:MM, 24-hour, e.g. "09:30"');
const AgeSchema = whole().min(0).max(IMPORT_MAX_AGE);
const DateSchema = z.string().refine(isIsoDate, 'must be a real date as YYYY-MM-DD');
const CapacitySchema = whole().min(1).max(10_000);
const CentsSchema = whole('must be whole cents, e.g. 2550 for $25.50').min(0).max(1_000_000);

export const IMPORT_MAX_SESSIONS = 200;
/** A program's sessions all fall within this many days of its first one. */
export const IMPORT_MAX_PROGRAM_DAYS = 366;

export const ImportSessionSchema = z
  .strictObject({
    date: DateSchema,
    startTime: TimeSchema,
    endTime: TimeSchema,
    capacity: CapacitySchema,
  })
  .superRefine((s, ctx) => {
    if (s.endTime <= s.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'must be after startTime' });
    }
  });
export type ImportSession = z.output<typeof ImportSessionSchema>;

/** Fields of a one-session entry; a program with `sessions` gives them per session instead. */
const ONE_SESSION_FIELDS = ['date', 'startTime', 'endTime', 'capacity'] as const;

type ScheduleFields = Partial<
  Record<(typeof ONE_SESSION_FIELDS)[number] | 'spotsLeft', unknown>
> & {
  sessions?: ImportSession[];
};

/** Either date/startTime/endTime/capacity (one session) or `sessions`, never both. */
function checkSchedule(a: ScheduleFields, ctx: z.RefinementCtx) {
  if (a.sessions === undefined) {
    for (const key of ONE_SESSION_FIELDS) {
      if (a[key] === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required (or list sessions)' });
      }
    }
    return;
  }
  for (const key of [...ONE_SESSION_FIELDS, 'spotsLeft'] as const) {
    if (a[key] !== undefined) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'give it per session under sessions' });
    }
  }
  checkSessions(a.sessions, ctx);
}

function checkSessions(sessions: ImportSession[], ctx: z.RefinementCtx) {
  const starts = new Set<string>();
  const first = sessions.map((s) => s.date).sort()[0] ?? '';
  sessions.forEach((s, i) => {
    const start = `${s.date} ${s.startTime}`;
    if (starts.has(start)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sessions', i, 'startTime'],
        message: `another session already starts on ${s.date} at ${s.startTime}`,
      });
    }
    starts.add(start);
    if (daysBetween(first, s.date) > IMPORT_MAX_PROGRAM_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['sessions', i, 'date'],
        message: `must be within ${IMPORT_MAX_PROGRAM_DAYS} days of the first session (${first})`,
      });
    }
  });
}

export const ImportActivitySchema = z
  .strictObject({
    provider: ProviderSlugSchema,
    ref: z
      .string()
      .max(100)
      .regex(REF, 'use letters, digits and : . _ / - (no spaces)')
      // The demo seed tells its own rows by this prefix.
      .refine((ref) => !ref.startsWith('demo:'), 'refs starting with "demo:" are reserved'),
    title: z.string().trim().min(1, 'title is required').max(200),
    description: z.string().trim().max(2000).nullish(),
    type: z.enum(ACTIVITY_CATEGORIES, {
      error: `must be one of: ${ACTIVITY_CATEGORIES.join(', ')}`,
    }),
    tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
    location: z.strictObject({
      name: z.string().trim().min(1, 'location name is required').max(200),
      address: z.string().trim().min(1, 'address is required').max(300),
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
    }),
    /** Defaults to the category's bundled illustration. */
    imageUrl: z
      .string()
      .max(500)
      .regex(/^(\/|https:\/\/)/, 'must start with / or https://')
      .optional(),
    /** Per session ('drop_in'), per term ('term') or per week ('camp_week'). */
    priceCents: CentsSchema,
    bookingMode: z
      .enum(BOOKING_MODES, { error: `must be one of: ${BOOKING_MODES.join(', ')}` })
      .default('drop_in'),
    /** One session of a term, or one day of a camp week, booked alone; unset: not offered. */
    dropInPriceCents: CentsSchema.nullish(),
    /** A one-session entry: its date, times and capacity. */
    date: DateSchema.optional(),
    startTime: TimeSchema.optional(),
    endTime: TimeSchema.optional(),
    capacity: CapacitySchema.optional(),
    ageMin: AgeSchema,
    ageMax: AgeSchema,
    /** Open seats on first import of a one-session entry; defaults to capacity. */
    spotsLeft: whole().min(0).optional(),
    /**
     * When booking opens (decision 061), as the wall clock where the program is:
     * "2027-01-05T09:00". Unset: open now.
     */
    registrationOpensAt: z.string().refine(isOpeningWallClock, OPENING_FORMAT_HINT).nullish(),
    /**
     * How the opening gives its places: "line" (the default, decision 062) or "lottery" (063);
     * a lottery needs registrationOpensAt, the time of its draw.
     */
    registrationMode: z.enum(REGISTRATION_MODES, { error: MODE_HINT }).optional(),
    /** A program's sessions, instead of date/startTime/endTime/capacity. */
    sessions: z
      .array(ImportSessionSchema)
      .min(1, 'list at least one session')
      .max(IMPORT_MAX_SESSIONS, `at most ${IMPORT_MAX_SESSIONS} sessions per program`)
      .optional(),
  })
  .superRefine((a, ctx) => {
    checkSchedule(a, ctx);
    if (a.startTime && a.endTime && a.endTime <= a.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'must be after startTime' });
    }
    if (a.dropInPriceCents != null && a.bookingMode === 'drop_in') {
      ctx.addIssue({
        code: 'custom',
        path: ['dropInPriceCents'],
        message: 'is for a term or a camp_week; a drop_in program is priced per session already',
      });
    }
    if (a.ageMax < a.ageMin) {
      ctx.addIssue({ code: 'custom', path: ['ageMax'], message: 'must be at least ageMin' });
    }
    checkOpening(a, ctx);
    if (a.spotsLeft !== undefined && a.capacity !== undefined && a.spotsLeft > a.capacity) {
      ctx.addIssue({ code: 'custom', path: ['spotsLeft'], message: 'cannot exceed capacity' });
    }
  });

/** Registration opens before the first session starts. */
function checkOpening(
  a: ScheduleFields & { registrationOpensAt?: string | null; registrationMode?: string },
  ctx: z.RefinementCtx,
) {
  if (a.registrationMode === 'lottery' && !a.registrationOpensAt) {
    ctx.addIssue({
      code: 'custom',
      path: ['registrationMode'],
      message: 'a lottery needs registrationOpensAt, the time of its draw',
    });
  }
  if (!a.registrationOpensAt) return;
  const starts = a.sessions
    ? a.sessions.map((s) => ({ date: s.date, startTime: s.startTime }))
    : typeof a.date === 'string' && typeof a.startTime === 'string'
      ? [{ date: a.date, startTime: a.startTime }]
      : [];
  const [first] = starts.sort(
    (x, y) => compareIso(x.date, y.date) || compareIso(x.startTime, y.startTime),
  );
  if (first && !opensBeforeStart(a.registrationOpensAt, first.date, first.startTime)) {
    ctx.addIssue({
      code: 'custom',
      path: ['registrationOpensAt'],
      message: `must be before the first session starts (${first.date} ${first.startTime})`,
    });
  }
}

/** A string field of a row that may itself be invalid (cross-row checks see unparsed rows too). */
function field(row: unknown, key: string): string | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** Slugs unique, every activity's provider listed in the file, (provider, ref) unique. */
function checkReferences(file: unknown, ctx: z.RefinementCtx) {
  if (typeof file !== 'object' || file === null) return;
  const { providers, activities } = file as Record<string, unknown>;
  const slugs = new Set<string>();
  if (Array.isArray(providers)) {
    providers.forEach((p: unknown, i) => {
      const slug = field(p, 'slug');
      if (slug === undefined) return;
      if (slugs.has(slug)) {
        ctx.addIssue({ code: 'custom', path: ['providers', i, 'slug'], message: 'duplicate slug' });
      }
      slugs.add(slug);
    });
  }
  if (!Array.isArray(activities)) return;
  const refs = new Set<string>();
  activities.forEach((a: unknown, i) => {
    const provider = field(a, 'provider');
    const ref = field(a, 'ref');
    if (provider === undefined) return;
    if (!slugs.has(provider)) {
      ctx.addIssue({
        code: 'custom',
        path: ['activities', i, 'provider'],
        message: `"${provider}" is not listed under providers`,
      });
    }
    if (ref === undefined) return;
    const key = `${provider}\u0000${ref}`;
    if (refs.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['activities', i, 'ref'],
        message: `duplicate ref "${ref}" for provider "${provider}"`,
      });
    }
    refs.add(key);
  });
}

export const CatalogueImportSchema = z
  .strictObject({
    providers: z.array(ImportProviderSchema).default([]),
    activities: z.array(ImportActivitySchema).default([]),
  })
  // Runs even when some rows are invalid, so one pass reports every problem in the file.
  .superRefine((file, ctx) => checkReferences(file, ctx), { when: () => true });

export type CatalogueImportInput = z.input<typeof CatalogueImportSchema>;
export type CatalogueImport = z.output<typeof CatalogueImportSchema>;
export type ImportActivity = CatalogueImport['activities'][number];

type IssueLike = { path: readonly PropertyKey[]; message: string };

/**
 * One line per problem, naming the list index and the 1-based row a person counts in the file:
 * `activities[3] (row 4): date: must be a real date as YYYY-MM-DD`.
 */
export function formatImportIssue(issue: IssueLike): string {
  const [list, index, ...rest] = issue.path;
  if (typeof list === 'string' && typeof index === 'number') {
    const field = rest.map(String).join('.');
    return `${list}[${index}] (row ${index + 1}): ${field ? `${field}: ` : ''}${issue.message}`;
  }
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

export const ImportCountsSchema = z.object({ created: z.number(), updated: z.number() });

export const CatalogueImportResultSchema = z
  .object({ providers: ImportCountsSchema, activities: ImportCountsSchema })
  .meta({ id: 'CatalogueImportResult' });
export type CatalogueImportResult = z.infer<typeof CatalogueImportResultSchema>;
