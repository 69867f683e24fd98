import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { listQueryKey } from './keys';

/** One list with its activities in full (GET /api/collections/lists/{id}). */
export function getList(id: string, signal?: AbortSignal) {
  return unwrap(api.collections.lists[':id'].$get({ param: { id } }, { init: { signal } }));
}

export const listQueryOptions = (id: string) =>
  queryOptions({ queryKey: listQueryKey(id), queryFn: ({ signal }) => getList(id, signal) });

export function useList(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listQueryOptions(id), enabled });
}
