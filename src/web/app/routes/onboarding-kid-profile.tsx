import { KidProfileStep } from '../../features/onboarding/components/kid-profile-step';

export const Component = KidProfileStep;
