import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings as Settings } from '../../../shared/notifications';
import type { NotificationSettingsUpdate } from '../../../shared/schemas/notification';
import { api, unwrap } from '../../lib/api-client';
import { notificationSettingsQueryKey } from './keys';

/** The settings with a change laid over them, as the server will store it. */
export function applyChange(settings: Settings, change: NotificationSettingsUpdate): Settings {
  const channels = { ...settings.channels };
  for (const [kind, choice] of Object.entries(change.channels ?? {})) {
    const key = kind as keyof Settings['channels'];
    if (choice) channels[key] = { ...channels[key], ...choice };
  }
  return {
    channels,
    reminders: { ...settings.reminders, ...change.reminders },
    quietHours: change.quietHours ?? settings.quietHours,
    timeZone: change.timeZone ?? settings.timeZone,
  };
}

const updateKey = [...notificationSettingsQueryKey, 'update'] as const;

/**
 * PATCH /api/notifications/settings with only what changed. The switch shows its new value at
 * once and goes back to the previous one if the server refuses. Changes go one after another, in
 * the order made; the server's answer is shown once no other change is on its way (an earlier
 * answer would flip a later switch back for a moment).
 */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateKey,
    scope: { id: updateKey.join('/') },
    mutationFn: (change: NotificationSettingsUpdate) =>
      unwrap(api.notifications.settings.$patch({ json: change })),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsQueryKey });
      const previous = queryClient.getQueryData<Settings>(notificationSettingsQueryKey);
      if (previous) {
        queryClient.setQueryData(notificationSettingsQueryKey, applyChange(previous, change));
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous)
        queryClient.setQueryData(notificationSettingsQueryKey, context.previous);
    },
    onSuccess: (settings) => {
      if (queryClient.isMutating({ mutationKey: updateKey }) <= 1) {
        queryClient.setQueryData(notificationSettingsQueryKey, settings);
      }
    },
  });
}
