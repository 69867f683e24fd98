import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  JoinWaitlistSchema,
  WaitlistEntrySchema,
  WaitlistQuerySchema,
  WaitlistSchema,
} from '../../../shared/schemas/waitlist';
import { requireUser } from '../../lib/auth';
import { uuidParam } from '../../lib/ids';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { waitlistEntryNotFound } from './waitlist.errors';

/** The waitlist (decision 060): docs/booking-api.md. */

const tags = ['waitlist'];
const middleware = requireUser;
const unauthorized = json(ErrorResponseSchema, 'unauthorized: User not authenticated');

export const joinWaitlistRoute = createRoute({
  method: 'post',
  path: '/waitlist',
  tags,
  summary: 'Join the waitlist of a full session, term or camp week for some of the parent’s kids',
  description:
    'When places free up, the first family in line whose kids all fit them gets an offer: the places held for its claim window, paid for with POST /bookings and the entry id as the idempotency key. With autoBook, the offer is paid for at once.',
  middleware,
  request: jsonBody(JoinWaitlistSchema),
  responses: {
    200: json(WaitlistEntrySchema, 'Already in line for these dates with these kids'),
    201: json(WaitlistEntrySchema, 'In line'),
    400: json(ErrorResponseSchema, 'validation_failed; not_a_card'),
    401: unauthorized,
    402: json(ErrorResponseSchema, 'insufficient_balance: the wallet cannot pay for autoBook'),
    404: json(ErrorResponseSchema, 'activity_not_found, kid_not_found, payment_method_not_found'),
    409: json(
      ErrorResponseSchema,
      'places_available, already_waitlisted, already_booked or activity_started',
    ),
    422: json(ErrorResponseSchema, 'kid_not_eligible, not_an_option or waitlist_limit'),
  },
});

export const listWaitlistRoute = createRoute({
  method: 'get',
  path: '/waitlist',
  tags,
  summary: 'The parent’s places in line and open offers, newest first',
  middleware,
  request: { query: WaitlistQuerySchema },
  responses: {
    200: json(WaitlistSchema, 'The entries'),
    400: json(ErrorResponseSchema, 'validation_failed'),
    401: unauthorized,
  },
});

export const leaveWaitlistRoute = createRoute({
  method: 'delete',
  path: '/waitlist/{id}',
  tags,
  summary: 'Leave the waitlist; an open offer is declined and goes to the next family',
  middleware,
  request: { params: z.object({ id: uuidParam(waitlistEntryNotFound) }) },
  responses: {
    204: { description: 'Out of the line' },
    401: unauthorized,
    404: json(ErrorResponseSchema, "not_found: no such entry (or another parent's)"),
  },
});
