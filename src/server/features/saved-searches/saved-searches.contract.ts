import { createRoute } from '@hono/zod-openapi';
import {
  SavedSearchIdParamSchema,
  SavedSearchInputSchema,
  SavedSearchListSchema,
  SavedSearchSchema,
} from '../../../shared/schemas/saved-search';
import { requireUser } from '../../lib/auth';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';

const tags = ['saved searches'];
const middleware = requireUser;
const unauthorized = json(ErrorResponseSchema, 'Not signed in: User not authenticated');

export const listSavedSearchesRoute = createRoute({
  method: 'get',
  path: '/saved-searches',
  tags,
  middleware,
  summary: "The parent's saved searches, newest first",
  responses: { 200: json(SavedSearchListSchema, 'Every saved search'), 401: unauthorized },
});

export const saveSearchRoute = createRoute({
  method: 'post',
  path: '/saved-searches',
  tags,
  middleware,
  summary: "'Tell me about new ones': save a Discover search or a finder request",
  description:
    'When a catalogue import or the demo top-up adds sessions that match, the parent is told, at most once a day per search. Saving the same search again answers the one already saved (200).',
  request: jsonBody(SavedSearchInputSchema),
  responses: {
    201: json(SavedSearchSchema, 'Saved'),
    200: json(SavedSearchSchema, 'Already saved: the same search'),
    400: json(ErrorResponseSchema, 'Invalid input (validation_failed, with details)'),
    401: unauthorized,
    404: json(ErrorResponseSchema, 'A kid id in a finder request is not one of the parent’s'),
    409: json(ErrorResponseSchema, 'Too many saved searches (saved_searches_full)'),
  },
});

export const removeSavedSearchRoute = createRoute({
  method: 'delete',
  path: '/saved-searches/{id}',
  tags,
  middleware,
  summary: 'Stop hearing about a saved search',
  request: { params: SavedSearchIdParamSchema },
  responses: {
    204: { description: 'Removed' },
    401: unauthorized,
    404: json(ErrorResponseSchema, 'No such saved search of this parent'),
  },
});
