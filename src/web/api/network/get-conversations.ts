import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { conversationsQueryKey } from './keys';

export function listConversations(signal?: AbortSignal) {
  return unwrap(api.network.conversations.$get(undefined, { init: { signal } }));
}

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: conversationsQueryKey,
    queryFn: ({ signal }) => listConversations(signal),
  });

/** My conversations, newest activity first, and the unread total (the Messages badge). */
export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...conversationsQueryOptions(), enabled });
}
