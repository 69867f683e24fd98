import { createRoute } from '@hono/zod-openapi';
import { PreferencesInputSchema, PreferencesSchema } from '../../../shared/schemas/preferences';
import { requireUser } from '../../auth';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { getPreferences, putPreferences } from './preferences.service';

const unauthorized = json(ErrorResponseSchema, 'unauthorized: User not authenticated');

const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/preferences',
  tags: ['preferences'],
  summary: "The parent's preferences, or the defaults with saved: false",
  middleware: [requireUser] as const,
  responses: { 200: json(PreferencesSchema, 'The preferences'), 401: unauthorized },
});

const putPreferencesRoute = createRoute({
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

export const preferencesRoutes = createRouter()
  .openapi(getPreferencesRoute, async (c) =>
    c.json(await getPreferences(c.var.deps.db, c.var.user.id), 200),
  )
  .openapi(putPreferencesRoute, async (c) =>
    c.json(await putPreferences(c.var.deps.db, c.var.user.id, c.req.valid('json')), 200),
  );
