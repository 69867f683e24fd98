import { createRouter } from '../../lib/router';
import { completeOnboardingRoute } from './onboarding.contract';
import { completeOnboarding } from './onboarding.service';

export const onboardingRoutes = createRouter().openapi(completeOnboardingRoute, async (c) =>
  c.json(await completeOnboarding(c.var.deps.db, c.var.user.id), 200),
);
