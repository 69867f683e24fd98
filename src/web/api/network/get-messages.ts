import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { messagesQueryKey } from './keys';

export function listMessages(
  conversationId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  return unwrap(
    api.network.conversations[':id'].messages.$get(
      { param: { id: conversationId }, query: cursor ? { cursor } : {} },
      { init: { signal } },
    ),
  );
}

/** A thread, newest page first; fetchNextPage reads older messages (keyset cursor). */
export function useMessages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: messagesQueryKey(conversationId),
    queryFn: ({ pageParam, signal }) => listMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
