import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ActivitySchema } from '../../../shared/schemas/activity';
import {
  ActivitySearchPageSchema,
  ActivitySearchQuerySchema,
  ForYouQuerySchema,
  ForYouSchema,
} from '../../../shared/schemas/search';
import { ErrorResponseSchema, json } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { sentenceHook } from '../../lib/validation';
import { getActivity } from './activities.service';
import { listForYou } from './for-you.service';
import { searchActivities } from './search.service';

const listActivitiesRoute = createRoute({
  method: 'get',
  path: '/activities',
  tags: ['catalogue'],
  summary: 'Search upcoming activities: text, filters, sorts, a page at a time',
  request: { query: ActivitySearchQuerySchema },
  responses: {
    200: json(
      ActivitySearchPageSchema,
      'A page of activities; nextCursor is null on the last page',
    ),
    400: json(ErrorResponseSchema, 'validation_failed: an invalid parameter or cursor'),
  },
});

const forYouRoute = createRoute({
  method: 'get',
  path: '/activities/for-you',
  tags: ['catalogue'],
  summary: 'Six upcoming activities ranked for the signed-in family (a varied pick for a visitor)',
  request: { query: ForYouQuerySchema },
  responses: {
    200: json(ForYouSchema, 'The picks, best first'),
    400: json(ErrorResponseSchema, 'validation_failed'),
  },
});

const getActivityRoute = createRoute({
  method: 'get',
  path: '/activities/{id}',
  tags: ['catalogue'],
  summary: 'One activity',
  // A string, not a number: any unknown or malformed id is the same 404 to a client.
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: json(ActivitySchema, 'The activity'),
    404: json(ErrorResponseSchema, 'not_found: Activity not found'),
  },
});

export const activitiesRoutes = createRouter()
  .openapi(
    listActivitiesRoute,
    async (c) => c.json(await searchActivities(c.var.deps.db, c.req.valid('query')), 200),
    sentenceHook,
  )
  .openapi(
    forYouRoute,
    async (c) =>
      c.json(await listForYou(c.var.deps.db, c.var.user?.id ?? null, c.req.valid('query')), 200),
    sentenceHook,
  )
  .openapi(getActivityRoute, async (c) => {
    const activity = await getActivity(c.var.deps.db, c.req.valid('param').id);
    return c.json(activity, 200);
  });
