import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { unreadNotificationsQueryKey } from './keys';

export function getUnreadCount(signal?: AbortSignal) {
  return unwrap(api.notifications.unread.$get(undefined, { init: { signal } }));
}

/** How many notifications are unread: the bell's count, kept live by the event stream. */
export function useUnreadNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: unreadNotificationsQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled,
  });
}
