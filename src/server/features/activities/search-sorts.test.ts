import { describe, expect, it } from 'vitest';
import { distanceMiles } from '../../../shared/geo';
import { localIsoDate } from '../../../shared/iso-date';
import {
  ACTIVITY_SORTS,
  type ActivitySearchItem,
  type ActivitySort,
} from '../../../shared/schemas/search';
import { HOME_POPULAR_COUNT, HOME_POPULAR_SEARCH } from '../../../shared/search-limits';
import {
  TORONTO,
  idsOf,
  searchCatalogueApp,
  sortedIds,
  type CreatedActivity,
} from './activities.test-helpers';
import { encodeSearchCursor, type SearchCursor } from './search-cursor';

/** GET /api/activities: every sort's order, keyset pages, and refused parameters. */

const search = searchCatalogueApp();

type Key = string | number;
/** Ascending by each key in turn (strings compare as their text, numbers as numbers). */
const byKeys =
  <T>(keys: (a: T) => Key[]) =>
  (x: T, y: T) => {
    const [kx, ky] = [keys(x), keys(y)];
    for (let i = 0; i < kx.length; i++) {
      const [a, b] = [kx[i] ?? 0, ky[i] ?? 0];
      if (a !== b) return a < b ? -1 : 1;
    }
    return 0;
  };
const slot = (a: CreatedActivity) => [a.date, a.startTime, a.id];
const point = `lat=${TORONTO.lat}&lng=${TORONTO.lng}`;
/** Each sort over the catalogue, near the point (relevance needs text: every fixture's title). */
const sortQuery = (sort: ActivitySort) =>
  `sort=${sort}&${point}${sort === 'relevance' ? '&q=fixture' : ''}`;
const taken = (a: { capacity: number; spotsLeft: number }) => a.capacity - a.spotsLeft;

describe('sorts', () => {
  it.each<[string, (a: CreatedActivity) => Key[]]>([
    ['sort=date', slot],
    ['', slot],
    ['sort=price', (a) => [a.priceCents, ...slot(a)]],
    ['sort=newest', (a) => [-a.createdAt.getTime(), -a.id]],
    [`sort=distance&${point}`, (a) => [distanceMiles(TORONTO, a), a.id]],
  ])('?%s orders every upcoming activity, page after page', async (query, keys) => {
    const items = await search.all(`${query}&limit=7`);
    expect(items.length).toBeGreaterThan(7);
    expect(idsOf(items)).toEqual(idsOf([...search.catalogue.upcoming].sort(byKeys(keys))));
  });

  it('puts the most booked first, ties in an order that holds across pages', async () => {
    const items = await search.all('sort=popular&limit=4');
    const seats = items.map(taken);
    expect(new Set(seats).size).toBeGreaterThan(2);
    expect(seats).toEqual([...seats].sort((x, y) => y - x));
    expect(sortedIds(items)).toEqual(sortedIds(search.catalogue.upcoming));
    const onePage = await search.page('sort=popular&limit=100');
    expect(idsOf(onePage.items)).toEqual(idsOf(items));
  });

  it("leaves full sessions out of Home's Featured and Trending, most booked open ones first", async () => {
    const popular = await search.all('sort=popular&limit=100');
    // The most booked are the full ones: the popular order alone would lead with them.
    expect(popular[0]?.spotsLeft).toBe(0);
    const home = await search.page(new URLSearchParams(HOME_POPULAR_SEARCH).toString());
    const open = popular.filter((a) => a.spotsLeft > 0);
    expect(idsOf(home.items)).toEqual(idsOf(open.slice(0, HOME_POPULAR_COUNT)));
    expect(home.items).toHaveLength(HOME_POPULAR_COUNT);
  });

  it('sorts by relevance with q by default, ties broken by date, pages agreeing', async () => {
    const walked = await search.all('q=fixture&limit=3');
    expect(walked.length).toBeGreaterThan(3);
    const explicit = await search.page('q=fixture&sort=relevance&limit=100');
    expect(idsOf(walked)).toEqual(idsOf(explicit.items));
    const fixtures = search.catalogue.upcoming.filter((a) => a.title.startsWith('Fixture'));
    expect(sortedIds(walked)).toEqual(sortedIds(fixtures));
  });

  it('walks a relevance order with several score levels without a gap', async () => {
    const walked = await search.all('q=swimming&limit=2');
    const onePage = await search.page('q=swimming&limit=100');
    expect(idsOf(walked)).toEqual(idsOf(onePage.items));
    expect(walked.length).toBeGreaterThan(4);
  });

  it.each(ACTIVITY_SORTS)('pages %s one at a time exactly as one long page', async (sort) => {
    const query = `sort=${sort}&q=session&${point}`;
    const walked = await search.all(`${query}&limit=1`);
    const onePage = await search.page(`${query}&limit=100`);
    expect(idsOf(walked)).toEqual(idsOf(onePage.items));
    expect(walked.length).toBeGreaterThan(20);
  });

  it.each(ACTIVITY_SORTS)(
    'gives distanceMiles sorted by %s when a point is given',
    async (sort) => {
      const { items } = await search.page(`${sortQuery(sort)}&limit=5`);
      expect(items).toHaveLength(5);
      for (const item of items) {
        expect(item.distanceMiles).toBeCloseTo(distanceMiles(TORONTO, item.location), 9);
      }
    },
  );
});

