import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { conversationsQueryKey, messagesQueryKey } from './keys';

/** Opening a thread marks the other parent's messages read; the unread counts follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      unwrap(api.network.conversations[':id'].read.$post({ param: { id: conversationId } })),
    onSuccess: ({ marked }, conversationId) =>
      marked > 0
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true }),
            queryClient.invalidateQueries({ queryKey: messagesQueryKey(conversationId) }),
          ])
        : undefined,
  });
}
