import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  CatalogueImportResultSchema,
  CatalogueImportSchema,
} from '../../../shared/schemas/catalogue-import';
import { requireAdminBearer } from '../../lib/admin-auth';
import { ErrorResponseSchema } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { importCatalogue } from './catalogue-import.service';
import { demoSeedOptions, seedDemoCatalogue } from './demo-seed';
import { giftCardAdminRoutes } from './gift-card-admin.routes';

/**
 * Operations for the command-line tools (`npm run catalogue:import`, `npm run seed`,
 * `npm run giftcards`) while the server holds the embedded database; the bearer guard is shared
 * from lib/.
 */

const security = [{ adminBearer: [] }];
const errors = {
  400: {
    description: 'Invalid file',
    content: { 'application/json': { schema: ErrorResponseSchema } },
  },
  401: {
    description: 'Missing or wrong admin secret',
    content: { 'application/json': { schema: ErrorResponseSchema } },
  },
};

const importRoute = createRoute({
  method: 'post',
  path: '/admin/catalogue/import',
  summary: 'Import a catalogue file (all or nothing)',
  security,
  request: {
    body: { required: true, content: { 'application/json': { schema: CatalogueImportSchema } } },
  },
  responses: {
    200: {
      description: 'Rows created and updated',
      content: { 'application/json': { schema: CatalogueImportResultSchema } },
    },
    ...errors,
    409: {
      description: 'The database refused a row; nothing was imported',
      content: { 'application/json': { schema: ErrorResponseSchema } },
    },
  },
});

const DemoSeedResultSchema = z
  .object({ providers: z.number(), inserted: z.number(), upcoming: z.number() })
  .meta({ id: 'DemoSeedResult' });

const seedRoute = createRoute({
  method: 'post',
  path: '/admin/catalogue/seed',
  summary: 'Top up the demo catalogue to today + 60 days',
  security,
  responses: {
    200: {
      description: 'Demo providers, activities inserted, activities upcoming',
      content: { 'application/json': { schema: DemoSeedResultSchema } },
    },
    401: errors[401],
  },
});

export const adminRoutes = createRouter();
adminRoutes.openAPIRegistry.registerComponent('securitySchemes', 'adminBearer', {
  type: 'http',
  scheme: 'bearer',
  description: 'The contents of DATA_DIR/admin-secret',
});
adminRoutes.use('/admin/catalogue/*', requireAdminBearer);

adminRoutes
  .openapi(importRoute, async (c) => {
    const result = await importCatalogue(c.var.deps.db, c.req.valid('json'));
    return c.json(result, 200);
  })
  .openapi(seedRoute, async (c) => {
    const { db, env } = c.var.deps;
    return c.json(await seedDemoCatalogue(db, demoSeedOptions(env)), 200);
  });

adminRoutes.route('/', giftCardAdminRoutes);
