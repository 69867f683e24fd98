import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { kidsQueryKey } from './keys';

/**
 * The parent's kid profiles (GET /api/kids, ordered by name). Shared: the header's avatar
 * letter, onboarding and the kid profile screens all read this one cache entry.
 */
export function listKids(signal?: AbortSignal) {
  return unwrap(api.kids.$get(undefined, { init: { signal } }));
}

export const kidsQueryOptions = () =>
  queryOptions({ queryKey: kidsQueryKey, queryFn: ({ signal }) => listKids(signal) });

/** The parent's kids, ordered by name as the API returns them. */
export function useKids() {
  return useQuery(kidsQueryOptions());
}
