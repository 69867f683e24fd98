import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { Me } from '../../../shared/schemas/account';
import { api, unwrap } from '../../lib/api-client';
import { invalidateMe, meQueryKey } from '../me/get-me';

export function completeOnboarding() {
  return unwrap(api.onboarding.complete.$post());
}

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}

/** The session says so at once (no home prompt on arrival), then the server confirms. */
export function markOnboardingComplete(queryClient: QueryClient) {
  queryClient.setQueryData<Me>(meQueryKey, (me) => me && { ...me, onboardingComplete: true });
  void invalidateMe(queryClient);
}
