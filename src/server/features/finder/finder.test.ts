import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectError } from '../../../../tests/accounts';
import { createActivity, createKid, signedInParent } from '../../../../tests/factories';
import { birthDateForAge } from '../../../../tests/factories/kids';
import { ACTIVITY_CATEGORIES } from '../../../shared/activity-categories';
import { FINDER_WEEKDAYS, type FinderInterpretation } from '../../../shared/finder-parse';
import { GROUP_TAGS } from '../../../shared/finder-vocabulary';
import { distanceMiles } from '../../../shared/geo';
import { addDays, weekdayOf } from '../../../shared/iso-date';
import { createRandom } from '../../../shared/random';
import type { FinderResult } from '../../../shared/schemas/finder';
import type { ActivitySearchItem } from '../../../shared/schemas/search';
import { isInTimeOfDay } from '../../../shared/time-of-day';
import { boredombotLogs, profiles } from '../../db/schema';

/**
 * GET /api/finder/parse and GET /api/finder on a catalogue in January 2030, asked on Wednesday
 * 9 January 2030 (`now`), so "this Saturday" is the 12th whatever day the tests run.
 */

const NOW = '2030-01-09T09:00:00';
const TODAY = '2030-01-09';
const SATURDAY = '2030-01-12';
const TORONTO = { lat: 43.65, lng: -79.38 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true', LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

let nextIp = 1;
const get = (path: string, init: { cookie?: string } = {}) =>
  t.request(path, {
    cookie: init.cookie,
    headers: { 'x-forwarded-for': `198.51.100.${nextIp++}` },
  });
const query = (params: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  return search.toString();
};
const find = async (params: Record<string, string | string[]>, cookie?: string) => {
  const res = await get(`/api/finder?${query({ now: NOW, ...params })}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as FinderResult;
};
const ids = (items: { id: number }[]) => items.map((i) => i.id).sort((a, b) => a - b);

async function body(res: Response, status: number): Promise<unknown> {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json();
}

async function expectRefusal(res: Response, status: number, message: string) {
  expect(res.status, await res.clone().text()).toBe(status);
  const { error } = (await res.json()) as { error: { message: string } };
  expect(error.message).toContain(message);
}

describe('GET /api/finder/parse', () => {
  it('reads a request for a visitor, every field present', async () => {
    const q = 'swimming for ages 4-7 this saturday morning under $20, indoor';
    const res = await get(`/api/finder/parse?${query({ q, now: NOW })}`);
    expect(await body(res, 200)).toEqual({
      ages: { min: 4, max: 7 },
      kidCount: null,
      allKids: false,
      priceMaxCents: 2000,
      free: false,
      dateFrom: SATURDAY,
      dateTo: SATURDAY,
      weekdays: [],
      timesOfDay: ['morning'],
      categories: ['Swimming'],
      groups: ['weekend', 'indoor'],
      nearMe: false,
      maxDistanceMiles: null,
      keywords: [],
      summary: 'Ages 4–7 · Under $20 · This Saturday · Morning · Swimming · Weekend · Indoor',
    } satisfies FinderInterpretation);
  });

  it('leaves out the constraints of the chips named in ignore', async () => {
    const q = 'swimming for ages 4-7 this saturday morning under $20, indoor';
    const res = await get(
      `/api/finder/parse?${query({ q, now: NOW, ignore: ['price', 'group:indoor', 'dates'] })}`,
    );
    const body = (await res.json()) as FinderInterpretation;
    expect(body).toMatchObject({
      priceMaxCents: null,
      dateFrom: null,
      dateTo: null,
      groups: ['weekend'],
      summary: 'Ages 4–7 · Morning · Swimming · Weekend',
    });
  });

  it("reads dates on the server's day when now is left out", async () => {
    const res = await get(`/api/finder/parse?${query({ q: 'today' })}`);
    const body = (await res.json()) as FinderInterpretation;
    expect(body.dateFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.dateTo).toBe(body.dateFrom);
  });

  it('answers an empty request with nothing read', async () => {
    const res = await get(`/api/finder/parse?now=${NOW}`);
    expect(((await res.json()) as FinderInterpretation).summary).toBe('');
  });

  it.each([
    ['2026-11-18'],
    ['tomorrow'],
    ['2026-13-01T09:00:00'],
    ['2026-02-30T09:00:00'],
    ['2026-11-18T25:00:00'],
  ])('refuses now=%s with 400', async (now) => {
    for (const path of ['/api/finder/parse', '/api/finder']) {
      await expectRefusal(
        await get(`${path}?${query({ q: 'swim', now })}`),
        400,
        'now must be a local date-time such as 2026-11-18T09:00:00',
      );
    }
  });

  it('refuses a request over 500 characters with 400, and reads one of 500', async () => {
    for (const path of ['/api/finder/parse', '/api/finder']) {
      await expectRefusal(
        await get(`${path}?${query({ q: 'a'.repeat(501), now: NOW })}`),
        400,
        'The request must be at most 500 characters',
      );
      expect((await get(`${path}?${query({ q: 'swim '.repeat(100), now: NOW })}`)).status).toBe(
        200,
      );
    }
  });
});

describe('GET /api/finder refusals', () => {
  it.each([
    [{ lat: '43.6' }, 'Latitude and longitude go together'],
    [{ lat: 'north', lng: '1' }, 'Latitude must be a number'],
    [{ lat: '91', lng: '1' }, 'Latitude must be at most 90'],
    [{ limit: '0' }, 'Limit must be at least 1'],
    [{ limit: '51' }, 'Limit must be at most 50'],
    [{ limit: 'ten' }, 'Limit must be a whole number'],
  ])('refuses %j with 400', async (params, message) => {
    await expectRefusal(await get(`/api/finder?${query({ now: NOW, ...params })}`), 400, message);
  });

  it("answers 404 for another parent's kid, an unknown or malformed id, and a visitor's", async () => {
    const mine = await signedInParent(t);
    const other = await signedInParent(t);
    const theirs = await createKid(t, other);
    const own = await createKid(t, mine);
    for (const [kidIds, cookie] of [
      [[theirs.id], mine.cookie],
      [[own.id, theirs.id], mine.cookie],
      [['00000000-0000-4000-8000-000000000000'], mine.cookie],
      [['not-a-uuid'], mine.cookie],
      [[own.id], undefined],
    ] as const) {
      const res = await get(`/api/finder?${query({ now: NOW, kidIds: [...kidIds] })}`, { cookie });
      await expectError(res, 404, 'kid_not_found', 'Child not found');
    }
  });
});

describe('GET /api/finder matching', () => {
  it('returns exactly the activities that fit every constraint', async () => {
    const fits = {
      title: 'Splash Starters',
      type: 'Swimming',
      tags: ['indoor', 'pool'],
      date: SATURDAY,
      startTime: '09:30',
      endTime: '10:30',
      priceCents: 1800,
      ageMin: 4,
      ageMax: 6,
    };
    const good = await createActivity(t.db, fits);
    const alsoGood = await createActivity(t.db, {
      ...fits,
      ageMin: 7,
      ageMax: 10,
      priceCents: 2000,
    });
    const misses = await Promise.all([
      createActivity(t.db, { ...fits, priceCents: 2001 }),
      createActivity(t.db, { ...fits, date: addDays(SATURDAY, 1) }),
      createActivity(t.db, { ...fits, startTime: '13:00', endTime: '14:00' }),
      createActivity(t.db, { ...fits, type: 'Music' }),
      createActivity(t.db, { ...fits, ageMin: 8, ageMax: 12 }),
    ]);
    const { items, total, interpretation } = await find({
      q: 'swimming for ages 4-7 this saturday morning under $20, indoor',
    });
    expect(interpretation.summary).toContain('Ages 4–7');
    expect(ids(items)).toEqual(ids([good, alsoGood]));
    expect(total).toBe(2);
    expect(items.map((i) => i.id)).not.toContain(misses[0]?.id);
    expect(items[0]).toMatchObject({
      title: 'Splash Starters',
      provider: { name: expect.any(String) },
      startTime: '09:30',
      distanceMiles: null,
    });

    // Without the price chip, the dearer one fits too.
    const wider = await find({
      q: 'swimming for ages 4-7 this saturday morning under $20, indoor',
      ignore: 'price',
    });
    expect(ids(wider.items)).toEqual(ids([good, alsoGood, misses[0] as { id: number }]));
  });

  it("uses the selected kids' ages, and ranks by their interests within a group", async () => {
    const parent = await signedInParent(t);
    const kid = await createKid(t, parent, {
      birthDate: birthDateForAge(5, TODAY),
      interests: ['Art'],
    });
    const date = addDays(TODAY, 30);
    await createActivity(t.db, {
      title: 'Tiny painters',
      type: 'Art & Crafts',
      tags: ['art'],
      date,
      ageMin: 4,
      ageMax: 6,
    });
    const paintingParty = await createActivity(t.db, {
      title: 'Painting party',
      type: 'Art & Crafts',
      tags: ['party', 'art'],
      date,
      ageMin: 4,
      ageMax: 6,
    });
    const party = await createActivity(t.db, {
      title: 'Party games',
      type: 'Sports',
      tags: ['party'],
      date,
      ageMin: 4,
      ageMax: 6,
    });
    await createActivity(t.db, {
      title: 'Teen robotics',
      type: 'Coding',
      date,
      ageMin: 12,
      ageMax: 16,
    });
    await createActivity(t.db, {
      title: 'Soccer',
      type: 'Sports',
      tags: [],
      date,
      ageMin: 4,
      ageMax: 6,
    });

    // The group is a hard constraint: an art class is no birthday idea, however much the kid
    // likes art; among the parties, the kid's interest ranks first.
    const birthday = await find({ q: 'birthday', kidIds: kid.id, limit: '50' }, parent.cookie);
    expect(ids(birthday.items)).toEqual(ids([paintingParty, party]));
    expect(birthday.items[0]?.id).toBe(paintingParty.id);

    const all = await find({ q: '', kidIds: kid.id, limit: '50' }, parent.cookie);
    for (const item of all.items) {
      expect(item.ageMin).toBeLessThanOrEqual(5);
      expect(item.ageMax).toBeGreaterThanOrEqual(5);
    }
    expect(all.items.map((i) => i.title)).toContain('Soccer');
    expect(all.items.map((i) => i.title)).not.toContain('Teen robotics');
  });

  it("ranks the kids' interests first on a short page too, ahead of sooner activities", async () => {
    const parent = await signedInParent(t);
    const kid = await createKid(t, parent, {
      birthDate: birthDateForAge(14, TODAY),
      interests: ['Technology'],
    });
    const teen = { ageMin: 13, ageMax: 15, tags: ['party'] };
    await createActivity(t.db, {
      ...teen,
      title: 'Laser tag party',
      type: 'Sports',
      date: addDays(TODAY, 3),
    });
    const coding = await createActivity(t.db, {
      ...teen,
      title: 'Game jam party',
      type: 'Coding',
      date: addDays(TODAY, 5),
    });

    const page = await find({ q: 'birthday', kidIds: kid.id, limit: '1' }, parent.cookie);
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.id)).toEqual([coding.id]);
  });

  it("measures distance from the parent's saved location when none is given", async () => {
    const parent = await signedInParent(t);
    await t.db
      .update(profiles)
      .set({ locationLat: TORONTO.lat, locationLng: TORONTO.lng })
      .where(eq(profiles.id, parent.userId));
    const date = addDays(TODAY, 40);
    const near = await createActivity(t.db, { date, lat: 43.66, lng: -79.39, title: 'Near' });
    const ottawa = await createActivity(t.db, { date, lat: 45.42, lng: -75.69, title: 'Ottawa' });
    const { items } = await find({ q: 'within 5 miles, in february' }, parent.cookie);
    expect(items.map((i) => i.id)).toContain(near.id);
    expect(items.map((i) => i.id)).not.toContain(ottawa.id);
    const found = items.find((i) => i.id === near.id);
    expect(found?.distanceMiles).toBeCloseTo(distanceMiles(TORONTO, { lat: 43.66, lng: -79.39 }));
    // A visitor with no location: the distance cannot be measured, so it is not applied.
    const visitor = await find({ q: 'within 5 miles, in february' });
    expect(visitor.items.map((i) => i.id)).toContain(ottawa.id);
  });

  it('answers an empty request with upcoming activities only, past ones left out', async () => {
    const past = await createActivity(t.db, { date: addDays(TODAY, -1), title: 'Yesterday' });
    const { items, total } = await find({ q: '', limit: '50' });
    expect(total).toBeGreaterThan(0);
    expect(items.map((i) => i.id)).not.toContain(past.id);
    for (const item of items) expect(item.date >= TODAY).toBe(true);
  });
});

/** Whether an item satisfies every constraint the interpretation states. */
function satisfies(item: ActivitySearchItem, i: FinderInterpretation, hasPoint: boolean): string[] {
  const broken: string[] = [];
  if (item.date < TODAY) broken.push('upcoming');
  if (i.ages && (item.ageMin > i.ages.max || item.ageMax < i.ages.min)) broken.push('ages');
  if (i.priceMaxCents !== null && item.priceCents > i.priceMaxCents) broken.push('price');
  if (i.free && item.priceCents !== 0) broken.push('free');
  if (i.dateFrom && item.date < i.dateFrom) broken.push('dateFrom');
  if (i.dateTo && item.date > i.dateTo) broken.push('dateTo');
  const day = FINDER_WEEKDAYS[(weekdayOf(item.date) + 6) % 7];
  if (i.weekdays.length > 0 && (!day || !i.weekdays.includes(day))) broken.push('weekdays');
  if (
    i.timesOfDay.length > 0 &&
    !i.timesOfDay.some((x) => isInTimeOfDay(x, item.date, item.startTime))
  ) {
    broken.push('timesOfDay');
  }
  if (i.categories.length > 0 && !(i.categories as string[]).includes(item.type)) {
    broken.push('categories');
  }
  if (
    hasPoint &&
    i.maxDistanceMiles !== null &&
    (item.distanceMiles ?? Infinity) > i.maxDistanceMiles + 1e-9
  ) {
    broken.push('distance');
  }
  if (item.spotsLeft < (i.kidCount ?? 1)) broken.push('places');
  if (i.groups.length > 0) {
    const tags = item.tags.map((tag) => tag.toLowerCase());
    const matches = i.groups.every((g) => {
      if (g === 'weekend') return weekdayOf(item.date) % 6 === 0;
      if (g === 'free') return item.priceCents === 0;
      return GROUP_TAGS[g].some((tag) => tags.includes(tag));
    });
    if (!matches) broken.push('groups');
  }
  return broken;
}

describe('GET /api/finder: every item fits every parsed constraint', () => {
  const random = createRandom('finder-property');
  const TAGS = ['indoor', 'outdoor', 'party', 'camp', 'pa day', 'holiday', 'park', 'pool', 'art'];
  const TIMES = ['08:30', '10:00', '12:30', '15:30', '16:00', '18:30'];

  beforeAll(async () => {
    for (let n = 0; n < 80; n++) {
      const start = random.pick(TIMES);
      const ageMin = random.int(1, 12);
      await createActivity(t.db, {
        title: `Random ${n}`,
        type: random.pick(ACTIVITY_CATEGORIES),
        tags: random.shuffle(TAGS).slice(0, random.int(0, 3)),
        date: addDays(TODAY, random.int(-3, 60)),
        startTime: start,
        endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:${start.slice(3)}`,
        priceCents: random.pick([0, 0, 1000, 1500, 2000, 2500, 4000]),
        ageMin,
        ageMax: ageMin + random.int(0, 5),
        capacity: 10,
        spotsLeft: random.pick([0, 1, 2, 10, 10]),
        lat: TORONTO.lat + (random.next() - 0.5) * 0.4,
        lng: TORONTO.lng + (random.next() - 0.5) * 0.4,
      });
    }
  });

  const PIECES = [
    ['my 6 year old', 'ages 3-5', '8 and 10 year olds', 'a tween', 'toddlers', 'my 2 kids', ''],
    ['under $20', 'free', 'max $15 each', 'less than 25 dollars', ''],
    ['this weekend', 'next week', 'tomorrow', 'in february', 'on january 20', 'today', ''],
    ['saturdays', 'weekdays', 'on tuesday', ''],
    ['mornings', 'after school', 'evening', 'afternoon', ''],
    ['soccer', 'piano or ballet', 'swim', 'pottery', 'robotics', 'baking', 'hiking', ''],
    ['indoor', 'birthday party', 'camp', 'at the park', 'pa day', ''],
    ['within 10 miles', 'near me', ''],
  ];

  it('holds for 60 requests built from the vocabulary', async () => {
    let nonEmpty = 0;
    for (let n = 0; n < 60; n++) {
      const q = PIECES.map((options) => (random.chance(0.5) ? random.pick(options) : ''))
        .filter(Boolean)
        .join(' ');
      const hasPoint = random.chance(0.7);
      const point: Record<string, string> = hasPoint
        ? { lat: String(TORONTO.lat), lng: String(TORONTO.lng) }
        : {};
      const { items, total, interpretation } = await find({ q, ...point, limit: '50' });
      expect(total).toBeGreaterThanOrEqual(items.length);
      if (items.length > 0) nonEmpty += 1;
      for (const item of items) {
        expect(satisfies(item, interpretation, hasPoint), `${q} → ${item.title}`).toEqual([]);
      }
    }
    // The requests are not all so narrow that nothing is left to check.
    expect(nonEmpty).toBeGreaterThan(10);
  });
});

describe('finder logs', () => {
  it.each([
    ['boredom_bot', 'Found 3 activities', false],
    ['kid_curator', 'Selected activity from finder results', true],
  ] as const)('stores a %s interaction', async (searchType, responseSummary, used) => {
    const parent = await signedInParent(t);
    const res = await t.request('/api/boredombot/logs', {
      cookie: parent.cookie,
      headers: { 'x-forwarded-for': `203.0.113.${nextIp++}` },
      json: {
        sessionId: 'c0ffee00-1234-4abc-8def-000000000002',
        searchType,
        searchInput: 'swim this saturday',
        responseSummary,
        usedRecommendation: used,
        deviceInfo: { userAgent: 'test', platform: 'test', language: 'en-CA' },
      },
    });
    const { id } = (await body(res, 201)) as { id: number };
    const [row] = await t.db.select().from(boredombotLogs).where(eq(boredombotLogs.id, id));
    expect(row).toMatchObject({
      userId: parent.userId,
      searchType,
      searchInput: 'swim this saturday',
      responseSummary,
      usedRecommendation: used,
    });
  });
});
