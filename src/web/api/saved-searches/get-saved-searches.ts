import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { savedSearchesQueryKey } from './keys';

export function getSavedSearches(signal?: AbortSignal) {
  return unwrap(api['saved-searches'].$get(undefined, { init: { signal } }));
}

/** The parent's saved searches, newest first. */
export function useSavedSearches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }) => getSavedSearches(signal),
    enabled,
  });
}
