import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Message, MessagePage } from '../../../shared/schemas/network';
import { api, errorMessage, unwrap } from '../../lib/api-client';
import { newClientId } from './client-id';
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

/** A message the parent sent that the server has not confirmed: on its way, or refused. */
export type OutgoingMessage = {
  clientId: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why it was not sent, once it failed. */
  error: string | null;
};

/** Puts a confirmed message into the thread's newest page, unless it is there already. */
function addToThread(
  data: InfiniteData<MessagePage> | undefined,
  message: Message,
): InfiniteData<MessagePage> | undefined {
  if (!data) return data;
  const known = data.pages.some((p) =>
    p.items.some((m) => m.id === message.id || (m.fromMe && m.clientId === message.clientId)),
  );
  if (known) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, items: [message, ...newest.items] }, ...older] };
}

/**
 * Optimistic sending in one thread: a message shows at once as 'sending', gives way to the
 * server's message (same client id) once stored, and on failure stays as 'failed' until `retry`
 * sends it again under the same client id, so the server stores it once however often it is tried.
 */
export function useOutbox(conversationId: string) {
  const queryClient = useQueryClient();
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);

  const update = useCallback(
    (clientId: string, change: Partial<OutgoingMessage> | null) =>
      setOutgoing((list) =>
        change === null
          ? list.filter((m) => m.clientId !== clientId)
          : list.map((m) => (m.clientId === clientId ? { ...m, ...change } : m)),
      ),
    [],
  );

  const deliver = useCallback(
    async (clientId: string, text: string) => {
      try {
        const message = await sendMessage({ conversationId, clientId, text });
        queryClient.setQueryData<InfiniteData<MessagePage>>(
          messagesQueryKey(conversationId),
          (data) => addToThread(data, message),
        );
        update(clientId, null);
        void queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true });
      } catch (error) {
        update(clientId, { status: 'failed', error: errorMessage(error) });
        // A refusal may mean the chat changed (no longer connected): its composer says so.
        void queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true });
      }
    },
    [conversationId, queryClient, update],
  );

  const send = useCallback(
    (text: string) => {
      const clientId = newClientId();
      setOutgoing((list) => [
        ...list,
        { clientId, text, createdAt: new Date().toISOString(), status: 'sending', error: null },
      ]);
      void deliver(clientId, text);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = outgoing.find((m) => m.clientId === clientId);
      if (!message || message.status !== 'failed') return;
      update(clientId, { status: 'sending', error: null });
      void deliver(clientId, message.text);
    },
    [deliver, outgoing, update],
  );

  return { outgoing, send, retry };
}
