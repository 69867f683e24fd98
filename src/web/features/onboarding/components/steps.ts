import { ONBOARDING_STEPS } from '../../../../shared/family-options';

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const stepPath = (step: OnboardingStep) => `/onboarding/${step}`;

/** 1 to 5. */
export const stepNumber = (step: OnboardingStep) => ONBOARDING_STEPS.indexOf(step) + 1;

/** Where back goes: the step before, except on the first and the last step (no back there). */
export function previousStep(step: OnboardingStep): OnboardingStep | null {
  const index = ONBOARDING_STEPS.indexOf(step);
  if (index <= 0 || index === ONBOARDING_STEPS.length - 1) return null;
  return ONBOARDING_STEPS[index - 1] ?? null;
}
