import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTHING_READ } from '../../../../shared/finder-parse.test-helpers';
import { readBookingSelection } from '../../../lib/booking-selection';
import {
  activityAnswer,
  activityDetailAnswer,
  type ActivitySearchItem,
} from '../../../testing/activity-answer';
import { favoriteAnswer } from '../../../testing/collections-answer';
import { kidAnswer, type KidAnswer } from '../../../testing/kid-answer';
import {
  apiError,
  heldAnswer,
  renderApp,
  routeKey,
  SIGNED_OUT_ME,
  signedInMe,
  stubApi,
  type ApiAnswer,
} from '../../../testing/render-app';

type FinderAnswer = ApiAnswer<'GET /api/finder'>;

const found = (
  items: ActivitySearchItem[],
  total = items.length,
  more: {
    understood?: boolean;
    relaxations?: { key: string; label: string; total: number }[];
  } = {},
): FinderAnswer => ({
  json: { interpretation: NOTHING_READ, items, total, understood: true, relaxations: [], ...more },
});

const TWO = [
  activityAnswer(1, {
    title: 'Splash Starters',
    tags: ['indoor', 'pool', 'lessons'],
    ageMin: 4,
    ageMax: 8,
  }),
  activityAnswer(2, { title: 'Clay Club', tags: [] }),
];

function openFinder(
  path: string,
  {
    kids,
    finder = () => found(TWO),
    extra = {},
  }: {
    /** Signed in with these kids; a visitor when left out. */
    kids?: KidAnswer[];
    finder?: (q: URLSearchParams) => FinderAnswer | Promise<FinderAnswer>;
    /** More answers (or replacements) by "METHOD /path". */
    extra?: Parameters<typeof stubApi>[0];
  } = {},
) {
  const searches: URLSearchParams[] = [];
  const calls = stubApi({
    'GET /api/me': { json: kids ? signedInMe() : SIGNED_OUT_ME },
    'GET /api/kids': { json: { items: kids ?? [] } },
    'GET /api/profile': {
      json: {
        firstName: 'Sam',
        birthDate: null,
        region: null,
        avatarUrl: null,
        discoverable: false,
        notificationsEnabled: true,
        locationFromRegion: false,
        location: { lat: 43.65, lng: -79.38, label: 'Home' },
      },
    },
    'GET /api/finder': (_body, url) => {
      searches.push(url.searchParams);
      return finder(url.searchParams);
    },
    'POST /api/boredombot/logs': { status: 201, json: { id: 1 } },
    'GET /api/collections/favorites': { json: { items: [] } },
    [routeKey('GET /api/activities/:id', '1')]: { json: activityDetailAnswer(1) },
    ...extra,
  });
  const logs = () =>
    calls
      .filter((c) => c.path === '/api/boredombot/logs')
      .map((c) => c.body as Record<string, unknown>);
  return { ...renderApp(path), searches, logs, calls };
}

