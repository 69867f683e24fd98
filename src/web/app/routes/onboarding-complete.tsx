import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../shared/schemas/account';
import { meQueryKey } from '../../features/accounts/api/get-me';
import { CompleteStep } from '../../features/onboarding/components/complete-step';

export function Component() {
  const queryClient = useQueryClient();
  // The session says so at once (no home prompt on arrival), then the server confirms.
  const onCompleted = () => {
    queryClient.setQueryData<Me>(meQueryKey, (me) => me && { ...me, onboardingComplete: true });
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
  return <CompleteStep onCompleted={onCompleted} />;
}
