import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { RegistrationStateSchema } from '../../../shared/schemas/registration';
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
