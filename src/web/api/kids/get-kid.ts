import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { kidQueryKey } from './keys';

export function getKid(id: string, signal?: AbortSignal) {
  return unwrap(api.kids[':id'].$get({ param: { id } }, { init: { signal } }));
}

export const kidQueryOptions = (id: string) =>
  queryOptions({ queryKey: kidQueryKey(id), queryFn: ({ signal }) => getKid(id, signal) });

/** One kid; an unknown or another parent's id fails with ApiError 404 'kid_not_found'. */
export function useKid(id: string) {
  return useQuery(kidQueryOptions(id));
}
