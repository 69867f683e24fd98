import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../../../shared/schemas/account';
import { api, unwrap } from '../../../lib/api-client';

export const SIGNED_OUT: Me = { user: null, profile: null, onboardingComplete: false };

export function getMe(signal?: AbortSignal) {
  return unwrap(api.me.$get(undefined, { init: { signal } }));
}

export const meQueryKey = ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });

/** The session: who is signed in (user null when nobody is). The one source of truth. */
export function useMe() {
  return useQuery(meQueryOptions());
}
