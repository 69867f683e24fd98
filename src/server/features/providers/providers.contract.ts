import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { isProviderSlug } from '../../../shared/provider-rules';
import { ActivityPageSchema } from '../../../shared/schemas/activity';
import {
  ProviderActivitiesQuerySchema,
  ProviderPageSchema,
  ProviderQuerySchema,
} from '../../../shared/schemas/provider';
import { pathParam } from '../../lib/ids';
import { ErrorResponseSchema, json } from '../../lib/openapi';
import { providerNotFound } from './providers.errors';

/** Providers' public pages: /api/providers/… (no sign-in needed, like an activity's page). */

const tags = ['providers'];
const ProviderParams = z.object({ slug: pathParam(isProviderSlug, providerNotFound) });
const notFound = json(ErrorResponseSchema, 'provider_not_found: Provider not found');

export const getProviderRoute = createRoute({
  method: 'get',
  path: '/providers/{slug}',
  tags,
  summary: "A provider's page: who they are, their places and their first upcoming activities",
  request: { params: ProviderParams, query: ProviderQuerySchema },
  responses: {
    200: json(ProviderPageSchema, 'The provider, soonest activities first'),
    400: json(ErrorResponseSchema, 'validation_failed: an invalid now'),
    404: notFound,
  },
});

export const listProviderActivitiesRoute = createRoute({
  method: 'get',
  path: '/providers/{slug}/activities',
  tags,
  summary: "A page of a provider's upcoming activities, soonest first",
  request: { params: ProviderParams, query: ProviderActivitiesQuerySchema },
  responses: {
    200: json(ActivityPageSchema, 'A page; nextCursor is null on the last page'),
    400: json(ErrorResponseSchema, 'validation_failed: an invalid limit, cursor or now'),
    404: notFound,
  },
});
