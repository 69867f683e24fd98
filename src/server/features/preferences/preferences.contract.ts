import { createRoute } from '@hono/zod-openapi';
import { PreferencesInputSchema, PreferencesSchema } from '../../../shared/schemas/preferences';
import { requireUser } from '../../lib/auth';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';

const unauthorized = json(ErrorResponseSchema, 'unauthorized: User not authenticated');

export const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/preferences',
  tags: ['preferences'],
  summary: "The parent's preferences, or the defaults with saved: false",
  middleware: [requireUser] as const,
  responses: { 200: json(PreferencesSchema, 'The preferences'), 401: unauthorized },
});

export const putPreferencesRoute = createRoute({
  method: 'put',
  path: '/preferences',
  tags: ['preferences'],
  summary: 'Save the whole set (also the notifications switch)',
  middleware: [requireUser] as const,
  request: jsonBody(PreferencesInputSchema),
  responses: {
    200: json(PreferencesSchema, 'The saved preferences (saved: true)'),
    400: json(ErrorResponseSchema, 'validation_failed'),
    401: unauthorized,
  },
});
