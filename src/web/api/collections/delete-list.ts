import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { invalidateLists, listQueryKey } from './keys';

export function deleteList(id: string) {
  return unwrap(api.collections.lists[':id'].$delete({ param: { id } }));
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: listQueryKey(id) }),
    onSettled: () => invalidateLists(queryClient),
  });
}
