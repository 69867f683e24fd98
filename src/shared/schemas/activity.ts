import { z } from 'zod';
import { BOOKING_MODES } from '../program-options';
import { REGISTRATION_MODES } from '../registration';

/** The public shape of an activity, as the API returns it and the web app reads it. */

/** Who runs the activity; `slug` names their page, /providers/{slug}. */
export const ActivityProviderSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Percent off each child after the first in one booking (shared/sibling-discount); null for none. */
  siblingDiscountPercent: z.number().int().nullable(),
});

export const ActivityLocationSchema = z.object({
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
});

export const ActivitySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    provider: ActivityProviderSchema,
    /** One of ACTIVITY_CATEGORIES for the demo and imports; kept a string so new kinds don't break clients. */
    type: z.string(),
    tags: z.array(z.string()),
    location: ActivityLocationSchema,
    imageUrl: z.string(),
    /** Per child, in integer cents; 0 means free. Per session, per term or per week (bookingMode). */
    priceCents: z.number().int().min(0),
    /**
     * How the program is booked (decision 043): any one session (drop_in), all its sessions at
     * once (term) or a week of them (camp_week).
     */
    bookingMode: z.enum(BOOKING_MODES),
    /** A term's session or a camp week's day booked alone, per child; null when not offered. */
    dropInPriceCents: z.number().int().min(0).nullable(),
    /** How many sessions the program has in all. */
    sessionCount: z.number().int().min(1),
    /** Its last session's date (its first is `date`). */
    lastDate: z.string().meta({ description: 'YYYY-MM-DD', example: '2027-02-27' }),
    /** The weekdays its sessions fall on, 0 = Sunday … 6 = Saturday, ascending. */
    weekdays: z.array(z.number().int().min(0).max(6)),
    date: z.string().meta({ description: 'YYYY-MM-DD', example: '2026-11-23' }),
    startTime: z.string().meta({ description: 'HH:MM, 24-hour', example: '09:30' }),
    endTime: z.string().meta({ description: 'HH:MM, 24-hour', example: '11:00' }),
    ageMin: z.number().int(),
    ageMax: z.number().int(),
    capacity: z.number().int(),
    spotsLeft: z.number().int(),
  })
  .meta({ id: 'Activity' });
export type Activity = z.infer<typeof ActivitySchema>;

/** One dated session of a program, as its page lists them. */
export const ActivitySessionSchema = z
  .object({
    id: z.number().int(),
    date: z.string().meta({ description: 'YYYY-MM-DD', example: '2027-01-09' }),
    startTime: z.string().meta({ description: 'HH:MM, 24-hour', example: '09:30' }),
    endTime: z.string().meta({ description: 'HH:MM, 24-hour', example: '11:00' }),
    capacity: z.number().int(),
    spotsLeft: z.number().int(),
  })
  .meta({ id: 'ActivitySession' });
export type ActivitySession = z.infer<typeof ActivitySessionSchema>;

/**
 * When booking opens (decision 061): `at` is the instant; `date` and `time` the wall clock where
 * the program is, as a parent reads it; `mode`, a line (062) or a lottery (063).
 */
export const RegistrationOpeningSchema = z
  .object({
    at: z.string().meta({ description: 'ISO 8601 instant', example: '2027-01-05T14:00:00.000Z' }),
    date: z.string().meta({ description: 'YYYY-MM-DD', example: '2027-01-05' }),
    time: z.string().meta({ description: 'HH:MM, 24-hour', example: '09:00' }),
    /** How the places go: a waiting line at the opening, or a lottery drawn then. */
    mode: z.enum(REGISTRATION_MODES),
  })
  .meta({ id: 'RegistrationOpening' });

/** GET /api/activities/{id}: the program and every one of its sessions, soonest first. */
export const ActivityDetailSchema = ActivitySchema.extend({
  /** Null when booking is not held back for an opening time (or never was). */
  registration: RegistrationOpeningSchema.nullable(),
  sessions: z.array(ActivitySessionSchema),
}).meta({ id: 'ActivityDetail' });
export type ActivityDetail = z.infer<typeof ActivityDetailSchema>;

export const ACTIVITY_PAGE_DEFAULT = 20;
export const ACTIVITY_PAGE_MAX = 100;

/** Query of GET /api/activities. The cursor is opaque: pass back the previous page's nextCursor. */
export const ActivityListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ACTIVITY_PAGE_MAX, `must be at most ${ACTIVITY_PAGE_MAX}`)
    .default(ACTIVITY_PAGE_DEFAULT),
  cursor: z.string().min(1).max(200).optional(),
});
export type ActivityListQuery = z.input<typeof ActivityListQuerySchema>;

export const ActivityPageSchema = z
  .object({ items: z.array(ActivitySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'ActivityPage' });
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
