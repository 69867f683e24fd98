import { createRouter } from '../../lib/router';
import { logPaletteInteraction } from './boredombot.service';
import { logRoute } from './boredombot.contract';

export const boredombotRoutes = createRouter({ messages: 'field' }).openapi(logRoute, async (c) => {
  const logged = await logPaletteInteraction(
    c.var.deps.db,
    c.var.user?.id ?? null,
    c.req.valid('json'),
  );
  return c.json(logged, 201);
});
