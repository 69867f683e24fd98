import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { profileQueryKey } from './keys';

/**
 * The parent's own profile (GET /api/profile): name, birth date, photo, region, location,
 * discoverability and notifications. One cache entry for onboarding, settings and the map.
 */
export function getProfile(signal?: AbortSignal) {
  return unwrap(api.profile.$get(undefined, { init: { signal } }));
}

export type Profile = Awaited<ReturnType<typeof getProfile>>;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
