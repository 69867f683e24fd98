import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { listsQueryKey } from './keys';

/** The parent's lists, last edited first (GET /api/collections/lists). */
export function listLists(signal?: AbortSignal) {
  return unwrap(api.collections.lists.$get(undefined, { init: { signal } }));
}

export const listsQueryOptions = () =>
  queryOptions({ queryKey: listsQueryKey, queryFn: ({ signal }) => listLists(signal) });

export function useLists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listsQueryOptions(), enabled });
}
