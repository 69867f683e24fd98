import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchInput, SavedSearchList } from '../../../shared/schemas/saved-search';
import { api, unwrap } from '../../lib/api-client';
import { savedSearchesQueryKey } from './keys';

/**
 * 'Tell me about new ones': saves the search (the one already saved, if it is the same). The
 * list knows it at once, so every button for that search says it is saved.
 */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedSearchInput) => unwrap(api['saved-searches'].$post({ json: input })),
    onSuccess: async (saved) => {
      queryClient.setQueryData<SavedSearchList>(savedSearchesQueryKey, (data) => ({
        items: [saved, ...(data?.items ?? []).filter((s) => s.id !== saved.id)],
      }));
      await queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey });
    },
  });
}
