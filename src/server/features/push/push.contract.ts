import { createRoute } from '@hono/zod-openapi';
import {
  PushEndpointSchema,
  PushKeySchema,
  PushSubscriptionSchema,
} from '../../../shared/schemas/push';
import { requireUser } from '../../lib/auth';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';

const tags = ['push'];
const unauthorized = json(ErrorResponseSchema, 'Not signed in: User not authenticated');
const invalid = json(ErrorResponseSchema, 'Invalid input (validation_failed, with details)');

export const pushKeyRoute = createRoute({
  method: 'get',
  path: '/push/key',
  tags,
  summary: "The server's VAPID public key, to subscribe a browser with",
  responses: {
    200: json(PushKeySchema, 'The key'),
    503: json(ErrorResponseSchema, 'Push is not set up on this server'),
  },
});

export const savePushSubscriptionRoute = createRoute({
  method: 'put',
  path: '/push/subscription',
  tags,
  middleware: requireUser,
  summary: "This device's push subscription, for the signed-in parent (one per device)",
  request: jsonBody(PushSubscriptionSchema),
  responses: { 204: { description: 'Subscribed' }, 400: invalid, 401: unauthorized },
});

export const deletePushSubscriptionRoute = createRoute({
  method: 'delete',
  path: '/push/subscription',
  tags,
  middleware: requireUser,
  summary: "Forget this device's push subscription (only the caller's own)",
  request: jsonBody(PushEndpointSchema),
  responses: { 204: { description: 'Not subscribed (any more)' }, 400: invalid, 401: unauthorized },
});
