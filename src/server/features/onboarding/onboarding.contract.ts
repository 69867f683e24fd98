import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { ErrorResponseSchema, json } from '../../lib/openapi';

const unauthorized = json(ErrorResponseSchema, 'unauthorized: User not authenticated');

export const completeOnboardingRoute = createRoute({
  method: 'post',
  path: '/onboarding/complete',
  tags: ['onboarding'],
  summary: 'Mark onboarding finished (idempotent)',
  middleware: [requireUser] as const,
  responses: {
    200: json(z.object({ onboardingComplete: z.literal(true) }), 'Onboarding is complete'),
    401: unauthorized,
  },
});
