import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PALETTE_SUMMARIES } from '../../../../shared/schemas/palette-log';
import { closeSearchPalette } from '../../../lib/search-palette';
import {
  activityAnswer,
  activityAnswers,
  activityDetailAnswer,
  searchPage,
} from '../../../testing/activity-answer';
import { renderApp, SIGNED_OUT_ME, stubApi, type ApiAnswer } from '../../../testing/render-app';

/** The app with the palette's calls answered; `search` answers GET /api/activities?q=…. */
function openApp({
  search = () => ({ json: searchPage([]) }),
  log = () => ({ status: 201, json: { id: 1 } }),
}: {
  search?: (q: string) => ApiAnswer<'GET /api/activities'>;
  log?: () => ApiAnswer<'POST /api/boredombot/logs'>;
} = {}) {
  const queries: string[] = [];
  const calls = stubApi({
    'GET /api/me': { json: SIGNED_OUT_ME },
    'GET /api/activities': (_body, url) => {
      const q = url.searchParams.get('q');
      // Home's own lists have no q.
      if (q === null) return { json: searchPage([]) };
      queries.push(`${q}|${url.searchParams.get('limit')}`);
      return search(q);
    },
    'GET /api/activities/for-you': { json: { items: [] } },
    'GET /api/activities/3': { json: activityDetailAnswer(3) },
    'POST /api/boredombot/logs': log,
  });
  const app = renderApp('/');
  const logs = () =>
    calls
      .filter((c) => c.method === 'POST' && c.path === '/api/boredombot/logs')
      .map((c) => c.body);
  return { ...app, queries, logs };
}

async function pressCtrlK(user: ReturnType<typeof openApp>['user']) {
  await screen.findByRole('heading', { level: 1 });
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Search activities' });
}

const input = () => screen.getByPlaceholderText('Search activities or try BoredomBot...');
const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('option')
    .map((o) => o.textContent);

// Load the lazy home screen and palette once up front (a cold transform can take seconds).
beforeAll(
  () => Promise.all([import('../../../app/routes/home'), import('./search-palette')]),
  30_000,
);

afterEach(() => {
  act(() => closeSearchPalette());
});

describe('search palette', () => {
  it('opens with Ctrl+K, offers Quick Navigation, and closes with Ctrl+K again', async () => {
    const { user, queries } = openApp();
    const dialog = await pressCtrlK(user);
    expect(input()).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: 'Quick Navigation' })).toBeInTheDocument();
    expect(optionNames(dialog)).toEqual([
      'Discover Activities',
      'BoredomBot',
      'KidCurator',
      'Favorites',
    ]);
    // An empty query searches nothing and shows no activities.
    expect(queries).toEqual([]);
    expect(within(dialog).queryByRole('group', { name: 'Activities' })).not.toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens from the header's search button", async () => {
    const { user } = openApp();
    await screen.findByRole('heading', { level: 1 });
    await user.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Search activities' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Search activities' })).toBeInTheDocument();
  });

  it('goes to a Quick Navigation page, filtered by what is typed', async () => {
    // A visitor: Favorites, once there, asks them to sign in and come back to it.
    const { user, location } = openApp();
    const dialog = await pressCtrlK(user);
    await user.type(input(), 'fav');
    expect(
      within(within(dialog).getByRole('group', { name: 'Quick Navigation' })).getAllByRole(
        'option',
      ),
    ).toHaveLength(1);
    await user.click(within(dialog).getByRole('option', { name: 'Favorites' }));
    await waitFor(() =>
      expect(`${location().pathname}${location().search}`).toBe('/auth?redirectTo=%2Ffavorites'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches the server as the parent types and shows at most 5 activities', async () => {
    const { user, queries } = openApp({
      // Even if more come back, the palette shows five.
      search: () => ({
        json: searchPage([activityAnswer(1, { spotsLeft: 0 }), ...activityAnswers(2, 6)]),
      }),
    });
    const dialog = await pressCtrlK(user);
    await user.type(input(), 'swim');
    const group = await within(dialog).findByRole('group', { name: 'Activities' });
    const options = within(group).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent('Activity 1');
    expect(options[0]).toHaveTextContent(
      /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \w+ \d+, \d{4}/,
    );
    expect(options[0]).toHaveTextContent('10:00 AM');
    // The ages, and Full for a session with no place left (only that one).
    expect(options[0]).toHaveTextContent('Ages 4–9');
    expect(options[0]).toHaveTextContent('Full');
    expect(options[1]).not.toHaveTextContent('Full');
    // Debounced: one search for the settled text, asking for five.
    expect(queries).toEqual(['swim|5']);
  });

  it('opens the chosen activity, closes, and logs the pick', async () => {
    const { user, location, logs } = openApp({
      search: () => ({ json: searchPage([activityAnswer(3, { title: 'Swim Stars' })]) }),
    });
    const dialog = await pressCtrlK(user);
    await user.type(input(), 'swim');
    await user.click(await within(dialog).findByRole('option', { name: /Swim Stars/ }));
    await waitFor(() => expect(location().pathname).toBe('/activities/3'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(logs()).toHaveLength(1));
    expect(logs()[0]).toEqual({
      sessionId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
      searchType: 'search_palette',
      searchInput: 'swim',
      responseSummary: PALETTE_SUMMARIES.search_palette,
      usedRecommendation: true,
      deviceInfo: {
        userAgent: navigator.userAgent,
        platform: expect.any(String),
        language: navigator.language,
      },
    });
  });

  it('offers BoredomBot with the query when nothing matches, and logs the redirect', async () => {
    const { user, location, logs } = openApp();
    const dialog = await pressCtrlK(user);
    await user.type(input(), 'zorb & friends');
    const group = await within(dialog).findByRole('group', {
      name: 'Try BoredomBot for personalized suggestions',
    });
    expect(within(dialog).queryByRole('group', { name: 'Activities' })).not.toBeInTheDocument();
    // Enter picks the first (and only) item.
    expect(within(group).getByRole('option', { name: /Ask BoredomBot/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/boredom-bot'));
    expect(location().search).toBe('?prompt=zorb%20%26%20friends');
    expect(new URLSearchParams(location().search).get('prompt')).toBe('zorb & friends');
    await waitFor(() => expect(logs()).toHaveLength(1));
    expect(logs()[0]).toMatchObject({
      searchType: 'redirect_to_bot',
      searchInput: 'zorb & friends',
      responseSummary: 'Redirected to BoredomBot',
      usedRecommendation: false,
    });
  });

  it('still navigates when the log fails, and only tells the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    const { user, location } = openApp({
      search: () => ({ json: searchPage([activityAnswer(3)]) }),
      log: () => ({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } }),
    });
    const dialog = await pressCtrlK(user);
    await user.type(input(), 'art');
    await user.click(await within(dialog).findByRole('option', { name: /Activity 3/ }));
    await waitFor(() => expect(location().pathname).toBe('/activities/3'));
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'Failed to log BoredomBot interaction',
        expect.anything(),
      ),
    );
    // No toast: the parent is not told.
    expect(screen.queryByRole('status', { name: /BoredomBot/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Failed to log/)).not.toBeInTheDocument();
  });

  it('shows a short error line when the search fails', async () => {
    const { user } = openApp({
      search: () => ({
        status: 400,
        json: { error: { code: 'validation_failed', message: 'Bad' } },
      }),
    });
    const dialog = await pressCtrlK(user);
    await user.type(input(), 'art');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Search is not available right now. Please try again.',
    );
    // The palette stays usable: clearing the text brings back Quick Navigation.
    await user.clear(input());
    expect(within(dialog).getByRole('option', { name: 'Discover Activities' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
