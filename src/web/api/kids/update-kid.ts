import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KidInput } from '../../../shared/schemas/kid';
import { api, unwrap } from '../../lib/api-client';
import { kidQueryKey, kidsQueryKey } from './keys';

/** Replaces the whole profile (PUT). */
export function updateKid({ id, input }: { id: string; input: KidInput }) {
  return unwrap(api.kids[':id'].$put({ param: { id }, json: input }));
}

export function useUpdateKid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKid,
    onSuccess: async (kid) => {
      queryClient.setQueryData(kidQueryKey(kid.id), kid);
      await queryClient.invalidateQueries({ queryKey: kidsQueryKey, exact: true });
    },
  });
}