describe('refused parameters', () => {
  const refused = async (query: string, path: string, message: string | RegExp) => {
    const res = await search.request(`/api/activities?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { code: string; message: string; details: { path: string }[] };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(message);
    // A list parameter's problem is reported on its item ('weekday.0').
    const paths = body.error.details.map((d) => d.path.replace(/\.\d+$/, ''));
    expect(paths).toContain(path);
  };

  it.each<[string, string, string]>([
    ['sort=distance', 'sort', 'Sorting by distance needs a location (lat and lng)'],
    ['lat=43.6', 'lat', 'Latitude and longitude go together'],
    ['lng=-79.3', 'lat', 'Latitude and longitude go together'],
    ['withinMiles=5', 'withinMiles', 'Distance needs a location (lat and lng)'],
    ['minPrice=3000&maxPrice=1000', 'maxPrice', 'Maximum price must not be below minimum price'],
    ['sort=relevance', 'sort', 'Sorting by relevance needs search text (q)'],
    ['from=2026-03-10&to=2026-03-01', 'to', 'To must not be before from'],
    ['weekday=funday', 'weekday', 'Unknown weekday'],
    ['timeOfDay=noon', 'timeOfDay', 'Unknown time of day'],
    ['sort=cheapest', 'sort', 'Sort must be one of'],
    ['window=School+Breaks', 'window', 'A window must be one of Weekday Mornings'],
    ['ages=6&ages=six', 'ages', 'Each age must be a whole number'],
    ['ages=-1', 'ages', 'Each age must be a whole number'],
    ['ages=4&ages=22', 'ages', 'Each age must be at most 21'],
    [Array.from({ length: 21 }, (_, i) => `ages=${i}`).join('&'), 'ages', 'At most 20 ages values'],
    ['lat=91&lng=0', 'lat', 'Latitude must be at most 90'],
    [`q=${'a'.repeat(101)}`, 'q', 'Search text must be at most 100 characters'],
  ])('refuses ?%s', async (query, path, message) => {
    await refused(query, path, new RegExp(`^${message.replace(/[()]/g, '\\$&')}`));
  });

  it('refuses a cursor from another sort', async () => {
    const { nextCursor } = await search.page('sort=price&limit=2');
    await refused(`sort=date&cursor=${nextCursor}`, 'cursor', /^Cursor is not valid/);
    await refused(`cursor=${nextCursor}`, 'cursor', /^Cursor is not valid/);
  });

  const tampered = (tuple: unknown[]) => Buffer.from(JSON.stringify(tuple)).toString('base64url');
  it.each([
    ['not base64url', 'abc!'],
    ['not JSON', Buffer.from('{').toString('base64url')],
    ['an unknown sort', tampered(['fastest', 1])],
    ['a score that is not a number', tampered(['relevance', '2', '2026-01-01', '10:00:00', 1])],
    ['an impossible date', tampered(['date', '2026-02-30', '10:00:00', 1])],
    ['an impossible time', tampered(['date', '2026-02-03', '25:00:00', 1])],
    ['an id out of range', tampered(['date', '2026-02-03', '10:00:00', 2 ** 31])],
    ['a price out of range', tampered(['price', 2 ** 40, '2026-02-03', '10:00:00', 1])],
    ['a bad creation time', tampered(['newest', '2026-13-01T00:00:00.000000Z', 1])],
    ['a missing key', tampered(['distance', 1.5])],
  ])('refuses a cursor with %s', async (_, cursor) => {
    const sort = /relevance/.test(Buffer.from(cursor, 'base64url').toString())
      ? 'q=x&sort=relevance'
      : '';
    await refused(`${sort}&cursor=${cursor}`, 'cursor', /^Cursor is not valid/);
  });

  /** "HH:MM" as the answer gives it, "HH:MM:SS" as a cursor holds it. */
  const seconds = (time: string) => `${time}:00`;
  /** A creation time with microseconds, as a cursor holds it. */
  const createdAtOf = (id: number) => {
    const created = search.catalogue.all.find((a) => a.id === id)?.createdAt;
    return created ? created.toISOString().replace(/Z$/, '000Z') : '';
  };
  /**
   * For each sort, a cursor written by encodeSearchCursor (not read off a page) and what must
   * follow it: the items after the 10th, or for popular, where the tie order is the server's own
   * daily shuffle, every activity with fewer seats taken than a count no activity has.
   */
  const after: Record<
    ActivitySort,
    (order: ActivitySearchItem[]) => { cursor: SearchCursor; rest: ActivitySearchItem[] }
  > = {
    date: (order) => atTenth(order, (a) => ({ sort: 'date', ...slotOf(a) })),
    price: (order) =>
      atTenth(order, (a) => ({ sort: 'price', priceCents: a.priceCents, ...slotOf(a) })),
    newest: (order) =>
      atTenth(order, (a) => ({ sort: 'newest', createdAt: createdAtOf(a.id), id: a.id })),
    distance: (order) =>
      atTenth(order, (a) => ({ sort: 'distance', miles: a.distanceMiles ?? -1, id: a.id })),
    // Every fixture has the word in its title: the first tier.
    relevance: (order) => atTenth(order, (a) => ({ sort: 'relevance', tier: 0, ...slotOf(a) })),
    popular: (order) => {
      expect(order.map(taken)).not.toContain(6);
      const cursor = { sort: 'popular', day: localIsoDate(), taken: 6, shuffle: 0, id: 1 } as const;
      return { cursor, rest: order.filter((a) => taken(a) < 6) };
    },
  };
  const slotOf = (a: ActivitySearchItem) => ({
    date: a.date,
    startTime: seconds(a.startTime),
    id: a.id,
  });
  const atTenth = (
    order: ActivitySearchItem[],
    cursorOf: (a: ActivitySearchItem) => SearchCursor,
  ) => {
    const tenth = order[9];
    if (!tenth) throw new Error('The order has fewer than ten activities');
    return { cursor: cursorOf(tenth), rest: order.slice(10) };
  };

  it.each(ACTIVITY_SORTS)(
    'continues exactly after a %s cursor written by encodeSearchCursor',
    async (sort) => {
      const order = await search.page(`${sortQuery(sort)}&limit=100`);
      expect(order.nextCursor).toBeNull();
      const { cursor, rest } = after[sort](order.items);
      expect(rest.length).toBeGreaterThan(0);
      expect(rest.length).toBeLessThan(order.items.length);
      const page = await search.page(
        `${sortQuery(sort)}&limit=100&cursor=${encodeSearchCursor(cursor)}`,
      );
      expect(idsOf(page.items)).toEqual(idsOf(rest));
    },
  );

  it('continues after a distance no activity is at', async () => {
    const cursor = encodeSearchCursor({ sort: 'distance', miles: 0.25, id: 1 });
    const order = await search.page(`${sortQuery('distance')}&limit=100`);
    const farther = order.items.filter((a) => (a.distanceMiles ?? 0) > 0.25);
    expect(farther.length).toBeGreaterThan(0);
    expect(farther.length).toBeLessThan(order.items.length);
    const page = await search.page(`${sortQuery('distance')}&limit=100&cursor=${cursor}`);
    expect(idsOf(page.items)).toEqual(idsOf(farther));
  });
});
