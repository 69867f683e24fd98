import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { discussionQueryKey } from '../comments/keys';
import {
  notificationListQueryKey,
  notificationSettingsQueryKey,
  unreadNotificationsQueryKey,
} from '../notifications/keys';
import { registrationQueryKey } from '../bookings/keys';
import { connectionsQueryKey } from './keys';
import { NETWORK_EVENTS_PATH, useLiveNetwork } from './live-events';

/** The browser's live stream, played by the test: `emit` delivers an event to the app. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  closed = false;
  /** 0 connecting, 1 open, 2 closed for good (the browser gave up). */
  readyState = 1;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

let visibility: DocumentVisibilityState = 'visible';
function show(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  FakeEventSource.opened = [];
  visibility = 'visible';
  vi.restoreAllMocks();
});

function liveNetwork() {
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveNetwork(true), { wrapper });
  const source = () => {
    const last = FakeEventSource.opened.at(-1);
    if (!last) throw new Error('no stream opened');
    return last;
  };
  return { queryClient, hook, source };
}

describe('the live network stream', () => {
  it("moves a registration line's places with no request, and reads the family's own change", () => {
    const { queryClient, source } = liveNetwork();
    const key = registrationQueryKey(12);
    const line = {
      opensAt: '2026-06-18T12:45:00.000Z',
      drawn: true,
      admittedThrough: 2,
      admitPerMinute: 600,
      soldOut: false,
      running: true,
    };
    queryClient.setQueryData(key, {
      activityId: 12,
      opening: null,
      reminder: false,
      line,
      entry: null,
    });
    // Every open page hears the line move: the cached line follows, nothing is read again.
    act(() =>
      source().emit('registration-line', { activityId: 12, admittedThrough: 7, soldOut: false }),
    );
    expect(queryClient.getQueryData(key)).toMatchObject({ line: { admittedThrough: 7 } });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    // Another program's line leaves this one alone.
    act(() =>
      source().emit('registration-line', { activityId: 13, admittedThrough: 40, soldOut: true }),
    );
    expect(queryClient.getQueryData(key)).toMatchObject({
      line: { admittedThrough: 7, soldOut: false },
    });
    // The family's own turn: its state is read again.
    act(() => source().emit('registration', { activityId: 12 }, '9'));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("fetches the network's data again when the stream could not resume (ready with resync)", () => {
    const { queryClient, source } = liveNetwork();
    act(() => source().emit('connection', { connectionId: 'c1' }, '3'));
    queryClient.setQueryData(connectionsQueryKey, { items: [] });
    act(() => source().emit('ready', { after: 3 }));
    expect(queryClient.getQueryState(connectionsQueryKey)?.isInvalidated).toBe(false);
    act(() => source().emit('ready', { after: 3, resync: true }));
    expect(queryClient.getQueryState(connectionsQueryKey)?.isInvalidated).toBe(true);
  });

  it('opens a stream the browser gave up on (a 503) again, later each time, resuming after the last event', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { source, hook } = liveNetwork();
      act(() => source().emit('notification', { id: 1 }, '41'));
      // Still connecting: the browser retries by itself.
      source().readyState = 0;
      act(() => source().emit('error', {}));
      act(() => vi.advanceTimersByTime(60_000));
      expect(FakeEventSource.opened).toHaveLength(1);

      source().readyState = FakeEventSource.CLOSED;
      act(() => source().emit('error', {}));
      act(() => vi.advanceTimersByTime(999));
      expect(FakeEventSource.opened).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(FakeEventSource.opened).toHaveLength(2);
      expect(source().url).toBe(`${NETWORK_EVENTS_PATH}?lastEventId=41`);

      // Refused again: twice as long.
      source().readyState = FakeEventSource.CLOSED;
      act(() => source().emit('error', {}));
      act(() => vi.advanceTimersByTime(1_999));
      expect(FakeEventSource.opened).toHaveLength(2);
      act(() => vi.advanceTimersByTime(1));
      expect(FakeEventSource.opened).toHaveLength(3);
      hook.unmount();
      expect(source().closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads an open discussion again when someone replies to one of my comments', () => {
    const { queryClient, source } = liveNetwork();
    const discussion = discussionQueryKey({ kind: 'list', token: 'tok' });
    queryClient.setQueryData(discussion, { pages: [], pageParams: [] });
    queryClient.setQueryData(connectionsQueryKey, { items: [] });
    act(() => source().emit('comment', { commentId: 'c9' }, '7'));
    expect(queryClient.getQueryState(discussion)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(connectionsQueryKey)?.isInvalidated).toBe(false);
  });

  it("reads the bell's count and the notification lists again when a notification arrives", () => {
    const { queryClient, source } = liveNetwork();
    queryClient.setQueryData(unreadNotificationsQueryKey, { unread: 0 });
    queryClient.setQueryData(notificationListQueryKey(10), { pages: [], pageParams: [] });
    queryClient.setQueryData(notificationSettingsQueryKey, {});
    queryClient.setQueryData(connectionsQueryKey, { items: [] });
    act(() => source().emit('notification', { id: 12 }, '9'));
    expect(queryClient.getQueryState(unreadNotificationsQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(notificationListQueryKey(10))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(notificationSettingsQueryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(connectionsQueryKey)?.isInvalidated).toBe(false);
  });

  it('reads the bell again when the stream could not resume', () => {
    const { queryClient, source } = liveNetwork();
    act(() => source().emit('notification', { id: 1 }, '3'));
    queryClient.setQueryData(unreadNotificationsQueryKey, { unread: 0 });
    act(() => source().emit('ready', { after: 3 }));
    expect(queryClient.getQueryState(unreadNotificationsQueryKey)?.isInvalidated).toBe(false);
    act(() => source().emit('ready', { after: 3, resync: true }));
    expect(queryClient.getQueryState(unreadNotificationsQueryKey)?.isInvalidated).toBe(true);
  });

  it('leaves a displaced stream to reconnect by itself while the tab is in view', () => {
    const { source } = liveNetwork();
    act(() => source().emit('closed', { reason: 'displaced' }));
    expect(source().closed).toBe(false);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('closes a displaced stream in a tab out of view, and resumes it when the tab is shown', () => {
    const { source, hook } = liveNetwork();
    expect(source().url).toBe(NETWORK_EVENTS_PATH);
    act(() => source().emit('connection', { connectionId: 'c1' }, '41'));
    show('hidden');
    act(() => source().emit('closed', { reason: 'displaced' }));
    expect(source().closed).toBe(true);
    show('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(source().url).toBe(`${NETWORK_EVENTS_PATH}?lastEventId=41`);
    expect(source().closed).toBe(false);
    hook.unmount();
    expect(source().closed).toBe(true);
  });
});
