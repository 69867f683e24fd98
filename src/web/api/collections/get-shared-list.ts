import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { sharedListQueryKey } from './keys';

/** A shared list as anyone with its link sees it (GET /api/collections/shared/{token}). */
export function getSharedList(token: string, signal?: AbortSignal) {
  return unwrap(api.collections.shared[':token'].$get({ param: { token } }, { init: { signal } }));
}

export const sharedListQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedListQueryKey(token),
    queryFn: ({ signal }) => getSharedList(token, signal),
  });

export function useSharedList(token: string) {
  return useQuery(sharedListQueryOptions(token));
}
