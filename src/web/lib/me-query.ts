import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';

/**
 * The session (GET /api/me): who is signed in, or user null. Shared by the accounts feature and
 * by what lib needs to know about the parent (their remembered location).
 */
export function getMe(signal?: AbortSignal) {
  return unwrap(api.me.$get(undefined, { init: { signal } }));
}

export const meQueryKey = ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });
