import { createRoute } from '@hono/zod-openapi';
import {
  FinderInterpretationSchema,
  FinderParseQuerySchema,
  FinderQuerySchema,
  FinderResultSchema,
} from '../../../shared/schemas/finder';
import { ErrorResponseSchema, json } from '../../lib/openapi';
import { rateLimit } from '../../lib/rate-limit';

/** A parent types a few requests a minute; a script reading the catalogue is held well below. */
export const FINDER_RATE_LIMIT = 120;

const tags = ['finder'];
const invalid = json(
  ErrorResponseSchema,
  'validation_failed: a bad now, or text over 500 characters',
);
const limited = json(ErrorResponseSchema, 'rate_limited');

export const parseRoute = createRoute({
  method: 'get',
  path: '/finder/parse',
  tags,
  summary: 'How the finders read a typed request (public)',
  middleware: [rateLimit('finder', { perMinute: FINDER_RATE_LIMIT })] as const,
  request: { query: FinderParseQuerySchema },
  responses: {
    200: json(FinderInterpretationSchema, 'The interpretation; every field always present'),
    400: invalid,
    429: limited,
  },
});

export const findRoute = createRoute({
  method: 'get',
  path: '/finder',
  tags,
  summary: 'Upcoming activities that fit every constraint of a typed request, best first',
  middleware: [rateLimit('finder', { perMinute: FINDER_RATE_LIMIT })] as const,
  request: { query: FinderQuerySchema },
  responses: {
    200: json(FinderResultSchema, 'The interpretation, the best items and how many fit'),
    400: invalid,
    404: json(ErrorResponseSchema, "kid_not_found: a kid id that is not the parent's"),
    429: limited,
  },
});
