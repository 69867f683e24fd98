import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  heldAnswer,
  renderApp,
  routeKey,
  SIGNED_OUT_ME,
  stubApi,
  type ApiAnswer,
} from '../../../testing/render-app';
import {
  PROVIDER_SLUG,
  providerActivities,
  providerPageAnswer,
} from '../../../testing/provider-answer';

/** A provider's page, as a visitor sees it: who they are, where, and what is coming up. */

const signedOut = { 'GET /api/me': { json: SIGNED_OUT_ME } };
const PAGE = routeKey('GET /api/providers/:slug', PROVIDER_SLUG);
const MORE = routeKey('GET /api/providers/:slug/activities', PROVIDER_SLUG);
const open = () => renderApp(`/providers/${PROVIDER_SLUG}`);

const cardTitles = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('provider page', { timeout: 15_000 }, () => {
  it('shows the name, about, website, places and upcoming activities soonest first', async () => {
    const calls = stubApi({ ...signedOut, [PAGE]: { json: providerPageAnswer() } });
    open();

    await screen.findByRole('heading', { level: 1, name: 'Riverside Arts' });
    // The tab is named by an effect, which may run just after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Riverside Arts · Kidventure'));

    const about = screen.getByRole('region', { name: 'About' });
    expect(about).toHaveTextContent('Clay, paint and print-making for ages 4 to 12.');
    const website = screen.getByRole('link', { name: /riverside-arts\.example/ });
    expect(website).toHaveAttribute('href', 'https://riverside-arts.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(website).toHaveAccessibleName('riverside-arts.example (website, opens in a new tab)');

    const places = within(screen.getByRole('region', { name: 'Places' })).getAllByRole('listitem');
    expect(places.map((p) => p.textContent)).toEqual([
      'High Park1873 Bloor St W',
      'Riverside Studio1 River Rd',
    ]);

    const upcoming = screen.getByRole('region', { name: 'Upcoming activities' });
    expect(upcoming).toHaveTextContent('3 activities coming up · 1 past');
    expect(cardTitles()).toEqual(['Riverside class 1', 'Riverside class 2', 'Riverside class 3']);
    expect(within(upcoming).getByRole('link', { name: 'Riverside class 1' })).toHaveAttribute(
      'href',
      '/activities/1',
    );
    // On the provider's own page, their name on each card is not a link back to it.
    expect(within(upcoming).queryByRole('link', { name: 'Riverside Arts' })).toBeNull();
    // Everything came with one request, asked with the parent's clock.
    const asked = calls.filter((c) => c.path.startsWith('/api/providers'));
    expect(asked).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it("shows more of a busy provider's activities, a page at a time, until none are left", async () => {
    const cursors: (string | null)[] = [];
    stubApi({
      ...signedOut,
      [PAGE]: {
        json: providerPageAnswer({
          upcomingCount: 14,
          activities: { items: providerActivities(1, 12), nextCursor: 'after-12' },
        }),
      },
      [MORE]: (_, url) => {
        cursors.push(url.searchParams.get('cursor'));
        return { json: { items: providerActivities(13, 2), nextCursor: null } };
      },
    });
    const { user } = open();
    await screen.findByRole('heading', { level: 3, name: 'Riverside class 12' });
    expect(screen.getAllByRole('article')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('heading', { level: 3, name: 'Riverside class 14' });
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(cursors).toEqual(['after-12']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when a next page fails, keeps the cards shown, and tries again', async () => {
    let fail = true;
    stubApi({
      ...signedOut,
      [PAGE]: {
        json: providerPageAnswer({
          activities: { items: providerActivities(1, 12), nextCursor: 'after-12' },
        }),
      },
      [MORE]: () =>
        fail
          ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.')
          : { json: { items: providerActivities(13, 1), nextCursor: null } },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(screen.getAllByRole('article')).toHaveLength(12);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 3, name: 'Riverside class 13' });
  });

  it('says when nothing is coming up, and leads to Discover', async () => {
    stubApi({
      ...signedOut,
      [PAGE]: {
        json: providerPageAnswer({
          upcomingCount: 0,
          pastCount: 4,
          activities: { items: [], nextCursor: null },
          provider: {
            slug: PROVIDER_SLUG,
            name: 'Riverside Arts',
            description: null,
            website: null,
          },
        }),
      },
    });
    const { user, location } = open();
    await screen.findByText('No Upcoming Activities');
    expect(screen.getByText(/Riverside Arts has nothing on the calendar right now/)).toBeVisible();
    expect(screen.getByText('4 past')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'About' })).toBeNull();
    expect(screen.queryByRole('link', { name: /website/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Browse Activities' }));
    await waitFor(() => expect(location().pathname).toBe('/activities'));
  });

  it('shows its place while loading, for everyone', async () => {
    const held = heldAnswer<ApiAnswer<'GET /api/providers/:slug'>>();
    stubApi({ ...signedOut, [PAGE]: () => held.answer });
    open();
    const loading = await screen.findByText('Loading provider');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    held.release({ json: providerPageAnswer() });
    await screen.findByRole('heading', { level: 1, name: 'Riverside Arts' });
  });

  it("says 'Provider not found' for an unknown slug, with the way back to Discover", async () => {
    stubApi({ ...signedOut, [PAGE]: apiError(404, 'provider_not_found', 'Provider not found') });
    const { user, location } = open();
    await screen.findByRole('heading', { level: 1, name: 'Provider not found' });
    await waitFor(() => expect(document.title).toBe('Provider · Kidventure'));
    await user.click(screen.getByRole('link', { name: 'Back to Activities' }));
    await waitFor(() => expect(location().pathname).toBe('/activities'));
  });

  it('treats a slug that cannot name a provider as not found, without asking the API', async () => {
    const calls = stubApi({ ...signedOut });
    renderApp('/providers/Not_A_Slug');
    await screen.findByRole('heading', { level: 1, name: 'Provider not found' });
    expect(calls.some((c) => c.path.startsWith('/api/providers'))).toBe(false);
  });

  it('offers a retry when the page cannot be loaded', async () => {
    let fail = true;
    stubApi({
      ...signedOut,
      [PAGE]: () =>
        fail
          ? apiError(500, 'internal', 'Something went wrong on our side.')
          : { json: providerPageAnswer() },
    });
    const { user } = open();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      "We couldn't load this provider",
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Riverside Arts' });
  });
});
