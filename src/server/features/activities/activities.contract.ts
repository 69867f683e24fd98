import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ActivityDetailSchema } from '../../../shared/schemas/activity';
import {
  ActivitySearchPageSchema,
  ActivitySearchQuerySchema,
  ForYouQuerySchema,
  ForYouSchema,
} from '../../../shared/schemas/search';
import { serialParam } from '../../lib/ids';
import { ErrorResponseSchema, json } from '../../lib/openapi';
import { activityNotFound } from '../../lib/refusals';

export const listActivitiesRoute = createRoute({
  method: 'get',
  path: '/activities',
  tags: ['activities'],
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

export const forYouRoute = createRoute({
  method: 'get',
  path: '/activities/for-you',
  tags: ['activities'],
  summary: 'Six upcoming activities ranked for the signed-in family (a varied pick for a visitor)',
  request: { query: ForYouQuerySchema },
  responses: {
    200: json(ForYouSchema, 'The picks, best first'),
    400: json(ErrorResponseSchema, 'validation_failed'),
  },
});

export const getActivityRoute = createRoute({
  method: 'get',
  path: '/activities/{id}',
  tags: ['activities'],
  summary: 'One activity',
  request: { params: z.object({ id: serialParam(activityNotFound) }) },
  responses: {
    200: json(ActivityDetailSchema, 'The activity and its sessions'),
    404: json(ErrorResponseSchema, 'not_found: Activity not found'),
  },
});
