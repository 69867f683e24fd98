import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { notificationSettingsQueryKey } from './keys';

export function getNotificationSettings(signal?: AbortSignal) {
  return unwrap(api.notifications.settings.$get(undefined, { init: { signal } }));
}

/** Which kinds reach the parent on which channel, the reminders, quiet hours and their zone. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}
