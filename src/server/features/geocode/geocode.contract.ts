import { createRoute } from '@hono/zod-openapi';
import {
  GeocodeSearchQuerySchema,
  ParentLocationSchema,
  RegionSchema,
  ReverseGeocodeQuerySchema,
} from '../../../shared/schemas/profile';
import { requireUser } from '../../lib/auth';
import { ErrorResponseSchema, json } from '../../lib/openapi';
import { rateLimit } from '../../lib/rate-limit';

/** Addresses ↔ places through the configured geocoder (lib/geocoder.ts). */

const unauthorized = json(ErrorResponseSchema, 'unauthorized: User not authenticated');
const invalid = json(ErrorResponseSchema, 'validation_failed with the first problem as message');

export const reverseGeocodeRoute = createRoute({
  method: 'get',
  path: '/geocode/reverse',
  tags: ['geocode'],
  summary: "The region ('city, state') at the given coordinates",
  // The upstream service asks for modest use; a parent needs this once in a while.
  middleware: [requireUser, rateLimit('geocode')] as const,
  request: { query: ReverseGeocodeQuerySchema },
  responses: {
    200: json(RegionSchema, 'The region text'),
    400: invalid,
    401: unauthorized,
    429: json(ErrorResponseSchema, 'rate_limited'),
    502: json(ErrorResponseSchema, 'geocoder_unavailable'),
  },
});

export const geocodeSearchRoute = createRoute({
  method: 'get',
  path: '/geocode/search',
  tags: ['geocode'],
  summary: 'The place best matching a typed address (visitors too)',
  // Shares the reverse lookups' budget per client IP: the upstream service asks for modest use.
  middleware: [rateLimit('geocode')] as const,
  request: { query: GeocodeSearchQuerySchema },
  responses: {
    200: json(ParentLocationSchema, "The place's coordinates and a short name for it"),
    400: invalid,
    404: json(ErrorResponseSchema, 'address_not_found: nothing matches the text'),
    429: json(ErrorResponseSchema, 'rate_limited'),
    502: json(ErrorResponseSchema, 'geocoder_unavailable'),
  },
});
