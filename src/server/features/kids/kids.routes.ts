import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  KidInputSchema,
  KidListSchema,
  KidSchema,
  OnboardingKidsSchema,
} from '../../../shared/schemas/kid';
import { requireUser } from '../../auth';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { documentsRoutes } from './documents.routes';
import { createKid, createKids, deleteKid, getKid, listKids, updateKid } from './kids.service';

const tags = ['kids'];
const middleware = requireUser;
const KidParamsSchema = z.object({ id: z.string() });

const unauthorized = json(ErrorResponseSchema, 'Not signed in: User not authenticated');
const invalid = json(ErrorResponseSchema, 'Invalid input (validation_failed, with details)');
const notFound = json(ErrorResponseSchema, "No such profile, or another parent's");

const listKidsRoute = createRoute({
  method: 'get',
  path: '/kids',
  tags,
  middleware,
  summary: "The parent's kids, by name (case-insensitive), then creation time",
  responses: { 200: json(KidListSchema, 'The kids'), 401: unauthorized },
});

const createKidRoute = createRoute({
  method: 'post',
  path: '/kids',
  tags,
  middleware,
  summary: 'Add a kid profile',
  request: jsonBody(KidInputSchema),
  responses: { 201: json(KidSchema, 'The new profile'), 400: invalid, 401: unauthorized },
});

const createKidsRoute = createRoute({
  method: 'post',
  path: '/kids/batch',
  tags,
  middleware,
  summary: 'Add the kids entered in onboarding, all or nothing',
  request: jsonBody(OnboardingKidsSchema),
  responses: { 201: json(KidListSchema, 'The new profiles'), 400: invalid, 401: unauthorized },
});

const getKidRoute = createRoute({
  method: 'get',
  path: '/kids/{id}',
  tags,
  middleware,
  summary: 'One kid profile',
  request: { params: KidParamsSchema },
  responses: { 200: json(KidSchema, 'The profile'), 401: unauthorized, 404: notFound },
});

const updateKidRoute = createRoute({
  method: 'put',
  path: '/kids/{id}',
  tags,
  middleware,
  summary: 'Replace a kid profile (the whole profile is sent)',
  request: { params: KidParamsSchema, ...jsonBody(KidInputSchema) },
  responses: {
    200: json(KidSchema, 'The saved profile'),
    400: invalid,
    401: unauthorized,
    404: notFound,
  },
});

const deleteKidRoute = createRoute({
  method: 'delete',
  path: '/kids/{id}',
  tags,
  middleware,
  summary: 'Delete a kid profile with its documents and their files',
  request: { params: KidParamsSchema },
  responses: { 204: { description: 'Deleted' }, 401: unauthorized, 404: notFound },
});

export const kidsRoutes = createRouter()
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
