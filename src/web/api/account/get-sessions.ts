import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

/** One page of the devices signed in to the account, most recently active first. */
export function getSessions(cursor?: string, signal?: AbortSignal) {
  return unwrap(
    api.account.sessions.$get({ query: cursor ? { cursor } : {} }, { init: { signal } }),
  );
}

export type DeviceSessionItem = Awaited<ReturnType<typeof getSessions>>['items'][number];

export const sessionsQueryKey = ['account-sessions'] as const;

export const sessionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ pageParam, signal }) => getSessions(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });

/** The signed-in devices, a page at a time ('Load more'); `current` is this one. */
export function useSessions() {
  return useInfiniteQuery(sessionsQueryOptions());
}
