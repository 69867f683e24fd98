import { WelcomeStep } from '../../features/onboarding/components/welcome-step';

export const Component = WelcomeStep;
