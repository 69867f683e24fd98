import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { invalidateLists } from './keys';

/** Saves a private copy of a shared list into the signed-in parent's lists. */
export function copySharedList(token: string) {
  return unwrap(api.collections.shared[':token'].copy.$post({ param: { token } }));
}

export function useCopySharedList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copySharedList, onSettled: () => invalidateLists(queryClient) });
}
