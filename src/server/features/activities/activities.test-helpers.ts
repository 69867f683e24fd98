import { afterAll, beforeAll, expect } from 'vitest';
import { ACTIVITY_CATEGORIES } from '../../../shared/activity-categories';
import { localIsoDate } from '../../../shared/iso-date';
import type { ActivitySearchItem, ActivitySearchPage } from '../../../shared/schemas/search';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import {
  createActivity,
  createProvider,
  type ActivityOverrides,
} from '../../../../tests/factories';

/** Activity factories for search and For You tests: every field chosen, nothing random. */

export const TORONTO = { lat: 43.65, lng: -79.38 };

let listed = 0;

/** Creation times a minute apart in insertion order, so 'newest' has a known answer. */
const createdAt = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000);

/**
 * One activity of the search and For You catalogues (tomorrow at 10:00, $10, ages 3–10, Toronto,
 * 10 of 10 spots left, no tags): every field chosen, nothing random.
 */
export async function catalogueActivity(
  db: Database,
  providerId: number,
  o: ActivityOverrides = {},
) {
  listed += 1;
  return createActivity(db, {
    providerId,
    title: `Activity ${listed}`,
    description: null,
    tags: [],
    priceCents: 1000,
    inDays: 1,
    ageMin: 3,
    ageMax: 10,
    lat: TORONTO.lat,
    lng: TORONTO.lng,
    createdAt: createdAt(listed),
    ...o,
  });
}

export type CreatedActivity = Awaited<ReturnType<typeof catalogueActivity>>;

/**
 * The parent's clock these searches are asked at, unless a query gives its own `now`: the start
 * of today, so every session dated today is upcoming whatever the hour the tests run at
 * (upcoming.test.ts asks later in the day).
 */
export const START_OF_TODAY = `${localIsoDate()}T00:00`;
const atStartOfToday = (query: string) =>
  /(^|&)now=/.test(query) ? query : `${query}&now=${START_OF_TODAY}`;

export async function searchPage(t: TestApp, query: string): Promise<ActivitySearchPage> {
  const res = await t.request(`/api/activities?${atStartOfToday(query)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ActivitySearchPage;
}

/** Every page of a search, following nextCursor; fails on a repeated item. */
export async function searchAll(t: TestApp, query: string): Promise<ActivitySearchItem[]> {
  const items: ActivitySearchItem[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page = await searchPage(t, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  expect(cursor).toBeNull();
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  return items;
}

export const idsOf = (items: readonly { id: number }[]) => items.map((i) => i.id);
export const sortedIds = (items: readonly { id: number }[]) => idsOf(items).sort((x, y) => x - y);

export const OTTAWA = { lat: 45.42, lng: -75.69 };

/**
 * The search tests' catalogue: a few hand-written activities for the text rules (by name) and
 * forty varied ones (dates, a few past; categories, tags, ages, prices, times, places near
 * Toronto and in Ottawa, seats) whose expected results the tests derive from the shared rules.
 */
export async function seedSearchCatalogue(db: Database) {
  const all: CreatedActivity[] = [];
  const named: Record<string, CreatedActivity> = {};
  const aquatics = await createProvider(db, 'Maple Leaf Aquatics');
  const lab = await createProvider(db, 'Bright Minds Lab');
  const studio = await createProvider(db, 'Studio Nine');
  const add = async (key: string, provider: number, o: ActivityOverrides) => {
    const row = await catalogueActivity(db, provider, o);
    named[key] = row;
    all.push(row);
  };
  await add('potteryTitle', studio, { title: 'Pottery Wheel Basics', type: 'Art & Crafts' });
  await add('potteryTag', studio, { title: 'Garden Day', type: 'Nature', tags: ['pottery'] });
  const potteryPals = await createProvider(db, 'Pottery Pals');
  await add('potteryProvider', potteryPals, { title: 'Mud Kitchen', type: 'Nature' });
  await add('potteryText', studio, {
    title: 'Clay Creatures',
    type: 'Art & Crafts',
    description: 'Sculpt animals and take home your own pottery.',
  });
  await add('swimming', aquatics, { title: 'Swimming Lessons', type: 'Swimming' });
  await add('swimingTypo', aquatics, { title: 'Swiming Club', type: 'Sports' });
  await add('science', lab, { title: 'Science Lab', type: 'Science' });
  await add('soccer', studio, { title: 'Soccer Stars', type: 'Sports' });
  await add('boots', studio, { title: 'Rain Walk', description: 'Bring waterproof boots.' });
  await add('woodwork', studio, { title: 'Tiny Builders', tags: ['woodworking'] });
  await add('percent', studio, { title: '100% Fun Camp' });
  await add('past', studio, { title: 'Swimming Yesterday', type: 'Swimming', inDays: -1 });

  const starts = ['08:30', '11:00', '13:00', '15:30', '17:30', '19:00'];
  for (let i = 0; i < 40; i++) {
    const start = starts[i % starts.length] ?? '10:00';
    const centre = i % 9 === 0 ? OTTAWA : TORONTO;
    await add(`fixture${i}`, [aquatics, lab, studio][i % 3] ?? studio, {
      title: `Fixture Session ${i}`,
      type: ACTIVITY_CATEGORIES[i % ACTIVITY_CATEGORIES.length],
      tags: [['camp'], ['party', 'indoor'], ['outdoor'], []][i % 4],
      inDays: i % 13 === 5 ? -3 : (i * 7) % 41,
      startTime: start,
      endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:${start.slice(3)}`,
      ageMin: [0, 3, 6, 9][i % 4],
      ageMax: [4, 7, 10, 12][i % 4],
      priceCents: [0, 500, 1500, 2500, 4000][i % 5],
      capacity: 12,
      spotsLeft: [0, 3, 12, 7][i % 4],
      lat: centre.lat + ((i * 37) % 19) / 400,
      lng: centre.lng - ((i * 53) % 23) / 400,
    });
  }
  const today = localIsoDate();
  return { all, named, upcoming: all.filter((a) => a.date >= today) };
}

export type SearchCatalogue = Awaited<ReturnType<typeof seedSearchCatalogue>>;

/**
 * GET /api/activities over the search catalogue, for one test file: the app and its catalogue
 * are made before the file's tests and closed after them.
 */
export function searchCatalogueApp() {
  let app: TestApp | undefined;
  let seeded: SearchCatalogue | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    seeded = await seedSearchCatalogue(app.db);
  });
  afterAll(() => app?.close());
  const ready = () => {
    if (!app || !seeded) throw new Error('The search catalogue is made before the tests run');
    return { app, seeded };
  };
  return {
    get catalogue() {
      return ready().seeded;
    },
    request: (path: string) => ready().app.request(path),
    page: (query: string) => searchPage(ready().app, query),
    all: (query: string) => searchAll(ready().app, query),
  };
}
