import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_CATEGORIES } from '../../../shared/activity-categories';
import { ageInYears } from '../../../shared/age';
import { distanceMiles } from '../../../shared/geo';
import { localIsoDate } from '../../../shared/iso-date';
import type { ForYouItem } from '../../../shared/schemas/search';
import { signUp } from '../../../../tests/accounts';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { createProvider } from '../../../../tests/factories';
import { OTTAWA, TORONTO, catalogueActivity } from './activities.test-helpers';

/** GET /api/activities/for-you: a family's six, and a visitor's varied six. */

let t: TestApp;
const today = localIsoDate();
const year = Number(today.slice(0, 4));
/** Born on 1 January: this many years old all year. */
const bornYearsAgo = (years: number) => `${year - years}-01-01`;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  const provider = await createProvider(t.db, 'Family Fun Co');
  // Every category, three age bands, over the next three weeks, near Toronto; a few in Ottawa,
  // a sold-out one and a past one that must never be picked.
  let n = 0;
  for (const type of ACTIVITY_CATEGORIES) {
    for (const [ageMin, ageMax] of [
      [3, 5],
      [6, 9],
      [10, 12],
    ] as const) {
      n += 1;
      await catalogueActivity(t.db, provider, {
        title: `${type} for ${ageMin} to ${ageMax}`,
        type,
        ageMin,
        ageMax,
        inDays: (n * 5) % 21,
        startTime: n % 2 ? '09:30' : '15:30',
        endTime: n % 2 ? '10:30' : '16:30',
        lat: TORONTO.lat + (n % 7) / 500,
        lng: TORONTO.lng,
      });
    }
  }
  for (const type of ['Music', 'Cooking', 'Art & Crafts']) {
    await catalogueActivity(t.db, provider, { title: `Far ${type}`, type, ...OTTAWA, inDays: 2 });
  }
  await catalogueActivity(t.db, provider, {
    title: 'Sold out Art',
    type: 'Art & Crafts',
    spotsLeft: 0,
  });
  await catalogueActivity(t.db, provider, { title: 'Past Art', type: 'Art & Crafts', inDays: -2 });
});
afterAll(() => t.close());

async function forYou(query = '', cookie?: string): Promise<ForYouItem[]> {
  const res = await t.request(`/api/activities/for-you${query}`, cookie ? { cookie } : {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: ForYouItem[] }).items;
}

const perCategory = (items: ForYouItem[]) => {
  const counts = new Map<string, number>();
  for (const i of items) counts.set(i.type, (counts.get(i.type) ?? 0) + 1);
  return Math.max(...counts.values());
};

function expectBookableAndUpcoming(items: ForYouItem[]) {
  for (const item of items) {
    expect(item.date >= today).toBe(true);
    expect(item.spotsLeft).toBeGreaterThan(0);
  }
}

let parents = 0;
async function parent(setup: { kids?: object[]; preferences?: object } = {}) {
  parents += 1;
  const { cookie } = await signUp(t, `for-you-${parents}@example.com`);
  for (const kid of setup.kids ?? []) {
    const res = await t.request('/api/kids', { cookie, json: kid });
    expect(res.status).toBe(201);
  }
  if (setup.preferences) {
    const res = await t.request('/api/preferences', {
      method: 'PUT',
      cookie,
      json: {
        activityTypes: [],
        preferredDays: [],
        preferredTimes: [],
        maxDistance: 10,
        ageRange: { min: 0, max: 12 },
        enableNotifications: true,
        ...setup.preferences,
      },
    });
    expect(res.status).toBe(200);
  }
  return cookie;
}

describe('a visitor', () => {
  it('gets six varied upcoming picks without reasons, the same on every visit today', async () => {
    const items = await forYou();
    expect(items).toHaveLength(6);
    expect(new Set(items.map((i) => i.type)).size).toBe(6);
    expect(items.map((i) => i.reason)).toEqual(Array(6).fill(null));
    expect(items.map((i) => i.distanceMiles)).toEqual(Array(6).fill(null));
    expectBookableAndUpcoming(items);
    expect(await forYou()).toEqual(items);
  });

  it('gets distances when it gives a point', async () => {
    const items = await forYou(`?lat=${TORONTO.lat}&lng=${TORONTO.lng}`);
    expect(items).toHaveLength(6);
    for (const i of items) {
      expect(i.distanceMiles).toBeCloseTo(distanceMiles(TORONTO, i.location), 9);
    }
  });

  it('is what a parent with no kids and no saved preferences gets too', async () => {
    const cookie = await parent();
    expect(await forYou('', cookie)).toEqual(await forYou());
  });
});

describe('a family', () => {
  const maya = { name: 'Maya', birthDate: bornYearsAgo(7), interests: ['Art'] };
  const sam = { name: 'Sam', birthDate: bornYearsAgo(4) };

  it('gets what fits a kid, their interests first, two per category at most, with reasons', async () => {
    const cookie = await parent({ kids: [maya, sam], preferences: { activityTypes: ['Music'] } });
    const items = await forYou('', cookie);
    expect(items).toHaveLength(6);
    expectBookableAndUpcoming(items);
    const ages = [ageInYears(maya.birthDate, today), ageInYears(sam.birthDate, today)];
    for (const item of items) {
      expect(ages.some((age) => item.ageMin <= age && age <= item.ageMax)).toBe(true);
    }
    expect(perCategory(items)).toBe(2);
    expect(items.slice(0, 2).map((i) => [i.type, i.reason])).toEqual([
      ['Art & Crafts', 'Maya loves Art'],
      ['Art & Crafts', 'Maya loves Art'],
    ]);
    expect(items.slice(2, 4).map((i) => [i.type, i.reason])).toEqual([
      ['Music', 'Matches your preferences'],
      ['Music', 'Matches your preferences'],
    ]);
    for (const item of items.slice(4)) expect(item.reason).toMatch(/^Fits (Maya|Sam)'s age$/);
  });

  it("names the kid an activity fits when it is nobody's interest", async () => {
    const cookie = await parent({ kids: [{ name: 'Theo', birthDate: bornYearsAgo(11) }] });
    const items = await forYou('', cookie);
    expect(items).toHaveLength(6);
    for (const item of items) {
      expect(item.ageMax).toBeGreaterThanOrEqual(11);
      expect(item.reason).toBe("Fits Theo's age");
    }
    expect(perCategory(items)).toBeLessThanOrEqual(2);
  });

  it('prefers saved days and times, and stays within the travel distance', async () => {
    const cookie = await parent({
      preferences: { preferredTimes: ['Weekday Afternoons', 'Weekend Afternoons'], maxDistance: 5 },
    });
    const items = await forYou(`?lat=${TORONTO.lat}&lng=${TORONTO.lng}`, cookie);
    expect(items).toHaveLength(6);
    for (const item of items) {
      expect(item.startTime).toBe('15:30');
      expect(item.reason).toBe('Matches your preferences');
      expect(item.distanceMiles ?? Infinity).toBeLessThanOrEqual(5);
    }
  });
});
