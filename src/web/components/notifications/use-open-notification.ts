import type { Notification } from '../../../shared/schemas/notification';
import { useMarkNotificationRead } from '../../api/notifications/mark-read';

/**
 * Following a notification marks it read (the link itself navigates). `then` runs after, say to
 * close the popover it was in.
 */
export function useOpenNotification(then?: () => void) {
  const markRead = useMarkNotificationRead();
  return (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    then?.();
  };
}
