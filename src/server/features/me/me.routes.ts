import { createRouter } from '../../lib/router';
import { meRoute } from './me.contract';
import { getMe } from './me.service';

export const meRoutes = createRouter().openapi(meRoute, async (c) =>
  c.json(await getMe(c.var.deps.db, c.var.user?.id ?? null, c.var.sessionId), 200),
);
