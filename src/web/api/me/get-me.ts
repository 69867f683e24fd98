import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Me } from '../../../shared/schemas/account';
import { api, unwrap } from '../../lib/api-client';

/**
 * The session (GET /api/me): who is signed in, or user null. The one source of truth, read by
 * the header, the signed-in guard, onboarding and whatever needs the parent's id.
 */
export function getMe(signal?: AbortSignal) {
  return unwrap(api.me.$get(undefined, { init: { signal } }));
}

export const meQueryKey = ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });

export const SIGNED_OUT: Me = { user: null, profile: null, onboardingComplete: false };

/** The session: who is signed in (user null when nobody is). */
export function useMe() {
  return useQuery(meQueryOptions());
}

/** Reads the session again (e.g. after onboarding may have been completed on the server). */
export function invalidateMe(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: meQueryKey });
}
