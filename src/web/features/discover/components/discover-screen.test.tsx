import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_TEXT_MAX } from '../../../../shared/schemas/search';
import { localIsoDate } from '../../../../shared/iso-date';
import { dateWindow, QUICK_PRICE_INVALID } from '../../../../shared/quick-filters';
import { activityAnswer, activityAnswers } from '../../../testing/activity-answer';
import { bornYearsAgo, kidAnswer } from '../../../testing/kid-answer';
import { heldAnswer } from '../../../testing/render-app';
import { listSearches, openDiscover, page, SAVED_PREFERENCES, TEN } from '../discover.test-helpers';
import { SearchField } from './search-field';
import { findToast } from '../../../testing/find-toast';
import { matchOnly } from '../../../testing/match-media';
import { PHONE_LAYOUT } from '../../../lib/use-media-query';

const h1 = () => screen.findByRole('heading', { level: 1, name: 'Discover' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search activities' });
const cardTitles = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

/** A phone held upright (below sm); jsdom otherwise matches no media query. */
function phoneScreen() {
  matchOnly(PHONE_LAYOUT);
}

beforeEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  // The location dialog stays out of these tests (it has its own).
  sessionStorage.setItem('kidventure.locationPromptSkipped', '1');
});

// Each test opens the whole app (lazy screens, the map), which is slow on a busy machine.
describe('Discover', { timeout: 20_000 }, () => {
  it('opens on the Map tab, and remembers another tab in the URL', async () => {
    const { user, location } = openDiscover();
    await h1();
    expect(screen.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nearby Activities' }),
    ).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Trending' }));
    expect(location().search).toBe('?tab=trending');
    for (const name of ['Popular Near You', 'New This Week', 'Best Value']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
  });

  it("on a phone, starts the map on 'Show Map', and by itself after that in the session", async () => {
    phoneScreen();
    const first = openDiscover();
    const map = await screen.findByRole('region', { name: 'Map of activities' });
    const show = await within(map).findByRole('button', { name: 'Show Map' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(map.querySelector('.leaflet-container')).toBeNull();

    await first.user.click(show);
    await waitFor(() => expect(map.querySelector('.leaflet-container')).not.toBeNull());
    expect(within(map).queryByRole('button', { name: 'Show Map' })).not.toBeInTheDocument();
    // The button is gone; the focus went with the parent into the map, not back to the page.
    await waitFor(() => expect(map.querySelector('.leaflet-container')).toHaveFocus());

    cleanup();
    openDiscover();
    const again = await screen.findByRole('region', { name: 'Map of activities' });
    await waitFor(() => expect(again.querySelector('.leaflet-container')).not.toBeNull());
  });

  it('searches the list as the parent types, and clears the text', async () => {
    const { user, searches, location } = openDiscover({
      path: '/activities?tab=list',
      activities: (q) =>
        q.get('q') === 'swim' ? page([activityAnswer(7, { title: 'Splash Swim' })]) : page(TEN),
    });
    await h1();
    await waitFor(() => expect(cardTitles()).toHaveLength(10));

    await user.type(searchBox(), 'swim');
    await waitFor(() => expect(cardTitles()).toEqual(['Splash Swim']));
    expect(new URLSearchParams(location().search).get('q')).toBe('swim');
    expect(listSearches(searches).at(-1)?.get('q')).toBe('swim');

    await user.click(screen.getByRole('button', { name: 'Clear search text' }));
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(cardTitles()).toHaveLength(10));
    expect(location().search).toBe('?tab=list');
  });

  it('shows the loading words, then No activities found; Clear Search clears text and filters', async () => {
    // The search is held until the loading words have been seen, so they cannot come and go unseen.
    const held = heldAnswer<ReturnType<typeof page>>();
    const { user, location } = openDiscover({
      path: '/activities?tab=list&q=zzz&type=Sports',
      activities: (q) => (q.has('q') || q.has('type') ? held.answer : page(TEN)),
    });
    expect(await screen.findByText('Finding the perfect activities...')).toBeVisible();
    held.release(page([]));
    expect(await screen.findByText('No activities found')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove filter: Sports' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(10));
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
    expect(location().search).toBe('?tab=list&filters=none');
  });

  it("applies a parent's saved preferences as visible, removable filters", async () => {
    const { user, searches } = openDiscover({
      path: '/activities?tab=list',
      signedIn: true,
      preferences: {
        ...SAVED_PREFERENCES,
        activityTypes: ['Sports', 'Music'],
        preferredTimes: ['Weekday Mornings'],
      },
    });
    const chips = await screen.findByRole('group', { name: 'From your preferences:' });
    expect(
      within(chips)
        .getAllByRole('button', { name: /^Remove filter/ })
        .map((b) => b.textContent),
    ).toEqual(['Sports', 'Music', 'Weekday Mornings']);
    await waitFor(() => expect(listSearches(searches)).not.toHaveLength(0));
    const first = listSearches(searches)[0];
    expect(first?.getAll('type')).toEqual(['Sports', 'Music']);
    expect(first?.getAll('timeOfDay')).toEqual(['morning']);
    expect(first?.getAll('weekday')).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
    ]);
    // No location yet: the 10-mile distance waits for one, and says so.
    expect(first?.has('withinMiles')).toBe(false);
    expect(
      screen.getByText('Share your location to see only activities within 10 mi.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove filter: Music' }));
    await waitFor(() => expect(listSearches(searches).at(-1)?.getAll('type')).toEqual(['Sports']));
    expect(screen.getByRole('group', { name: 'Filters:' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listSearches(searches).at(-1)?.has('type')).toBe(false));
    expect(screen.queryByRole('group', { name: /Filters|preferences/ })).not.toBeInTheDocument();
  });

  it("says School Breaks can't filter, and searches the other windows as their chips read", async () => {
    const { searches } = openDiscover({
      path: '/activities?tab=list',
      signedIn: true,
      preferences: {
        ...SAVED_PREFERENCES,
        maxDistance: 0,
        preferredTimes: ['School Breaks', 'Weekend Mornings'],
      },
    });
    const chips = await screen.findByRole('group', { name: 'From your preferences:' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Weekend Mornings']);
    expect(
      screen.getByText(
        "School Breaks is in your preferences but can't narrow results: Kidventure doesn't know your school's calendar.",
      ),
    ).toBeVisible();
    await waitFor(() => expect(listSearches(searches)).not.toHaveLength(0));
    const first = listSearches(searches)[0];
    expect(first?.getAll('timeOfDay')).toEqual(['morning']);
    expect(first?.getAll('weekday')).toEqual(['saturday', 'sunday']);
  });

  it('limits the distance once the parent has a location', async () => {
    const { searches } = openDiscover({
      path: '/activities?tab=list',
      signedIn: true,
      savedLocation: { lat: 43.65, lng: -79.38, label: 'Home' },
      preferences: { ...SAVED_PREFERENCES, maxDistance: 15 },
    });
    expect(
      await screen.findByRole('button', { name: 'Remove filter: Within 15 mi' }),
    ).toBeVisible();
    await waitFor(() => expect(listSearches(searches)).not.toHaveLength(0));
    const first = listSearches(searches)[0];
    expect(first?.get('withinMiles')).toBe('15');
    expect([first?.get('lat'), first?.get('lng')]).toEqual(['43.65', '-79.38']);
  });

  it('loads more results with the Load more button', async () => {
    const { user } = openDiscover({
      path: '/activities?tab=list',
      activities: (q) =>
        q.get('cursor') === 'next' ? page(activityAnswers(21, 3)) : page(TEN, 'next'),
    });
    await h1();
    await waitFor(() => expect(cardTitles()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows an error with Try again when the search fails', async () => {
    let fail = true;
    const { user } = openDiscover({
      path: '/activities?tab=list',
      activities: () =>
        fail
          ? { status: 400, json: { error: { code: 'validation_failed', message: 'Bad search' } } }
          : page(TEN),
    });
    expect(await screen.findByText("We couldn't load activities.")).toBeVisible();
    expect(screen.getByText('Bad search')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(10));
  });

  it("goes to /filters with 'Opening filters'", async () => {
    const { user, location } = openDiscover({ signedIn: true });
    await h1();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await findToast('Opening filters');
    await waitFor(() => expect(location().pathname).toBe('/filters'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Preferences' }),
    ).toBeVisible();
  });
});

describe('Discover quick filters', { timeout: 30_000 }, () => {
  const lastList = (searches: URLSearchParams[]) => listSearches(searches).at(-1);
  const chipNames = (group: string) =>
    within(screen.getByRole('group', { name: group }))
      .getAllByRole('button', { name: /^Remove filter/ })
      .map((b) => b.textContent);

  it('narrow the search by date and price beside the saved preferences, which stay as saved', async () => {
    const { user, searches, calls, location } = openDiscover({
      path: '/activities?tab=list',
      signedIn: true,
      preferences: { ...SAVED_PREFERENCES, activityTypes: ['Sports'] },
    });
    expect(await screen.findByRole('button', { name: 'Remove filter: Sports' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Date' }));
    await user.click(await screen.findByRole('button', { name: 'This weekend' }));
    const weekend = dateWindow('weekend', localIsoDate());
    await waitFor(() => expect(lastList(searches)?.get('from')).toBe(weekend.from));
    expect(lastList(searches)?.get('to')).toBe(weekend.to);
    // The preference still applies and still says where it comes from.
    expect(lastList(searches)?.getAll('type')).toEqual(['Sports']);
    expect(chipNames('From your preferences:')).toEqual(['Sports']);
    expect(chipNames('Filters:')).toEqual(['This weekend']);
    expect(new URLSearchParams(location().search).get('when')).toBe('weekend');

    await user.click(screen.getByRole('button', { name: 'Price' }));
    await user.click(await screen.findByRole('button', { name: 'Free' }));
    await waitFor(() => expect(lastList(searches)?.get('free')).toBe('true'));

    await user.click(screen.getByRole('button', { name: 'Price: Free' }));
    const most = await screen.findByLabelText('Most per child ($)');
    // Not whole dollars from 1 up: the field says so, and nothing is searched.
    await user.type(most, '0');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(most).toHaveAccessibleDescription(QUICK_PRICE_INVALID);
    await waitFor(() => expect(most).toHaveFocus());
    expect(lastList(searches)?.get('free')).toBe('true');
    await user.clear(most);
    await user.type(most, '40');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastList(searches)?.get('maxPrice')).toBe('4000'));
    expect(lastList(searches)?.has('free')).toBe(false);
    expect(chipNames('Filters:')).toEqual(['This weekend', 'Up to $40']);

    await user.click(screen.getByRole('button', { name: 'Remove filter: This weekend' }));
    await waitFor(() => expect(lastList(searches)?.has('from')).toBe(false));
    expect(lastList(searches)?.getAll('type')).toEqual(['Sports']);
    // Nothing was saved: the preferences are only read.
    expect(calls.filter((c) => c.path === '/api/preferences' && c.method !== 'GET')).toEqual([]);
  });

  it("starts with 'Ages fit my kids' on for a parent with kids, and its removal sticks", async () => {
    const { user, searches, location } = openDiscover({
      path: '/activities?tab=list',
      signedIn: true,
      kids: [
        kidAnswer({ id: 'kid-1', name: 'Mia', birthDate: bornYearsAgo(6) }),
        kidAnswer({ id: 'kid-2', name: 'Leo', birthDate: bornYearsAgo(9) }),
      ],
    });
    expect(
      await screen.findByRole('button', { name: 'Remove filter: Ages fit my kids' }),
    ).toBeVisible();
    // The first search already fits the kids: no unfiltered list shows first.
    await waitFor(() => expect(listSearches(searches)).not.toHaveLength(0));
    expect(listSearches(searches)[0]?.getAll('ages')).toEqual(['6', '9']);

    await user.click(screen.getByRole('button', { name: 'Remove filter: Ages fit my kids' }));
    await waitFor(() => expect(lastList(searches)?.has('ages')).toBe(false));
    expect(new URLSearchParams(location().search).get('ages')).toBe('any');
    expect(
      screen.queryByRole('button', { name: 'Remove filter: Ages fit my kids' }),
    ).not.toBeInTheDocument();

    // Back on from the Ages popover; a single age replaces it.
    await user.click(screen.getByRole('button', { name: 'Ages' }));
    await user.click(await screen.findByRole('button', { name: 'Ages fit my kids' }));
    // (That search is still in memory, so it is not asked for again.)
    expect(
      await screen.findByRole('button', { name: 'Remove filter: Ages fit my kids' }),
    ).toBeVisible();
    expect(new URLSearchParams(location().search).has('ages')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ages: Ages fit my kids' }));
    await user.selectOptions(await screen.findByLabelText("A child's age"), '4 years');
    await waitFor(() => expect(lastList(searches)?.getAll('ages')).toEqual(['4']));
    expect(chipNames('Filters:')).toEqual(['For age 4']);
  });

  it("has no 'Ages fit my kids' for a visitor", async () => {
    const { searches } = openDiscover({ path: '/activities?tab=list' });
    await h1();
    await waitFor(() => expect(listSearches(searches)).not.toHaveLength(0));
    expect(listSearches(searches)[0]?.has('ages')).toBe(false);
    expect(screen.queryByRole('group', { name: 'Filters:' })).not.toBeInTheDocument();
  });
});

describe('the search box', () => {
  it("takes at most the search's text limit", () => {
    render(<SearchField label="Search activities" placeholder="" value="" onCommit={() => {}} />);
    expect(searchBox()).toHaveAttribute('maxlength', String(SEARCH_TEXT_MAX));
  });
});
