import { z } from 'zod';
import { messageLine, NO_KIDS_SELECTED, PAYMENT_METHOD_REQUIRED } from '../booking-rules';
import {
  WALLET_PART_MAX_CENTS,
  WALLET_PART_TOO_LARGE,
  WALLET_PART_WHOLE_CENTS,
} from '../booking-payment';
import { isIsoDate } from '../iso-date';
import { IdempotencyKeySchema } from './wallet';

/** Bookings and the calendar feed: the API contract in docs/booking-api.md. */

export const BOOKING_KIDS_MAX = 10;
/** A year of weekly sessions. */
export const BOOKING_SESSIONS_MAX = 52;
export const BOOKING_PAGE_DEFAULT = 20;
export const BOOKING_PAGE_MAX = 100;
/** The calendar asks for at most this many days at once (a month view with its edges). */
export const CALENDAR_RANGE_MAX_DAYS = 62;
/** The booking id as shown to the parent: its first 8 characters (spec part 2, 'Booking confirmation'). */
export const shortBookingId = (id: string) => id.slice(0, 8);

export const BOOKING_WHEN = ['upcoming', 'past'] as const;
export type BookingWhen = (typeof BOOKING_WHEN)[number];

export const PAYMENT_STATUSES = ['completed', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec labels: completed 'Paid', pending 'Processing', failed 'Failed'; anything else 'Processing'. */
export function paymentStatusLabel(status: string): string {
  if (status === 'completed') return 'Paid';
  if (status === 'failed') return 'Failed';
  return 'Processing';
}

export const BookingPaymentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('wallet') }),
    z.object({
      method: z.literal('card'),
      paymentMethodId: z.uuid({ error: messageLine(PAYMENT_METHOD_REQUIRED) }),
      /**
       * A split payment: this much from the wallet, the rest of the total on the card. Less than
       * the total (the server checks it against its own total and the balance under the lock).
       */
      walletCents: z
        .number({ error: WALLET_PART_WHOLE_CENTS })
        .int(WALLET_PART_WHOLE_CENTS)
        .min(1, WALLET_PART_WHOLE_CENTS)
        .max(WALLET_PART_MAX_CENTS, WALLET_PART_TOO_LARGE)
        .optional(),
    }),
  ],
  { error: messageLine(PAYMENT_METHOD_REQUIRED) },
);

export const CreateBookingSchema = z
  .object({
    activityId: z
      .number({ error: 'Activity not found' })
      .int()
      .positive('Activity not found')
      // Beyond PostgreSQL's integer: no such activity (and no database error for asking).
      .max(2_147_483_647, 'Activity not found'),
    /**
     * The program's sessions to book together (decision 043): one date, a whole term, a camp week
     * or days of it. Without it, the program's only option: its one session, a whole term, a
     * camp's one week.
     */
    sessionIds: z
      .array(
        z
          .number({ error: 'Session not found' })
          .int('Session not found')
          .positive('Session not found')
          .max(2_147_483_647, 'Session not found'),
      )
      .min(1, 'Choose at least one date')
      .max(BOOKING_SESSIONS_MAX, `A booking can include at most ${BOOKING_SESSIONS_MAX} dates`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each date can be chosen once')
      .optional(),
    kidIds: z
      .array(z.uuid({ error: 'Child not found' }), { error: messageLine(NO_KIDS_SELECTED) })
      .min(1, messageLine(NO_KIDS_SELECTED))
      .max(BOOKING_KIDS_MAX, `A booking can include at most ${BOOKING_KIDS_MAX} children`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each child can be chosen once'),
    payment: BookingPaymentSchema,
    idempotencyKey: IdempotencyKeySchema,
  })
  .meta({ id: 'CreateBooking' });
export type CreateBookingInput = z.input<typeof CreateBookingSchema>;

/**
 * Places held while the parent pays (decision 057): the booking request without its payment. The
 * key is the one the payment will use: paying with it books the held places.
 */
export const CreateHoldSchema = CreateBookingSchema.omit({ payment: true }).meta({
  id: 'CreateHold',
});
export type CreateHoldInput = z.input<typeof CreateHoldSchema>;

export const HoldSchema = z
  .object({
    id: z.uuid(),
    /** When the places are given back if the booking is not paid for. */
    heldUntil: z.iso.datetime(),
    /** The seconds left at the answer: a countdown that does not depend on the device's clock. */
    secondsLeft: z.number().int(),
    /** What paying will charge: the option's price × children, less the sibling discount. */
    totalCents: z.number().int(),
  })
  .meta({ id: 'Hold' });
export type Hold = z.infer<typeof HoldSchema>;

export const BookingKidSchema = z.object({
  /** Null once that child's profile has been deleted. */
  id: z.uuid().nullable(),
  name: z.string(),
  avatarColor: z.string().nullable(),
});

export const BookingActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  providerName: z.string(),
  imageUrl: z.string(),
  date: z.string().meta({ description: 'YYYY-MM-DD' }),
  startTime: z.string().meta({ description: 'HH:MM' }),
  endTime: z.string().meta({ description: 'HH:MM' }),
  locationName: z.string(),
  address: z.string(),
  /** Where it takes place: a map link ('Directions') needs no geocoding. */
  lat: z.number(),
  lng: z.number(),
  /** The date, start and end times as instants (UTC), e.g. for a calendar file. */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});

/** One date a booking holds places on: a session of its program. */
export const BookingSessionSchema = z.object({
  id: z.number().int(),
  date: z.string().meta({ description: 'YYYY-MM-DD' }),
  startTime: z.string().meta({ description: 'HH:MM' }),
  endTime: z.string().meta({ description: 'HH:MM' }),
});
export type BookingSession = z.infer<typeof BookingSessionSchema>;

