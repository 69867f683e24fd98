import { useQueryClient } from '@tanstack/react-query';
import { markOnboardingComplete } from '../../api/onboarding/complete-onboarding';
import { CompleteStep } from '../../features/onboarding/components/complete-step';

export function Component() {
  const queryClient = useQueryClient();
  const onCompleted = () => markOnboardingComplete(queryClient);
  return <CompleteStep onCompleted={onCompleted} />;
}
