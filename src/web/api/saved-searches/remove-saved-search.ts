import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchList } from '../../../shared/schemas/saved-search';
import { api, unwrap } from '../../lib/api-client';
import { savedSearchesQueryKey } from './keys';

/** Stops hearing about a saved search: it leaves the list at once, and comes back on failure. */
export function useRemoveSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api['saved-searches'][':id'].$delete({ param: { id: String(id) } })),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: savedSearchesQueryKey });
      const before = queryClient.getQueryData<SavedSearchList>(savedSearchesQueryKey);
      queryClient.setQueryData<SavedSearchList>(
        savedSearchesQueryKey,
        (data) => data && { items: data.items.filter((s) => s.id !== id) },
      );
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(savedSearchesQueryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
