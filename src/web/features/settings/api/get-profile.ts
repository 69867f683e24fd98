import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

/** The parent's own profile: name, photo, region, discoverability and notifications. */
export function getProfile(signal?: AbortSignal) {
  return unwrap(api.profile.$get(undefined, { init: { signal } }));
}

export type Profile = Awaited<ReturnType<typeof getProfile>>;

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
