import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '../../../shared/schemas/notification';
import { api, unwrap } from '../../lib/api-client';
import { notificationFeedQueryKey, unreadNotificationsQueryKey } from './keys';
import type { NotificationPages } from './list-notifications';

/** Shows notifications as read in every list already on screen, before the server answers. */
export function showRead(queryClient: QueryClient, isRead: (id: number) => boolean) {
  const readAt = new Date().toISOString();
  queryClient.setQueriesData<NotificationPages>(
    { queryKey: [...notificationFeedQueryKey, 'list'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((n) => (n.readAt === null && isRead(n.id) ? { ...n, readAt } : n)),
        })),
      },
  );
}

/** The server's count after a read, then the lists fetched again in the background. */
export function afterRead(queryClient: QueryClient, { unread }: UnreadCount) {
  queryClient.setQueryData<UnreadCount>(unreadNotificationsQueryKey, { unread });
  return queryClient.invalidateQueries({ queryKey: notificationFeedQueryKey });
}

/** Mark one notification read (opening it does this); the bell's count follows. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.notifications[':id'].read.$post({ param: { id: String(id) } })),
    onMutate: (id) => showRead(queryClient, (other) => other === id),
    onSuccess: (count) => afterRead(queryClient, count),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationFeedQueryKey }),
  });
}
