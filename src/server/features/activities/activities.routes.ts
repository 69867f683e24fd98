import { createRouter } from '../../lib/router';
import { getActivity } from './activities.service';
import { listForYou } from './for-you.service';
import { searchActivities } from './search.service';
import { forYouRoute, getActivityRoute, listActivitiesRoute } from './activities.contract';

export const activitiesRoutes = createRouter()
  .openapi(listActivitiesRoute, async (c) =>
    c.json(await searchActivities(c.var.deps.db, c.req.valid('query')), 200),
  )
  .openapi(forYouRoute, async (c) =>
    c.json(await listForYou(c.var.deps.db, c.var.user?.id ?? null, c.req.valid('query')), 200),
  )
  .openapi(getActivityRoute, async (c) => {
    const activity = await getActivity(c.var.deps.db, c.req.valid('param').id);
    return c.json(activity, 200);
  });
