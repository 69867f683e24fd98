import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export function getProfile(signal?: AbortSignal) {
  return unwrap(api.profile.$get(undefined, { init: { signal } }));
}

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

/** The parent's own profile (first name, birth date, region, photo). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
