import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  BookedPlacesSchema,
  BookingListQuerySchema,
  BookingPageSchema,
  BookingSchema,
  CalendarBookingsSchema,
  CalendarRangeQuerySchema,
  CancelBookingSchema,
  CreateBookingSchema,
  CreateHoldSchema,
  HoldSchema,
} from '../../../shared/schemas/booking';
import { requireUser } from '../../lib/auth';
import { uuidParam } from '../../lib/ids';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { bookingNotFound, holdNotFound } from './bookings.errors';

/** Bookings and cancellation: docs/booking-api.md. */

const tags = ['bookings'];
const middleware = requireUser;

const unauthorized = json(ErrorResponseSchema, 'unauthorized: User not authenticated');
const invalid = json(ErrorResponseSchema, 'validation_failed with the first problem as message');
const noSuchBooking = json(ErrorResponseSchema, "not_found: no such booking, or another parent's");

const BookingParamsSchema = z.object({ id: uuidParam(bookingNotFound) });

export const createBookingRoute = createRoute({
  method: 'post',
  path: '/bookings',
  tags,
  summary: 'Book an activity for some of the parent’s kids and pay for it, all or nothing',
  middleware,
  request: jsonBody(CreateBookingSchema),
  responses: {
    200: json(BookingSchema, 'The booking made earlier with the same idempotency key'),
    201: json(BookingSchema, 'The new booking'),
    400: json(ErrorResponseSchema, 'validation_failed; not_a_card (a gift card was chosen)'),
    401: unauthorized,
    402: json(ErrorResponseSchema, 'insufficient_balance, card_declined or insufficient_funds'),
    404: json(ErrorResponseSchema, 'activity_not_found, kid_not_found or payment_method_not_found'),
    409: json(
      ErrorResponseSchema,
      'activity_started, already_booked, activity_full or not_enough_spots',
    ),
    422: json(ErrorResponseSchema, 'kid_not_eligible or idempotency_key_reused'),
    503: json(ErrorResponseSchema, 'gateway_unavailable'),
  },
});

export const createHoldRoute = createRoute({
  method: 'post',
  path: '/bookings/holds',
  tags,
  summary: 'Hold the places of a booking while the parent pays (decision 057)',
  description:
    'The places are taken until heldUntil. Paying with POST /bookings and the same idempotency key books them; when the time is up they are given back.',
  middleware,
  request: jsonBody(CreateHoldSchema),
  responses: {
    200: json(HoldSchema, 'The hold taken earlier with the same idempotency key'),
    201: json(HoldSchema, 'The new hold'),
    400: invalid,
    401: unauthorized,
    404: json(ErrorResponseSchema, 'activity_not_found or kid_not_found'),
    409: json(
      ErrorResponseSchema,
      'activity_started, already_booked, activity_full, not_enough_spots or already_paid',
    ),
    422: json(ErrorResponseSchema, 'kid_not_eligible or idempotency_key_reused'),
  },
});

const HoldParamsSchema = z.object({ id: uuidParam(holdNotFound) });

export const releaseHoldRoute = createRoute({
  method: 'delete',
  path: '/bookings/holds/{id}',
  tags,
  summary: 'Let go of held places: they are free for others at once',
  middleware,
  request: { params: HoldParamsSchema },
  responses: {
    204: {
      description: 'The places are given back (a waitlist offer keeps them for its claim window)',
    },
    401: unauthorized,
    404: json(
      ErrorResponseSchema,
      "not_found: no such hold (ended, paid for, or another parent's)",
    ),
  },
});

export const listBookingsRoute = createRoute({
  method: 'get',
  path: '/bookings',
  tags,
  summary: 'The parent’s bookings, newest first (optionally one child’s)',
  middleware,
  request: { query: BookingListQuerySchema },
  responses: {
    200: json(BookingPageSchema, 'A page of bookings and the cursor of the next'),
    400: invalid,
    401: unauthorized,
    404: json(ErrorResponseSchema, "kid_not_found: kidId is not one of the parent's kids"),
  },
});

export const calendarBookingsRoute = createRoute({
  method: 'get',
  path: '/bookings/calendar',
  tags,
  summary: 'Confirmed bookings whose activity falls in [from, to], by date and start time',
  middleware,
  request: { query: CalendarRangeQuerySchema },
  responses: {
    200: json(CalendarBookingsSchema, 'The bookings in the range'),
    400: invalid,
    401: unauthorized,
  },
});

export const bookedPlacesRoute = createRoute({
  method: 'get',
  path: '/bookings/booked',
  tags,
  summary:
    'Which of the parent’s kids hold a place on an activity not over yet, and in which booking',
  middleware,
  responses: {
    200: json(BookedPlacesSchema, 'Each child’s place, by the activity’s date and start time'),
    401: unauthorized,
  },
});

export const getBookingRoute = createRoute({
  method: 'get',
  path: '/bookings/{id}',
  tags,
  summary: 'One booking, with what cancelling it now would do',
  middleware,
  request: { params: BookingParamsSchema },
  responses: { 200: json(BookingSchema, 'The booking'), 401: unauthorized, 404: noSuchBooking },
});

export const cancelBookingRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/cancel',
  tags,
  summary: 'Cancel a booking: a full refund 24 hours or more before the start, else none',
  middleware,
  request: { params: BookingParamsSchema, ...jsonBody(CancelBookingSchema) },
  responses: {
    200: json(BookingSchema, 'The cancelled booking with refundCents'),
    400: invalid,
    401: unauthorized,
    404: noSuchBooking,
    409: json(
      ErrorResponseSchema,
      'already_cancelled, activity_started or no_refund_confirmation_needed',
    ),
    503: json(ErrorResponseSchema, 'gateway_unavailable: the card refund could not be made'),
  },
});
