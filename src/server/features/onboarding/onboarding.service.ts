import type { Database } from '../../db/client';
import { profileNotFound } from '../../lib/refusals';
import { markOnboardingComplete } from './onboarding.queries';

/** The parent left the last onboarding step; calling it again changes nothing. */
export async function completeOnboarding(db: Database, userId: string) {
  if (!(await markOnboardingComplete(db, userId))) throw profileNotFound();
  return { onboardingComplete: true as const };
}
