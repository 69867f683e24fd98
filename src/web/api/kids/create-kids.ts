import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingKidsInput } from '../../../shared/schemas/kid';
import { api, unwrap } from '../../lib/api-client';
import { kidsQueryKey } from './keys';

/** Saves the children entered in onboarding, all or nothing. */
export function createKids(input: OnboardingKidsInput) {
  return unwrap(api.kids.batch.$post({ json: input }));
}

export function useCreateKids() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKids,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kidsQueryKey }),
  });
}
