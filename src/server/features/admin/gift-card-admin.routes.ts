import { createRoute } from '@hono/zod-openapi';
import { requireAdminBearer } from '../../lib/admin-auth';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { IssueGiftCardsSchema, IssuedGiftCardsSchema } from './gift-card-admin.schema';
import { issueGiftCards } from '../../lib/gift-codes';

/**
 * Issuing gift card codes for `npm run giftcards` while the server holds the embedded database.
 * The bearer is the data folder's admin-secret (the adminBearer scheme the catalogue registers).
 */

const issueRoute = createRoute({
  method: 'post',
  path: '/admin/gift-cards',
  tags: ['admin'],
  summary: 'Issue new gift card codes',
  security: [{ adminBearer: [] }],
  request: jsonBody(IssueGiftCardsSchema),
  responses: {
    201: json(IssuedGiftCardsSchema, 'The new codes (normalised; print them grouped)'),
    400: json(ErrorResponseSchema, 'validation_failed'),
    401: json(ErrorResponseSchema, 'Missing or wrong admin secret'),
  },
});

export const giftCardAdminRoutes = createRouter();
giftCardAdminRoutes.use('/admin/gift-cards', requireAdminBearer);
giftCardAdminRoutes.openapi(issueRoute, async (c) => {
  const { amountDollars, count } = c.req.valid('json');
  const items = await issueGiftCards(c.var.deps.db, { amountCents: amountDollars * 100, count });
  return c.json({ items }, 201);
});
