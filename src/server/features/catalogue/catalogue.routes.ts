import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ActivityListQuerySchema,
  ActivityPageSchema,
  ActivitySchema,
} from '../../../shared/schemas/activity';
import { createRouter } from '../../lib/router';
import { decodeCursor } from './activity-cursor';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { getActivity, listUpcomingActivities } from './catalogue.service';
import { ErrorResponseSchema } from '../../lib/openapi';

const ListQuerySchema = ActivityListQuerySchema.extend({
  cursor: ActivityListQuerySchema.shape.cursor.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const cursor = decodeCursor(value);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: 'is not valid: pass back nextCursor unchanged' });
      return z.NEVER;
    }
    return cursor;
  }),
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorResponseSchema } },
});

const listActivitiesRoute = createRoute({
  method: 'get',
  path: '/activities',
  summary: 'Upcoming activities, soonest first, a page at a time',
  request: { query: ListQuerySchema },
  responses: {
    200: {
      description: 'A page of activities; nextCursor is null on the last page',
      content: { 'application/json': { schema: ActivityPageSchema } },
    },
    400: errorResponse('Invalid limit or cursor'),
  },
});

const getActivityRoute = createRoute({
  method: 'get',
  path: '/activities/{id}',
  summary: 'One activity',
  // A string, not a number: any unknown or malformed id is the same 404 to a client.
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: {
      description: 'The activity',
      content: { 'application/json': { schema: ActivitySchema } },
    },
    404: errorResponse('No such activity'),
  },
});

export const catalogueRoutes = createRouter()
  .openapi(listActivitiesRoute, async (c) => {
    const { limit, cursor } = c.req.valid('query');
    const page = await listUpcomingActivities(c.var.deps.db, { limit, after: cursor });
    return c.json(page, 200);
  })
  .openapi(getActivityRoute, async (c) => {
    const activity = await getActivity(c.var.deps.db, c.req.valid('param').id);
    return c.json(activity, 200);
  })
  .route('/', catalogueAdminRoutes);
