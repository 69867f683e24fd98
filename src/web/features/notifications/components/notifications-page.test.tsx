import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationAnswer } from '../../../testing/notification-answer';
import { renderApp, signedInMe, SIGNED_OUT_ME, stubApi } from '../../../testing/render-app';

const NEWER = Array.from({ length: 3 }, (_, i) =>
  notificationAnswer({ id: 30 - i, title: `Booking confirmed: Camp ${i + 1}` }),
);
const OLDER = notificationAnswer({
  id: 5,
  kind: 'message',
  title: 'New message from Sam',
  body: 'See you Saturday!',
  link: '/messages?chat=c1',
  readAt: new Date().toISOString(),
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
});

describe('the notifications page', () => {
  it('lists every notification a page at a time, the unread ones said so, with one h1', async () => {
    const calls = stubApi({
      'GET /api/me': { json: signedInMe() },
      'GET /api/notifications/unread': { json: { unread: 3 } },
      'GET /api/notifications': (_body, url) =>
        url.searchParams.get('cursor') === '28'
          ? { json: { items: [OLDER], nextCursor: null, unread: 3 } }
          : { json: { items: NEWER, nextCursor: '28', unread: 3 } },
    });
    const { user } = renderApp('/notifications');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: /^Unread: Booking confirmed/ })).toHaveLength(
      3,
    );
    expect(screen.getByText('3 unread')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const older = await screen.findByRole('link', { name: /^New message from Sam/ });
    expect(older).toHaveAttribute('href', '/messages?chat=c1');
    expect(older).toHaveTextContent('3 days ago');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      calls.filter((c) => c.path === '/api/notifications').map((c) => c.init?.method ?? 'GET'),
    ).toEqual(['GET', 'GET']);
  });

  it('marks them all read, and says so', async () => {
    let unread = 3;
    const calls = stubApi({
      'GET /api/me': { json: signedInMe() },
      'GET /api/notifications/unread': () => ({ json: { unread } }),
      'GET /api/notifications': () => ({
        json: {
          items: NEWER.map((n) => (unread ? n : { ...n, readAt: new Date().toISOString() })),
          nextCursor: null,
          unread,
        },
      }),
      'POST /api/notifications/read': () => ({ json: { unread: (unread = 0) } }),
    });
    const { user } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Everything here has been read.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Unread:/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Notifications' })).toHaveTextContent(''),
    );
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(1);
  });

  it('says when there is nothing yet, with a way to the settings', async () => {
    stubApi({
      'GET /api/me': { json: signedInMe() },
      'GET /api/notifications/unread': { json: { unread: 0 } },
      'GET /api/notifications': { json: { items: [], nextCursor: null, unread: 0 } },
    });
    renderApp('/notifications');
    expect(
      await screen.findByRole('heading', { level: 2, name: "You're all caught up" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings#notifications',
    );
  });

  it('sends a visitor to sign in and back', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { location } = renderApp('/notifications');
    await waitFor(() => expect(location().pathname).toBe('/auth'));
    expect(location().search).toBe('?redirectTo=%2Fnotifications');
  });
});
