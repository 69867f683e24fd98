import { createRouter } from '../../lib/router';
import {
  listSavedSearchesRoute,
  removeSavedSearchRoute,
  saveSearchRoute,
} from './saved-searches.contract';
import { listSaved, removeSaved, saveSearch } from './saved-searches.service';

export const savedSearchesRoutes = createRouter()
  .openapi(listSavedSearchesRoute, async (c) =>
    c.json({ items: await listSaved(c.var.deps.db, c.var.user.id) }, 200),
  )
  .openapi(saveSearchRoute, async (c) => {
    const { saved, created } = await saveSearch(c.var.deps.db, c.var.user.id, c.req.valid('json'));
    return created ? c.json(saved, 201) : c.json(saved, 200);
  })
  .openapi(removeSavedSearchRoute, async (c) => {
    await removeSaved(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
