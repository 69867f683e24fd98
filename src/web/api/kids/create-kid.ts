import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KidInput } from '../../../shared/schemas/kid';
import { api, unwrap } from '../../lib/api-client';
import { kidsQueryKey } from './keys';

export function createKid(input: KidInput) {
  return unwrap(api.kids.$post({ json: input }));
}

export function useCreateKid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kidsQueryKey }),
  });
}
