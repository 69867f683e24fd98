import { PreferencesStep } from '../../features/onboarding/components/preferences-step';

export const Component = PreferencesStep;
