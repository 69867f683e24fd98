import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export function completeOnboarding() {
  return unwrap(api.onboarding.complete.$post());
}

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}