const box = () => screen.getByRole('textbox', { name: 'What are you looking for today?' });
const cardTitles = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('BoredomBot', { timeout: 20_000 }, () => {
  it('starts from the text: suggestions, no kids, and a blank request is not sent', async () => {
    const { user, searches } = openFinder('/boredom-bot');
    expect(await screen.findByRole('heading', { level: 1, name: 'BoredomBot' })).toBeVisible();
    for (const text of [
      'Things to do this weekend',
      'Birthday party ideas',
      'Summer camps nearby',
      'Indoor activities for rainy days',
      'Art classes for kids',
      'PA day programs',
    ]) {
      expect(screen.getByRole('button', { name: text })).toBeVisible();
    }
    expect(
      screen.getByText('No kid profiles found. Add profiles to get personalized recommendations.'),
    ).toBeVisible();
    await user.type(box(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(searches).toHaveLength(0);
  });

  it('shows how it understood the request, the loading words, then the results, and logs it', async () => {
    const held = heldAnswer<FinderAnswer>();
    const { user, searches, logs } = openFinder('/boredom-bot', { finder: () => held.answer });
    await user.type(
      await screen.findByRole('textbox'),
      'swim for my 6 year old under $20 saturday mornings{Enter}',
    );
    expect(await screen.findByText('Finding perfect activities...')).toBeVisible();
    const understood = screen.getByRole('group', { name: 'We understood:' });
    expect(
      within(understood)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Age 6', 'Under $20', 'Saturdays', 'Morning', 'Swimming', 'Weekend']);
    expect(searches[0]?.get('q')).toBe('swim for my 6 year old under $20 saturday mornings');
    expect(searches[0]?.get('now')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    held.release(found(TWO, 2));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Found 2 great activities' }),
    ).toBeVisible();
    expect(cardTitles()).toEqual(['Splash Starters', 'Clay Club']);
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(card).getByText('Ages 4–8')).toBeVisible();
    expect(within(card).getByText('$25')).toBeVisible();
    expect(within(card).getByText('Little Explorers')).toBeVisible();
    expect(within(card).getByRole('list', { name: 'Tags' })).toHaveTextContent(
      'indoorpool+11 more',
    );
    await waitFor(() =>
      expect(logs()).toEqual([
        expect.objectContaining({
          searchType: 'boredom_bot',
          searchInput: 'swim for my 6 year old under $20 saturday mornings',
          responseSummary: 'Found 2 activities',
          usedRecommendation: false,
        }),
      ]),
    );
  });

  it('says 500+ when more activities fit than are counted', async () => {
    const { user } = openFinder('/boredom-bot', { finder: () => found(TWO, 500) });
    await user.type(await screen.findByRole('textbox'), 'anything{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Found 500+ great activities' }),
    ).toBeVisible();
  });

  it('runs again without a constraint when its chip is removed', async () => {
    const { user, searches } = openFinder('/boredom-bot', {
      finder: (q) => found(q.getAll('ignore').includes('price') ? TWO : TWO.slice(0, 1)),
    });
    await user.type(await screen.findByRole('textbox'), 'swim under $20{Enter}');
    expect(await screen.findByRole('heading', { name: 'Perfect match found!' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Under $20' }));
    expect(await screen.findByRole('heading', { name: 'Found 2 great activities' })).toBeVisible();
    expect(searches.at(-1)?.getAll('ignore')).toEqual(['price']);
    expect(screen.queryByRole('button', { name: 'Remove Under $20' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Swimming' })).toBeVisible();
  });

  it('runs a ?prompt= at once; View Details selects the activity and opens it', async () => {
    const { user, searches, location, logs } = openFinder('/boredom-bot?prompt=rainy%20day%20fun', {
      finder: () => found(TWO.slice(0, 1)),
    });
    expect(await screen.findByRole('heading', { name: 'Perfect match found!' })).toBeVisible();
    expect(box()).toHaveValue('rainy day fun');
    expect(searches[0]?.get('q')).toBe('rainy day fun');
    await user.click(screen.getByRole('button', { name: 'View Details: Splash Starters' }));
    await waitFor(() => expect(location().pathname).toBe('/activities/1'));
    expect(readBookingSelection()).toEqual({ activityId: 1, kidIds: [] });
    expect(logs().at(-1)).toMatchObject({
      searchType: 'boredom_bot',
      responseSummary: 'Selected activity from finder results',
      usedRecommendation: true,
    });
  });

  it('hearts a result at once, from one favourites answer shared with every heart', async () => {
    const [splash, clay] = TWO as [ActivitySearchItem, ActivitySearchItem];
    const saved = [clay];
    const held = heldAnswer<void>();
    const { user, calls, location } = openFinder('/boredom-bot?prompt=swim', {
      kids: [],
      extra: {
        'GET /api/collections/favorites': () => ({ json: { items: saved.map(favoriteAnswer) } }),
        [routeKey('PUT /api/collections/favorites/:activityId', '1')]: async () => {
          await held.answer;
          saved.unshift(splash);
          return { json: favoriteAnswer(splash) };
        },
        [routeKey('GET /api/activities/:id', '1')]: {
          json: activityDetailAnswer(1, { title: splash.title }),
        },
      },
    });
    await screen.findByRole('heading', { name: 'Found 2 great activities' });
    const splashHeart = screen.getByRole('button', { name: 'Favorite Splash Starters' });
    // The saved one shows as saved once the (single) favourites answer is in.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorite Clay Club' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(splashHeart).toHaveAttribute('aria-pressed', 'false');
    const favoritesReads = () =>
      calls.filter((c) => c.method === 'GET' && c.path === '/api/collections/favorites').length;
    expect(favoritesReads()).toBe(1);

    await user.click(splashHeart);
    // Filled before the server has answered …
    await waitFor(() => expect(splashHeart).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    held.release();
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(splashHeart).toHaveAttribute('aria-pressed', 'true');

    // … and the same heart on the activity's own page is filled too.
    await user.click(screen.getByRole('button', { name: 'View Details: Splash Starters' }));
    await waitFor(() => expect(location().pathname).toBe('/activities/1'));
    expect(await screen.findByRole('button', { name: 'Favorite Splash Starters' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("says when nothing fits, and 'Clear and try again' starts over", async () => {
    const { user } = openFinder('/boredom-bot', { finder: () => found([]) });
    await user.type(await screen.findByRole('textbox'), 'unicorn rodeo{Enter}');
    expect(await screen.findByText('No activities found')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear and try again' }));
    expect(box()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Birthday party ideas' })).toBeVisible();
    expect(screen.queryByText('No activities found')).not.toBeInTheDocument();
  });

  it('says above the results when the request was not understood', async () => {
    const { user } = openFinder('/boredom-bot', {
      finder: () => found(TWO, 2, { understood: false }),
    });
    await user.type(await screen.findByRole('textbox'), 'asdkjh qwpoe zzxv{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Found 2 great activities' });
    const note = screen.getByText(/We didn.t understand “asdkjh qwpoe zzxv”/);
    expect(note).toBeVisible();
    expect(note.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/Try an age, a day, a price or an activity/)).toBeVisible();
  });

  it('names the chips that emptied the list, and dropping one runs again without it', async () => {
    const { user, searches } = openFinder('/boredom-bot', {
      finder: (q) =>
        q.getAll('ignore').includes('group:indoor')
          ? found(TWO)
          : found([], 0, { relaxations: [{ key: 'group:indoor', label: 'Indoor', total: 2 }] }),
    });
    await user.type(await screen.findByRole('textbox'), 'indoor and outdoor tomorrow{Enter}');
    expect(await screen.findByText('No activities found')).toBeVisible();
    expect(
      screen.getByText('Nothing fits all of these at once. Drop one to see more:'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Indoor: 2 activities' }));
    expect(await screen.findByRole('heading', { name: 'Found 2 great activities' })).toBeVisible();
    expect(searches.at(-1)?.getAll('ignore')).toEqual(['group:indoor']);
    expect(screen.queryByRole('button', { name: 'Remove Indoor' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Outdoor' })).toBeVisible();
  });

  it('"both kids" chooses every kid, and removing its chip lets them go', async () => {
    const kids = [kidAnswer({ id: 'kid-1', name: 'Ava' }), kidAnswer({ id: 'kid-2', name: 'Leo' })];
    const { user, searches } = openFinder('/boredom-bot', { kids, finder: () => found(TWO) });
    const ava = await screen.findByRole('button', { name: /Ava/ });
    expect(ava).toHaveAttribute('aria-pressed', 'false');
    await user.type(box(), 'art class for both kids next week{Enter}');
    await screen.findByRole('heading', { name: 'Found 2 great activities' });
    expect(screen.getByRole('button', { name: 'Remove Your kids' })).toBeVisible();
    expect(ava).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Leo/ })).toHaveAttribute('aria-pressed', 'true');
    expect(searches.at(-1)?.getAll('kidIds')).toEqual(['kid-1', 'kid-2']);
    expect(searches).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove Your kids' }));
    await waitFor(() => expect(searches.at(-1)?.getAll('ignore')).toEqual(['allKids']));
    expect(ava).toHaveAttribute('aria-pressed', 'false');
    expect(searches.at(-1)?.getAll('kidIds')).toEqual([]);
  });

  it("shows no 'Your kids' chip to a visitor", async () => {
    const { user } = openFinder('/boredom-bot', { finder: () => found(TWO) });
    await user.type(await screen.findByRole('textbox'), 'swim for my kids{Enter}');
    await screen.findByRole('heading', { name: 'Found 2 great activities' });
    expect(screen.getByRole('button', { name: 'Remove Swimming' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Your kids' })).not.toBeInTheDocument();
  });

  it('offers to try again when the search fails', async () => {
    let fail = true;
    const { user } = openFinder('/boredom-bot', {
      finder: () => (fail ? apiError(503, 'unavailable', 'Try again soon') : found(TWO)),
    });
    await user.click(await screen.findByRole('button', { name: 'Art classes for kids' }));
    expect(await screen.findByText("We couldn't find activities just now")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { name: 'Found 2 great activities' })).toBeVisible();
  });
});

describe('KidCurator', { timeout: 20_000 }, () => {
  const KIDS = [
    kidAnswer({ id: 'kid-1', name: 'Mia Rose', interests: ['Art', 'Music', 'Dance', 'Science'] }),
    kidAnswer({ id: 'kid-2', name: 'Leo', interests: ['Sports'] }),
  ];

  it('starts from the kids: every kid joins, with age and up to 3 interests, and goes with the search', async () => {
    const { user, searches, location } = openFinder('/kid-curator', { kids: KIDS });
    expect(await screen.findByRole('heading', { level: 1, name: 'KidCurator' })).toBeVisible();
    const mia = await screen.findByRole('button', { name: /Mia Rose/ });
    expect(mia).toHaveAttribute('aria-pressed', 'true');
    expect(mia).toHaveTextContent('7 years · Art, Music, Dance +more');
    expect(screen.getByRole('button', { name: /Leo/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /Leo/ }));
    expect(screen.getByRole('button', { name: /Leo/ })).toHaveAttribute('aria-pressed', 'false');
    await user.type(box(), 'art this weekend{Enter}');
    await screen.findByRole('heading', { name: 'Found 2 great activities' });
    expect(searches.at(-1)?.getAll('kidIds')).toEqual(['kid-1']);
    // The remembered location measures distance.
    expect(searches.at(-1)?.get('lat')).toBe('43.65');

    await user.click(screen.getByRole('button', { name: 'View Details: Clay Club' }));
    await waitFor(() => expect(location().pathname).toBe('/activities/2'));
    expect(readBookingSelection()).toEqual({ activityId: 2, kidIds: ['kid-1'] });
  });
});
