import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { commentsQueryKey } from '../comments/keys';
import { notificationFeedQueryKey } from '../notifications/keys';
import { registrationsQueryKey, waitlistQueryKey } from '../bookings/keys';
import { applyLineMoved, refetchRegistration } from '../bookings/registration-events';
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

/** How long a stream the browser gave up on waits before it is opened again, doubling each time. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** What `ready` carries: `resync` when the stream could not resume where this tab left off. */
function mustRefetch(event: MessageEvent<string>): boolean {
  try {
    return (JSON.parse(event.data) as { resync?: unknown }).resync === true;
  } catch {
    return false;
  }
}

/**
 * Keeps the parent network's screens live while the parent is signed in: a new message or read
 * receipt refreshes that thread and the conversation list (the unread badge), a connection change
 * refreshes the requests, connections and directory, a notification refreshes the bell and the
 * notification lists. After a dropped connection EventSource reconnects and the server replays
 * what was missed; when it cannot (`ready` with `resync`), everything the network screens and
 * the bell show is fetched again. A stream the browser gave up on (an answer that was not a stream,
 * such as a 503) is opened again after 1 s, then 2, 4… up to 30 s. A stream the server closed
 * because the parent opened newer ones
 * in other tabs (`closed`) reconnects by itself if this tab is in view; a tab out of view waits
 * until it is shown, then resumes after the last event it had.
 */
export function useLiveNetwork(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastEventId = '';
    let retry: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    const seen = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
    };
    const onThreadChange = (event: MessageEvent<string>) => {
      seen(event);
      const conversationId = conversationOf(event);
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true });
      if (conversationId) {
        void queryClient.invalidateQueries({ queryKey: messagesQueryKey(conversationId) });
      }
    };
    const onConnection = (event: MessageEvent<string>) => {
      seen(event);
      void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: networkQueryKey });
    };
    // Someone answered one of the parent's comments: an open discussion shows it.
    const onComment = (event: MessageEvent<string>) => {
      seen(event);
      void queryClient.invalidateQueries({ queryKey: commentsQueryKey });
    };
    // A new notification: the bell's count and any open list of them are read again, and the
    // waitlist (an offer, or a place booked for the family, comes with one).
    const onNotification = (event: MessageEvent<string>) => {
      seen(event);
      void queryClient.invalidateQueries({ queryKey: notificationFeedQueryKey });
      void queryClient.invalidateQueries({ queryKey: waitlistQueryKey });
      // A family let in from a registration line, or moved to the waitlist, is told this way.
      void queryClient.invalidateQueries({ queryKey: registrationsQueryKey });
    };
    // The line of a waitlist the parent is on moved: their place is read again.
    const onWaitlist = (event: MessageEvent<string>) => {
      seen(event);
      void queryClient.invalidateQueries({ queryKey: waitlistQueryKey });
    };
    // The family's own place in a registration line changed (refused); any line moved (not
    // resumable).
    const onRegistration = (event: MessageEvent<string>) => {
      seen(event);
      refetchRegistration(queryClient, event.data);
      void queryClient.invalidateQueries({ queryKey: waitlistQueryKey });
    };
    const onLineMoved = (event: MessageEvent<string>) => applyLineMoved(queryClient, event.data);
    const onReady = (event: MessageEvent<string>) => {
      retryMs = FIRST_RETRY_MS;
      if (!mustRefetch(event)) return;
      void queryClient.invalidateQueries({ queryKey: networkQueryKey });
      void queryClient.invalidateQueries({ queryKey: notificationFeedQueryKey });
    };
    // EventSource reconnects by itself after a dropped connection, but gives up for good on an
    // answer that is not a stream (a 503 from a server too busy, a restart): opened again here,
    // later each time, resuming after the last event this tab had.
    const onError = () => {
      if (source?.readyState !== EventSource.CLOSED) return;
      source = null;
      clearTimeout(retry);
      retry = setTimeout(() => {
        if (!source && document.visibilityState === 'visible') open();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };
    const onClosed = () => {
      if (document.visibilityState === 'visible') return;
      source?.close();
      source = null;
    };
    const open = () => {
      const query = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
      source = new EventSource(`${NETWORK_EVENTS_PATH}${query}`);
      source.addEventListener('ready', onReady);
      source.addEventListener('message', onThreadChange);
      source.addEventListener('read', onThreadChange);
      source.addEventListener('connection', onConnection);
      source.addEventListener('comment', onComment);
      source.addEventListener('notification', onNotification);
      source.addEventListener('waitlist', onWaitlist);
      source.addEventListener('registration', onRegistration);
      source.addEventListener('registration-line', onLineMoved);
      source.addEventListener('closed', onClosed);
      source.addEventListener('error', onError);
    };
    const onVisibilityChange = () => {
      if (!source && document.visibilityState === 'visible') open();
    };
    open();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, queryClient]);
}
