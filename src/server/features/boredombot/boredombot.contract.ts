import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { PaletteLogInputSchema } from '../../../shared/schemas/palette-log';
import { KB, maxBodyBytes } from '../../lib/body-limit';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { rateLimit } from '../../lib/rate-limit';

/** A busy parent picks a few results a minute; a script writing rows is held well below that. */
export const PALETTE_LOG_RATE_LIMIT = 60;

export const logRoute = createRoute({
  method: 'post',
  path: '/boredombot/logs',
  tags: ['boredombot'],
  summary: 'Record a search palette interaction (visitors too; the signed-in parent is added)',
  // Public and written on every palette pick: a few short texts, nothing more.
  middleware: [
    maxBodyBytes(16 * KB),
    rateLimit('palette-log', { perMinute: PALETTE_LOG_RATE_LIMIT }),
  ] as const,
  request: jsonBody(PaletteLogInputSchema),
  responses: {
    201: json(z.object({ id: z.number().int() }), 'Stored'),
    400: json(ErrorResponseSchema, 'validation_failed'),
    413: json(ErrorResponseSchema, 'payload_too_large'),
    429: json(ErrorResponseSchema, 'rate_limited'),
  },
});
