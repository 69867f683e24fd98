import { createRouter } from '../../lib/router';
import {
  addFavoriteRoute,
  addListItemRoute,
  copySharedListRoute,
  createListRoute,
  deleteListRoute,
  getListRoute,
  getSharedListRoute,
  listFavoritesRoute,
  listListsRoute,
  removeFavoriteRoute,
  removeListItemRoute,
  updateListRoute,
} from './collections.contract';
import {
  addFavorite,
  addToList,
  copySharedList,
  createList,
  deleteList,
  getList,
  getSharedList,
  listFavorites,
  listLists,
  removeFavorite,
  removeFromList,
  updateList,
} from './collections.service';

export const collectionsRoutes = createRouter()
  .openapi(listFavoritesRoute, async (c) => {
    return c.json({ items: await listFavorites(c.var.deps.db, c.var.user.id) }, 200);
  })
  .openapi(addFavoriteRoute, async (c) => {
    const { activityId } = c.req.valid('param');
    return c.json(await addFavorite(c.var.deps.db, c.var.user.id, activityId), 200);
  })
  .openapi(removeFavoriteRoute, async (c) => {
    await removeFavorite(c.var.deps.db, c.var.user.id, c.req.valid('param').activityId);
    return c.body(null, 204);
  })
  .openapi(listListsRoute, async (c) => {
    return c.json({ items: await listLists(c.var.deps.db, c.var.user.id) }, 200);
  })
  .openapi(createListRoute, async (c) => {
    return c.json(await createList(c.var.deps.db, c.var.user.id, c.req.valid('json')), 201);
  })
  .openapi(getListRoute, async (c) => {
    return c.json(await getList(c.var.deps.db, c.var.user.id, c.req.valid('param').id), 200);
  })
  .openapi(updateListRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateList(c.var.deps.db, c.var.user.id, id, c.req.valid('json')), 200);
  })
  .openapi(deleteListRoute, async (c) => {
    await deleteList(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(addListItemRoute, async (c) => {
    const { id, activityId } = c.req.valid('param');
    return c.json(await addToList(c.var.deps.db, c.var.user.id, id, activityId), 200);
  })
  .openapi(removeListItemRoute, async (c) => {
    const { id, activityId } = c.req.valid('param');
    return c.json(await removeFromList(c.var.deps.db, c.var.user.id, id, activityId), 200);
  })
  .openapi(getSharedListRoute, async (c) => {
    const { token } = c.req.valid('param');
    return c.json(await getSharedList(c.var.deps.db, token, c.var.user?.id ?? null), 200);
  })
  .openapi(copySharedListRoute, async (c) => {
    const { token } = c.req.valid('param');
    return c.json(await copySharedList(c.var.deps.db, c.var.user.id, token), 201);
  });
