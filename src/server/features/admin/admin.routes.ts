import { requireAdminBearer } from '../../lib/admin-auth';
import { issueGiftCards } from '../../lib/gift-codes';
import { createRouter } from '../../lib/router';
import {
  importRoute,
  issueGiftCardsRoute,
  openingStateRoute,
  seedRoute,
  setOpeningRoute,
} from './admin.contract';
import { importCatalogue } from './catalogue-import.service';
import { demoSeedOptions, seedDemoCatalogue } from './demo-seed';
import { programOpeningState, setProgramOpening } from './program-opening.service';

export const adminRoutes = createRouter({ messages: 'field' });
adminRoutes.openAPIRegistry.registerComponent('securitySchemes', 'adminBearer', {
  type: 'http',
  scheme: 'bearer',
  description: 'The contents of DATA_DIR/admin-secret',
});
adminRoutes.use('/admin/catalogue/*', requireAdminBearer);
adminRoutes.use('/admin/gift-cards', requireAdminBearer);
adminRoutes.use('/admin/activities/*', requireAdminBearer);

adminRoutes
  .openapi(importRoute, async (c) => {
    const result = await importCatalogue(c.var.deps.db, c.req.valid('json'));
    return c.json(result, 200);
  })
  .openapi(seedRoute, async (c) => {
    const { db, env } = c.var.deps;
    return c.json(await seedDemoCatalogue(db, demoSeedOptions(env)), 200);
  })
  .openapi(issueGiftCardsRoute, async (c) => {
    const { amountDollars, count } = c.req.valid('json');
    const items = await issueGiftCards(c.var.deps.db, { amountCents: amountDollars * 100, count });
    return c.json({ items }, 201);
  })
  .openapi(setOpeningRoute, async (c) => {
    const { id } = c.req.valid('param');
    const opening = c.req.valid('json');
    return c.json(await setProgramOpening(c.var.deps.db, id, opening, new Date()), 200);
  })
  .openapi(openingStateRoute, async (c) => {
    return c.json(await programOpeningState(c.var.deps.db, c.req.valid('param').id), 200);
  });
