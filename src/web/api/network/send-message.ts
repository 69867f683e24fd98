import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { conversationsQueryKey, messagesQueryKey } from './keys';

export type SendMessageVariables = { conversationId: string; clientId: string; text: string };

export function sendMessage({ conversationId, clientId, text }: SendMessageVariables) {
  return unwrap(
    api.network.conversations[':id'].messages.$post({
      param: { id: conversationId },
      json: { clientId, text },
    }),
  );
}

/** Sends under the client's id (a retry is stored once), then refreshes the thread and the list. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_message, { conversationId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesQueryKey(conversationId) }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true }),
      ]),
  });
}
