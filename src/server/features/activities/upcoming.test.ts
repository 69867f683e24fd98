import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../../tests/accounts';
import { createActivity } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import type { ForYouItem } from '../../../shared/schemas/search';
import { HOME_POPULAR_SEARCH } from '../../../shared/search-limits';
import { LOCAL_NOW_MESSAGE } from '../../../shared/upcoming';
import { TORONTO, idsOf, searchAll, sortedIds } from './activities.test-helpers';

/**
 * A session that has started today is not upcoming anywhere GET /api/activities and For You
 * answer: Discover's list and shelves, Home's, the date filter for today, the search palette.
 * Asked at noon of the parent's day (`now`), so the outcome does not hang on the hour tests run.
 */

const today = localIsoDate();
const NOON = `${today}T12:00:00`;

let t: TestApp;
const s: Record<'started' | 'later' | 'tomorrow' | 'midnight', { id: number }> = {} as never;
beforeAll(async () => {
  t = await createTestApp();
  const swim = { type: 'Swimming', capacity: 10, spotsLeft: 4, lat: TORONTO.lat, lng: TORONTO.lng };
  s.started = await createActivity(t.db, {
    ...swim,
    title: 'Swim Started',
    inDays: 0,
    startTime: '09:00',
  });
  s.later = await createActivity(t.db, {
    ...swim,
    title: 'Swim Later',
    inDays: 0,
    startTime: '15:00',
    endTime: '16:00',
  });
  s.tomorrow = await createActivity(t.db, {
    ...swim,
    title: 'Swim Tomorrow',
    inDays: 1,
    startTime: '08:00',
    endTime: '09:00',
  });
  s.midnight = await createActivity(t.db, {
    ...swim,
    title: 'Swim Midnight',
    inDays: 0,
    startTime: '00:00',
    endTime: '01:00',
  });
});
afterAll(() => t.close());

const ids = (...keys: (keyof typeof s)[]) => keys.map((k) => s[k].id).sort((a, b) => a - b);
const at = (query: string, now = NOON) => searchAll(t, `${query}&now=${encodeURIComponent(now)}`);

describe('sessions that started today', () => {
  it.each([
    ['the list, soonest first', 'sort=date'],
    ["Home's Featured and Trending", new URLSearchParams(HOME_POPULAR_SEARCH).toString()],
    ["Home's Upcoming", 'sort=date&limit=6'],
    ['the palette and the search box', 'q=swim'],
    ['the cheapest first', 'sort=price'],
    ['the newest first', 'sort=newest'],
    ['the nearest first', `sort=distance&lat=${TORONTO.lat}&lng=${TORONTO.lng}`],
  ])('are left out of %s', async (_, query) => {
    expect(sortedIds(await at(query))).toEqual(ids('later', 'tomorrow'));
  });

  it("leave 'Today' with the sessions still to start, soonest first", async () => {
    expect(idsOf(await at(`from=${today}&to=${today}`))).toEqual([s.later.id]);
  });

  it('are all offered before the day starts, and a later from keeps that whole day', async () => {
    expect(sortedIds(await at('sort=date', `${today}T00:00`))).toEqual(
      ids('started', 'later', 'tomorrow'),
    );
    const tomorrow = addDays(today, 1);
    expect(idsOf(await at(`from=${tomorrow}`))).toEqual([s.tomorrow.id]);
  });

  it("go by the server's clock when the parent sends no time", async () => {
    const items = idsOf(await searchAll(t, 'sort=date'));
    expect(items).not.toContain(s.midnight.id);
    expect(items).toContain(s.tomorrow.id);
  });

  it("are not among For You's picks", async () => {
    const res = await t.request(`/api/activities/for-you?now=${encodeURIComponent(NOON)}`);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: ForYouItem[] };
    expect(sortedIds(items)).toEqual(ids('later', 'tomorrow'));
  });

  it('refuses a now that is not a local date-time', async () => {
    for (const path of ['/api/activities', '/api/activities/for-you']) {
      const res = await t.request(`${path}?now=tomorrow`);
      await expectError(res, 400, 'validation_failed', LOCAL_NOW_MESSAGE);
    }
  });
});
