import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedActivity } from '../../../testing/collections-answer';
import {
  apiError,
  renderApp,
  routeKey,
  SIGNED_OUT_ME,
  signedInMe,
  stubApi,
} from '../../../testing/render-app';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const shared = {
  name: 'Rainy <b>Saturdays</b>',
  description: 'Indoor ideas',
  ownerFirstName: 'Dana',
  updatedDate: '2026-06-02T10:00:00.000Z',
  activities: [savedActivity(4, { title: 'Clay Day' })],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a shared list', { timeout: 15_000 }, () => {
  it('reads as plain text, read-only, for a signed-out visitor', async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      [routeKey('GET /api/collections/shared/:token', TOKEN)]: { json: shared },
    });
    renderApp(`/lists/shared/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rainy <b>Saturdays</b>' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Shared by Dana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clay Day' })).toHaveAttribute('href', '/activities/4');
    expect(screen.getByRole('link', { name: 'Sign in to save a copy' })).toHaveAttribute(
      'href',
      `/auth?redirectTo=${encodeURIComponent(`/lists/shared/${TOKEN}`)}`,
    );
    expect(screen.queryByRole('button', { name: /delete|edit/i })).not.toBeInTheDocument();
  });

  it('a signed-in parent saves a copy and lands on their lists', async () => {
    const calls = stubApi({
      'GET /api/me': { json: signedInMe() },
      'GET /api/collections/favorites': { json: { items: [] } },
      'GET /api/collections/lists': { json: { items: [] } },
      [routeKey('GET /api/collections/shared/:token', TOKEN)]: { json: shared },
      [routeKey('POST /api/collections/shared/:token/copy', TOKEN)]: {
        status: 201,
        json: {
          id: '11111111-1111-4111-8111-111111111111',
          name: shared.name,
          description: shared.description,
          isShared: false,
          shareToken: null,
          createdDate: shared.updatedDate,
          updatedDate: shared.updatedDate,
          items: [],
        },
      },
    });
    const { user, location } = renderApp(`/lists/shared/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Save a copy' }));
    expect(await screen.findByText('List saved')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/lists'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('a dead link is the 404 page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      [routeKey('GET /api/collections/shared/:token', TOKEN)]: apiError(
        404,
        'not_found',
        'This list is not shared, or the link is wrong',
      ),
    });
    renderApp(`/lists/shared/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
