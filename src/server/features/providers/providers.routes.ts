import { createRouter } from '../../lib/router';
import { getProviderRoute, listProviderActivitiesRoute } from './providers.contract';
import { getProviderPage, listProviderActivities } from './providers.service';

export const providersRoutes = createRouter()
  .openapi(getProviderRoute, async (c) => {
    const { slug } = c.req.valid('param');
    return c.json(await getProviderPage(c.var.deps.db, slug, c.req.valid('query').now), 200);
  })
  .openapi(listProviderActivitiesRoute, async (c) => {
    const { slug } = c.req.valid('param');
    return c.json(await listProviderActivities(c.var.deps.db, slug, c.req.valid('query')), 200);
  });
