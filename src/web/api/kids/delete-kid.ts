import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { kidQueryKey, kidsQueryKey } from './keys';

/** Deletes the profile and, on the server, its documents' files. */
export function deleteKid(id: string) {
  return unwrap(api.kids[':id'].$delete({ param: { id } }));
}

export function useDeleteKid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKid,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: kidQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: kidsQueryKey, exact: true });
    },
  });
}
