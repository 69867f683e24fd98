import { createRouter } from '../../lib/router';
import { documentsRoutes } from './documents.routes';
import { createKid, createKids, deleteKid, getKid, listKids, updateKid } from './kids.service';
import {
  createKidRoute,
  createKidsRoute,
  deleteKidRoute,
  getKidRoute,
  listKidsRoute,
  updateKidRoute,
} from './kids.contract';

export const kidsRoutes = createRouter({ messages: 'field' })
  .openapi(listKidsRoute, async (c) => {
    return c.json({ items: await listKids(c.var.deps.db, c.var.user.id) }, 200);
  })
  .openapi(createKidRoute, async (c) => {
    const kid = await createKid(c.var.deps.db, c.var.user.id, c.req.valid('json'));
    return c.json(kid, 201);
  })
  .openapi(createKidsRoute, async (c) => {
    const items = await createKids(c.var.deps.db, c.var.user.id, c.req.valid('json'));
    return c.json({ items }, 201);
  })
  .openapi(getKidRoute, async (c) => {
    return c.json(await getKid(c.var.deps.db, c.var.user.id, c.req.valid('param').id), 200);
  })
  .openapi(updateKidRoute, async (c) => {
    const { id } = c.req.valid('param');
    const kid = await updateKid(c.var.deps.db, c.var.user.id, id, c.req.valid('json'));
    return c.json(kid, 200);
  })
  .openapi(deleteKidRoute, async (c) => {
    await deleteKid(c.var.deps, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .route('/', documentsRoutes);
