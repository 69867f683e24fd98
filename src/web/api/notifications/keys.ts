/**
 * The notification centre's query keys. The feed (the lists and the bell's count) is read again
 * whenever a notification arrives or is read; the settings are apart, so that does not touch them.
 */
export const notificationsQueryKey = ['notifications'] as const;
export const notificationFeedQueryKey = [...notificationsQueryKey, 'feed'] as const;
export const notificationListQueryKey = (limit: number) =>
  [...notificationFeedQueryKey, 'list', limit] as const;
export const unreadNotificationsQueryKey = [...notificationFeedQueryKey, 'unread'] as const;
export const notificationSettingsQueryKey = [...notificationsQueryKey, 'settings'] as const;
