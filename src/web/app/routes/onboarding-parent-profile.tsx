import { ParentProfileStep } from '../../features/onboarding/components/parent-profile-step';

export const Component = ParentProfileStep;
