import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { JoinLineSchema, RegistrationStateSchema } from '../../../shared/schemas/registration';
import { requireUser } from '../../lib/auth';
import { serialParam } from '../../lib/ids';
import { ErrorResponseSchema, json } from '../../lib/openapi';
import { activityNotFound } from '../../lib/refusals';

/** Registration openings (decision 061): docs/booking-api.md. */

const tags = ['registration'];
const middleware = requireUser;
const request = { params: z.object({ activityId: serialParam(activityNotFound) }) };
const unauthorized = json(ErrorResponseSchema, 'unauthorized: User not authenticated');
const notFound = json(ErrorResponseSchema, 'activity_not_found');

export const getRegistrationRoute = createRoute({
  method: 'get',
  path: '/registration/{activityId}',
  tags,
  summary: 'When a program opens for booking, and whether the parent asked to be reminded',
  middleware,
  request,
  responses: {
    200: json(RegistrationStateSchema, 'The opening and the reminder'),
    401: unauthorized,
    404: notFound,
  },
});

export const remindRoute = createRoute({
  method: 'put',
  path: '/registration/{activityId}/reminder',
  tags,
  summary: 'Remind the parent a day and ten minutes before registration opens',
  middleware,
  request,
  responses: {
    200: json(RegistrationStateSchema, 'Reminder set (asking again changes nothing)'),
    401: unauthorized,
    404: notFound,
    409: json(ErrorResponseSchema, 'registration_open: nothing to wait for'),
  },
});

export const stopRemindingRoute = createRoute({
  method: 'delete',
  path: '/registration/{activityId}/reminder',
  tags,
  summary: 'Turn the reminder off',
  middleware,
  request,
  responses: {
    200: json(RegistrationStateSchema, 'Reminder off'),
    401: unauthorized,
    404: notFound,
  },
});

const conflict = (what: string) => json(ErrorResponseSchema, what);

export const joinLineRoute = createRoute({
  method: 'post',
  path: '/registration/{activityId}/line',
  tags,
  summary:
    "Join the opening's line or lottery with a prepared booking and, for 'Book it for me', a way to pay (the same family keeps one place)",
  middleware,
  request: {
    ...request,
    body: { content: { 'application/json': { schema: JoinLineSchema } }, required: true },
  },
  responses: {
    200: json(RegistrationStateSchema, 'In line (joining again keeps the place)'),
    400: json(ErrorResponseSchema, 'validation_error, not_a_card (autoBook)'),
    401: unauthorized,
    402: json(
      ErrorResponseSchema,
      "insufficient_balance: 'Book it for me' from a wallet short of the total",
    ),
    404: json(
      ErrorResponseSchema,
      'activity_not_found, kid_not_found, payment_method_not_found (autoBook)',
    ),
    409: conflict(
      'line_not_open, lottery_closed, registration_open, activity_full, line_turn_taken, activity_started, already_booked',
    ),
    422: json(ErrorResponseSchema, 'kid_not_eligible, not_an_option'),
  },
});

export const leaveLineRoute = createRoute({
  method: 'delete',
  path: '/registration/{activityId}/line',
  tags,
  summary: 'Leave the line while still waiting',
  middleware,
  request,
  responses: {
    200: json(RegistrationStateSchema, 'Out of the line (leaving twice changes nothing)'),
    401: unauthorized,
    404: notFound,
    409: conflict('line_turn_taken: the family was let in already'),
  },
});
