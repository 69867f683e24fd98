import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_REMOVED } from '../../../../shared/saved-searches';
import type { SavedSearch } from '../../../../shared/schemas/saved-search';
import { findToast } from '../../../testing/find-toast';
import { notificationSettingsAnswer } from '../../../testing/notification-answer';
import { apiError, renderApp, routeKey, signedInMe, stubApi } from '../../../testing/render-app';

const SWIMMING: SavedSearch = {
  id: 3,
  source: 'discover',
  query: { type: 'Swimming', age: '6' },
  label: 'Swimming · Age 6',
  link: '/activities?type=Swimming&age=6&tab=list',
  createdAt: '2026-11-20T15:00:00.000Z',
  notifiedOn: '2026-11-28',
};
const POTTERY: SavedSearch = {
  id: 4,
  source: 'finder',
  query: { q: 'pottery on saturday' },
  label: '“pottery on saturday”',
  link: '/boredom-bot?prompt=pottery+on+saturday',
  createdAt: '2026-11-21T15:00:00.000Z',
  notifiedOn: null,
};

function openSettings(before: SavedSearch[], remove: { status: number; json?: unknown }) {
  // The server's list: a search removed is gone from it.
  let items = before;
  return {
    calls: stubApi({
      'GET /api/me': { json: signedInMe() },
      'GET /api/notifications/settings': { json: notificationSettingsAnswer('UTC') },
      'GET /api/saved-searches': () => ({ json: { items } }),
      [routeKey('DELETE /api/saved-searches/:id', '3')]: () => {
        if (remove.status < 300) items = items.filter((s) => s.id !== 3);
        return remove as never;
      },
    }),
    ...renderApp('/settings'),
  };
}

const section = () => screen.findByRole('region', { name: 'Saved searches' });

beforeEach(() => localStorage.clear());

describe('saved searches in settings', { timeout: 20_000 }, () => {
  it('lists each search with its page, and removes one', async () => {
    const { user, calls } = openSettings([SWIMMING, POTTERY], { status: 204 });
    const saved = await section();
    const list = await within(saved).findByRole('list', { name: 'Saved searches' });
    const swimming = within(list).getByRole('link', { name: 'Swimming · Age 6' });
    expect(swimming).toHaveAttribute('href', SWIMMING.link);
    expect(
      within(list).getByText(/Discover search · Saved Nov 20, 2026 · Last news Nov 28/),
    ).toBeVisible();
    expect(within(list).getByText(/BoredomBot request · Saved Nov 21, 2026$/)).toBeVisible();

    await user.click(
      within(list).getByRole('button', { name: 'Remove saved search: Swimming · Age 6' }),
    );
    await findToast(SAVED_SEARCH_REMOVED);
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/saved-searches/3')).toBe(
      true,
    );
    expect(within(list).queryByRole('link', { name: 'Swimming · Age 6' })).toBeNull();
  });

  it('keeps a search it could not remove, and says so', async () => {
    const { user } = openSettings(
      [SWIMMING],
      apiError(503, 'unavailable', 'Kidventure is busy right now. Please try again.'),
    );
    const saved = await section();
    await user.click(
      await within(saved).findByRole('button', { name: 'Remove saved search: Swimming · Age 6' }),
    );
    await findToast('Could not remove the saved search');
    await waitFor(() =>
      expect(within(saved).getByRole('link', { name: 'Swimming · Age 6' })).toBeVisible(),
    );
  });

  it('says how to save one when there is none', async () => {
    openSettings([], { status: 204 });
    const saved = await section();
    expect(
      await within(saved).findByText(
        'No saved searches yet. On Discover or in BoredomBot, choose ‘Tell me about new ones’.',
      ),
    ).toBeVisible();
  });
});