export const BookingPaymentPartSchema = z.object({
  method: z.enum(['wallet', 'card']),
  /** 'Wallet' or 'Visa ending in 4242'. */
  label: z.string(),
  amountCents: z.number().int(),
});
export type BookingPaymentPart = z.infer<typeof BookingPaymentPartSchema>;

export const BookingSchema = z
  .object({
    id: z.uuid(),
    /** First 8 characters of the id. */
    shortId: z.string(),
    /** The program's summary: its first date and times (a booking's own dates are `sessions`). */
    activity: BookingActivitySchema,
    /**
     * Every date the booking holds (or, cancelled, held) places on, soonest first: one for a
     * single session, several for a term, a camp week or days of it.
     */
    sessions: z.array(BookingSessionSchema),
    kids: z.array(BookingKidSchema),
    priceCents: z.number().int(),
    /** What was charged: price × children, less `discountCents`. A refund returns it. */
    totalCents: z.number().int(),
    /** The provider's sibling discount taken off price × children; 0 without one. */
    discountCents: z.number().int(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    payment: z.object({
      /** 'card' for a split payment too (the wallet's part is in `parts`). */
      method: z.enum(['wallet', 'card']),
      paymentMethodId: z.uuid().nullable(),
      /** 'Wallet', 'Visa ending in 4242', or for a split 'Wallet and Visa ending in 4242'. */
      label: z.string(),
      /**
       * What each source paid, wallet first: one part, or two for a split payment. A refund
       * returns to each part exactly its amount.
       */
      parts: z.array(BookingPaymentPartSchema),
    }),
    status: z.enum(['confirmed', 'cancelled']),
    createdAt: z.iso.datetime(),
    cancelledAt: z.iso.datetime().nullable(),
    /** Cents returned when cancelled (0 inside 24 hours); null while confirmed. */
    refundCents: z.number().int().nullable(),
    /** What cancelling now would do; null when it cannot be cancelled (cancelled or started). */
    cancellation: z.object({ refundable: z.boolean(), refundCents: z.number().int() }).nullable(),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof BookingSchema>;

export const BookingPageSchema = z
  .object({ items: z.array(BookingSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'BookingPage' });
export type BookingPage = z.infer<typeof BookingPageSchema>;

export const BookingListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(BOOKING_PAGE_MAX, `limit must be at most ${BOOKING_PAGE_MAX}`)
    .default(BOOKING_PAGE_DEFAULT),
  cursor: z.string().min(1).max(200).optional(),
  /** Only this child's bookings (the kid profile's Bookings tab). */
  kidId: z.uuid({ error: 'Child not found' }).optional(),
  /**
   * 'upcoming': confirmed bookings whose activity has not ended, soonest first; 'past': the
   * others (over or cancelled), latest first. Without it: every booking, newest made first.
   */
  when: z.enum(BOOKING_WHEN, { error: "when must be 'upcoming' or 'past'" }).optional(),
});

const isoDateParam = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .refine(isIsoDate, `${name} must be a date (YYYY-MM-DD)`);

/** GET /api/bookings/calendar: confirmed bookings on their dates that fall in [from, to]. */
export const CalendarRangeQuerySchema = z
  .object({ from: isoDateParam('from'), to: isoDateParam('to') })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine(
    (q) =>
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 <
      CALENDAR_RANGE_MAX_DAYS,
    { message: `Ask for at most ${CALENDAR_RANGE_MAX_DAYS} days at once`, path: ['to'] },
  );

/**
 * A booking on one of its dates: `session` is that date, and `activity`'s date and times (and
 * startsAt / endsAt) are that session's, so a calendar places and shows it as it places any other.
 */
export const CalendarEntrySchema = BookingSchema.extend({ session: BookingSessionSchema }).meta({
  id: 'CalendarEntry',
});
export type CalendarEntry = z.infer<typeof CalendarEntrySchema>;

/** One entry per booking and date in the range, by date and start time. */
export const CalendarBookingsSchema = z
  .object({ items: z.array(CalendarEntrySchema) })
  .meta({ id: 'CalendarBookings' });

/**
 * One child's place on an activity that is not over yet (GET /api/bookings/booked): what the
 * activity page and the cards show as booked, and the booking it belongs to.
 */
export const BookedPlaceSchema = z.object({
  activityId: z.number().int(),
  bookingId: z.uuid(),
  kidId: z.uuid(),
  kidName: z.string(),
  /**
   * The program's sessions this child holds a place in on this booking, soonest first: the
   * child is booked for these dates only, and may be booked on the program's other dates.
   */
  sessionIds: z.array(z.number().int()),
});
export type BookedPlace = z.infer<typeof BookedPlaceSchema>;

export const BookedPlacesSchema = z
  .object({ items: z.array(BookedPlaceSchema) })
  .meta({ id: 'BookedPlaces' });
export type BookedPlaces = z.infer<typeof BookedPlacesSchema>;

export const CancelBookingSchema = z
  .object({
    /** Required (true) to cancel inside 24 hours of the start, when there is no refund. */
    acceptNoRefund: z.boolean().default(false),
  })
  .meta({ id: 'CancelBooking' });

export const CalendarFeedSchema = z
  .object({
    /** https://…/api/calendar/feed/{token}.ics: private; anyone with it can read the bookings. */
    url: z.string(),
    /** The same feed for calendar apps that subscribe by webcal:// link. */
    webcalUrl: z.string(),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
