import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WIDE_LAYOUT } from '../../lib/use-media-query';
import { matchOnly } from '../../testing/match-media';
import { notificationAnswer } from '../../testing/notification-answer';
import {
  apiError,
  renderApp,
  routeKey,
  signedInMe,
  stubApi,
  type ApiHandlers,
} from '../../testing/render-app';

const BOOKED = notificationAnswer({ id: 7 });
const REPLY = notificationAnswer({
  id: 6,
  kind: 'comment',
  title: 'Sam replied to your comment',
  body: 'On Art Camp: “See you there!”',
  link: '/activities/42',
  readAt: new Date().toISOString(),
});

/**
 * A signed-in parent with `unread` notifications, as the server would answer them: reading one
 * or all lowers the count it answers next. Overrides win.
 */
const bellApi = <K extends string = never>(unread: number, overrides?: ApiHandlers<K>) => {
  let left = unread;
  return stubApi({
    'GET /api/me': { json: signedInMe() },
    'GET /api/notifications/unread': () => ({ json: { unread: left } }),
    'GET /api/notifications': () => ({
      json: {
        items:
          left > 0 ? [BOOKED, REPLY] : [{ ...BOOKED, readAt: new Date().toISOString() }, REPLY],
        nextCursor: null,
        unread: left,
      },
    }),
    [routeKey('POST /api/notifications/:id/read', '7')]: () => ({ json: { unread: (left = 0) } }),
    'POST /api/notifications/read': () => ({ json: { unread: (left = 0) } }),
    ...overrides,
  });
};

const headerBell = async (role: 'link' | 'button', name: string) =>
  within(await screen.findByRole('banner')).findByRole(role, { name });

describe('the header bell', () => {
  it('leads to the notifications page on a phone, its name saying how many are unread', async () => {
    bellApi(3);
    const { user, location } = renderApp('/calendar');
    const bell = await headerBell('link', 'Notifications, 3 unread');
    expect(bell).toHaveTextContent('3');
    await user.click(bell);
    await waitFor(() => expect(location().pathname).toBe('/notifications'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();
  });

  it('is plain "Notifications" with no badge when all is read', async () => {
    bellApi(0);
    renderApp('/calendar');
    const bell = await headerBell('link', 'Notifications');
    expect(bell).toHaveTextContent('');
  });

  it('opens the newest in a popover on a wide screen; opening one marks it read and goes there', async () => {
    matchOnly(WIDE_LAYOUT);
    const calls = bellApi(1);
    const { user, location } = renderApp('/calendar');
    await user.click(await headerBell('button', 'Notifications, 1 unread'));

    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const unread = await within(popover).findByRole('link', {
      name: /^Unread: Booking confirmed: Art Camp/,
    });
    expect(unread).toHaveAttribute('href', '/bookings?booking=b1');
    expect(unread).toHaveTextContent('1 minute ago');
    expect(within(popover).getByRole('link', { name: /^Sam replied/ })).toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/notifications',
    );

    await user.click(unread);
    await waitFor(() => expect(location().search).toBe('?booking=b1'));
    expect(location().pathname).toBe('/bookings');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/7/read')).toBe(
      true,
    );
    expect(await headerBell('button', 'Notifications')).toBeInTheDocument();
  });

  it('marks all as read from the popover', async () => {
    matchOnly(WIDE_LAYOUT);
    const calls = bellApi(2);
    const { user } = renderApp('/calendar');
    await user.click(await headerBell('button', 'Notifications, 2 unread'));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(popover).findByRole('link', { name: /^Unread:/ });
    await user.click(within(popover).getByRole('button', { name: 'Mark all as read' }));

    expect(await headerBell('button', 'Notifications')).toBeInTheDocument();
    expect(within(popover).queryByRole('link', { name: /^Unread:/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/notifications/read',
    ]);
  });

  it('says when there is nothing, and offers to try again when the list cannot load', async () => {
    matchOnly(WIDE_LAYOUT);
    let fail = true;
    bellApi(0, {
      'GET /api/notifications': () =>
        fail
          ? apiError(503, 'unavailable', 'Kidventure is busy. Try again in a moment.')
          : { json: { items: [], nextCursor: null, unread: 0 } },
    });
    const { user } = renderApp('/calendar');
    await user.click(await headerBell('button', 'Notifications'));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const alert = await within(popover).findByRole('alert', undefined, { timeout: 10_000 });
    expect(alert).toHaveTextContent("We couldn't load your notifications");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(popover).findByText("You're all caught up")).toBeInTheDocument();
  });
});
