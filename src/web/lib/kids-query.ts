import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';

/**
 * The parent's kid profiles (GET /api/kids, ordered by name). Shared: the header's avatar
 * letter, onboarding and the kid profile screens all read this one cache entry.
 */
export function listKids(signal?: AbortSignal) {
  return unwrap(api.kids.$get(undefined, { init: { signal } }));
}

export const kidsQueryKey = ['kids'] as const;

export const kidsQueryOptions = () =>
  queryOptions({ queryKey: kidsQueryKey, queryFn: ({ signal }) => listKids(signal) });
