import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  connectionsQueryKey,
  conversationsQueryKey,
  messagesQueryKey,
  networkQueryKey,
} from './keys';

/** The stream's address; the browser's EventSource resumes it with Last-Event-ID on its own. */
export const NETWORK_EVENTS_PATH = '/api/network/events';

function conversationOf(event: MessageEvent<string>): string | null {
  try {
    const { conversationId } = JSON.parse(event.data) as { conversationId?: unknown };
    return typeof conversationId === 'string' ? conversationId : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the parent network's screens live while the parent is signed in: a new message or read
 * receipt refreshes that thread and the conversation list (the unread badge), a connection change
 * refreshes the requests, connections and directory. After a dropped connection EventSource
 * reconnects and the server replays what was missed.
 */
export function useLiveNetwork(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(NETWORK_EVENTS_PATH);
    const onThreadChange = (event: MessageEvent<string>) => {
      const conversationId = conversationOf(event);
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true });
      if (conversationId) {
        void queryClient.invalidateQueries({ queryKey: messagesQueryKey(conversationId) });
      }
    };
    const onConnection = () => {
      void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: networkQueryKey });
    };
    source.addEventListener('message', onThreadChange);
    source.addEventListener('read', onThreadChange);
    source.addEventListener('connection', onConnection);
    return () => source.close();
  }, [enabled, queryClient]);
}
