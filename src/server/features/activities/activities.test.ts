import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import type { Activity, ActivityDetail } from '../../../shared/schemas/activity';
import {
  ACTIVITY_SORTS,
  type ActivitySearchPage as ActivityPage,
} from '../../../shared/schemas/search';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { activities, activitySessions } from '../../db/schema';
import { createProgram } from '../../../../tests/factories';
import { encodeSearchCursor } from './search-cursor';

let t: TestApp;
let upcoming: number;
beforeAll(async () => {
  t = await createTestApp();
  // The demo catalogue, seeded the way `npm run seed` does it (the admin API).
  const res = await t.request('/api/admin/catalogue/seed', {
    method: 'POST',
    headers: { authorization: 'Bearer test-admin-secret' },
  });
  expect(res.status).toBe(200);
  ({ upcoming } = (await res.json()) as { upcoming: number });
});
afterAll(() => t.close());

/** Asked at the start of today, so every session dated today counts as upcoming, as `upcoming` does. */
async function getPage(query: string): Promise<ActivityPage> {
  const now = `now=${localIsoDate()}T00:00`;
  const res = await t.request(`/api/activities${query}${query ? '&' : '?'}${now}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ActivityPage;
}

const sortKey = (a: Activity) => `${a.date} ${a.startTime} ${String(a.id).padStart(10, '0')}`;

describe('GET /api/activities', () => {
  it('returns 20 upcoming activities in the public shape, soonest first', async () => {
    const page = await getPage('');
    expect(page.items).toHaveLength(20);
    expect(typeof page.nextCursor).toBe('string');
    const first = page.items[0] as Activity;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'distanceMiles',
        'title',
        'description',
        'provider',
        'type',
        'tags',
        'location',
        'imageUrl',
        'priceCents',
        'bookingMode',
        'dropInPriceCents',
        'sessionCount',
        'lastDate',
        'weekdays',
        'date',
        'startTime',
        'endTime',
        'ageMin',
        'ageMax',
        'capacity',
        'spotsLeft',
        'next',
      ].sort(),
    );
    // A one-session activity is found by its only session.
    expect((first as Activity & { next: unknown }).next).toEqual({
      sessionId: expect.any(Number),
      date: first.date,
      startTime: first.startTime,
      endTime: first.endTime,
    });
    expect(Object.keys(first.provider).sort()).toEqual([
      'id',
      'name',
      'siblingDiscountPercent',
      'slug',
    ]);
    expect(Object.keys(first.location).sort()).toEqual(['address', 'lat', 'lng', 'name']);
    expect(first.startTime).toMatch(/^\d\d:\d\d$/);
    expect(first.endTime).toMatch(/^\d\d:\d\d$/);
    expect(first.date >= localIsoDate()).toBe(true);
    const keys = page.items.map(sortKey);
    expect(keys).toEqual([...keys].sort());
  });

  it('walks every upcoming activity in pages that neither overlap nor skip', async () => {
    const seen: Activity[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await getPage(`?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    expect(cursor).toBeNull();
    expect(pages).toBeGreaterThan(1);
    expect(seen).toHaveLength(upcoming);
    expect(new Set(seen.map((a) => a.id)).size).toBe(seen.length);
    const keys = seen.map(sortKey);
    expect(keys).toEqual([...keys].sort());
  });

  it('continues exactly after the cursor', async () => {
    const one = await getPage('?limit=1');
    const next = await getPage(`?limit=2&cursor=${one.nextCursor}`);
    const both = await getPage('?limit=3');
    expect(both.items).toHaveLength(3);
    expect([...one.items, ...next.items]).toEqual(both.items);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['cursor=not-a-cursor!', 'cursor'],
    ['cursor=' + Buffer.from('["2026-01-01"]').toString('base64url'), 'cursor'],
    [
      'cursor=' +
        encodeSearchCursor({ sort: 'date', date: '2026-02-30', startTime: '09:00:00', id: 1 }),
      'cursor',
    ],
  ])('answers ?%s with a 400 in the one error shape', async (query, field) => {
    const res = await t.request(`/api/activities?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('validation_failed');
    const details = (body.error as { details?: { path: string }[] }).details ?? [];
    expect(details.map((d) => d.path)).toContain(field);
    expect(body.error.message).toMatch(new RegExp(`^${field}`, 'i'));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });
});

describe('GET /api/activities/:id', () => {
  it('returns the activity as the list shows it, with its one session', async () => {
    const { items } = await getPage('?limit=5');
    const {
      distanceMiles,
      next: _next,
      ...listed
    } = items[4] as Activity & {
      distanceMiles: null;
      next: unknown;
    };
    expect(distanceMiles).toBeNull();
    const res = await t.request(`/api/activities/${listed.id}`);
    expect(res.status).toBe(200);
    const { sessions, registration, ...activity } = (await res.json()) as ActivityDetail;
    expect(activity).toEqual(listed);
    // Open for booking: no opening time holds it back.
    expect(registration).toBeNull();
    expect(listed).toMatchObject({
      bookingMode: 'drop_in',
      dropInPriceCents: null,
      sessionCount: 1,
    });
    expect(sessions).toEqual([
      {
        id: expect.any(Number),
        date: listed.date,
        startTime: listed.startTime,
        endTime: listed.endTime,
        capacity: listed.capacity,
        spotsLeft: listed.spotsLeft,
      },
    ]);
  });

  it("lists a program's sessions soonest first, past ones too, and summarises them", async () => {
    const dates = [-7, 14, 7].map((d) => addDays(localIsoDate(), d));
    const { activity, sessions } = await createProgram(t.db, {
      dates,
      bookingMode: 'term',
      priceCents: 12_000,
      dropInPriceCents: 3500,
      capacity: 8,
    });
    await t.db
      .update(activitySessions)
      .set({ spotsLeft: 2 })
      .where(eq(activitySessions.id, sessions[2]?.id ?? 0));
    const res = await t.request(`/api/activities/${activity.id}`);
    const detail = (await res.json()) as ActivityDetail;
    expect(detail).toMatchObject({
      bookingMode: 'term',
      priceCents: 12_000,
      dropInPriceCents: 3500,
      sessionCount: 3,
      lastDate: dates[1],
      // The summary: the first date, and the places its best option can still get (a date).
      date: dates[0],
      spotsLeft: 8,
    });
    expect(detail.sessions.map((s) => [s.date, s.spotsLeft])).toEqual([
      [dates[0], 8],
      [dates[2], 8],
      [dates[1], 2],
    ]);
  });

  it.each(['999999', 'abc', '0', '-1', '1e3', '99999999999', '12abc'])(
    'answers an unknown or malformed id (%s) with 404',
    async (id) => {
      const res = await t.request(`/api/activities/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 'activity_not_found', message: 'Activity not found' },
      });
    },
  );
});

