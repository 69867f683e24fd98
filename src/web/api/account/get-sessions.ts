import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

/** Devices signed in to the account, most recently active first; `current` is this one. */
export function getSessions(signal?: AbortSignal) {
  return unwrap(api.account.sessions.$get(undefined, { init: { signal } }));
}

export type DeviceSessionItem = Awaited<ReturnType<typeof getSessions>>['items'][number];

export const sessionsQueryKey = ['account-sessions'] as const;

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => getSessions(signal),
    select: (data) => data.items,
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
