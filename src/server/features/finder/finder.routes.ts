import { createRouter } from '../../lib/router';
import { findActivities, readRequest } from './finder.service';
import { findRoute, parseRoute } from './finder.contract';

export const finderRoutes = createRouter()
  .openapi(parseRoute, (c) => c.json(readRequest(c.req.valid('query')), 200))
  .openapi(findRoute, async (c) =>
    c.json(await findActivities(c.var.deps.db, c.var.user?.id ?? null, c.req.valid('query')), 200),
  );