describe('search over the demo catalogue', () => {
  it('learns the words of an activity renamed by an import, so a misspelling finds it', async () => {
    const { items } = await getPage('?limit=1');
    const renamed = items[0]?.id ?? 0;
    // As a re-import does: the search columns and the vocabulary follow the new title.
    await t.db
      .update(activities)
      .set({ title: 'Ukulele Jamboree' })
      .where(eq(activities.id, renamed));
    const found = await getPage(`?q=${encodeURIComponent('ukelele jambore')}`);
    expect(found.items.map((a) => a.id)).toEqual([renamed]);
    expect(found).toMatchObject({ total: 1, correctedQuery: 'ukulele jamboree' });
  });

  it("says a typo was read as the catalogue's word, and how many it found", async () => {
    const page = await getPage('?q=socer');
    expect(page.correctedQuery).toBe('soccer');
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) expect(JSON.stringify(item).toLowerCase()).toContain('soccer');
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    expect((await getPage('?q=soccer')).correctedQuery).toBeNull();
  });

  it.each(ACTIVITY_SORTS)(
    'answers a text search over the demo catalogue sorted by %s',
    async (sort) => {
      // The demo city's centre, which the distance sort needs.
      const point = `lat=${t.env.DEMO_CITY_LAT}&lng=${t.env.DEMO_CITY_LNG}`;
      const page = await getPage(`?q=camp&sort=${sort}&${point}&limit=5`);
      expect(page.items.length).toBeGreaterThan(0);
      for (const item of page.items) expect(JSON.stringify(item).toLowerCase()).toContain('camp');
    },
  );
});

describe('OpenAPI', () => {
  it('documents the catalogue routes', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/activities',
        '/api/activities/for-you',
        '/api/activities/{id}',
        '/api/admin/catalogue/import',
      ]),
    );
  });
});
