import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { NotificationPage } from '../../../shared/schemas/notification';
import { api, unwrap } from '../../lib/api-client';
import { notificationListQueryKey } from './keys';

export type NotificationPages = InfiniteData<NotificationPage, string | undefined>;

export function listNotifications(limit: number, cursor: string | undefined, signal?: AbortSignal) {
  const query = { limit: String(limit), ...(cursor ? { cursor } : {}) };
  return unwrap(api.notifications.$get({ query }, { init: { signal } }));
}

/** The parent's notifications, newest first, `limit` at a time; fetchNextPage reads older ones. */
export function useNotifications({ limit, enabled = true }: { limit: number; enabled?: boolean }) {
  return useInfiniteQuery({
    queryKey: notificationListQueryKey(limit),
    queryFn: ({ pageParam, signal }) => listNotifications(limit, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
