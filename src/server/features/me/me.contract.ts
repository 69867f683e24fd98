import { createRoute } from '@hono/zod-openapi';
import { MeSchema } from '../../../shared/schemas/account';
import { json } from '../../lib/openapi';

export const meRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['me'],
  summary: 'The signed-in parent, or user null when signed out',
  responses: { 200: json(MeSchema, 'Always 200; user is null when signed out') },
});
