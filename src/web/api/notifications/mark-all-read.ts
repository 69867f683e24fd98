import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { notificationFeedQueryKey } from './keys';
import { afterRead, showRead } from './mark-read';

/** 'Mark all as read': every list on screen shows it at once; the count drops to the server's. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.notifications.read.$post()),
    onMutate: () => showRead(queryClient, () => true),
    onSuccess: (count) => afterRead(queryClient, count),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationFeedQueryKey }),
  });
}
