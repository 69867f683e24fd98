import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OPENING_GREETING } from '../../../shared/network-rules';
import { api, unwrap } from '../../lib/api-client';
import { newClientId } from './client-id';
import { networkQueryKey } from './keys';

/**
 * The chat with a connection. A connection with no conversation yet gets one, and the spec's
 * opening greeting is sent in it.
 */
export async function openConversation({
  parentId,
  conversationId,
}: {
  parentId: string;
  conversationId: string | null;
}) {
  if (conversationId) return conversationId;
  const conversation = await unwrap(api.network.conversations.$post({ json: { parentId } }));
  if (conversation.lastMessage === null) {
    await unwrap(
      api.network.conversations[':id'].messages.$post({
        param: { id: conversation.id },
        json: { clientId: newClientId(), text: OPENING_GREETING },
      }),
    );
  }
  return conversation.id;
}

export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkQueryKey }),
  });
}
