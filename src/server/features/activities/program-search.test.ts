import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createProgram } from '../../../../tests/factories/programs';
import { createProvider } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { addDays, localIsoDate, weekdayOf } from '../../../shared/iso-date';
import type { ActivitySearchItem, ForYouItem } from '../../../shared/schemas/search';
import { activitySessions } from '../../db/schema';
import { TORONTO, searchAll } from './activities.test-helpers';

/**
 * Search, its filters and For You find a program through any of its bookable sessions, once,
 * and say which session found it (decision 048). Every program's title holds 'Zorblax' so a
 * text search isolates them. The parent's clock is noon of a Wednesday a week or more ahead, so
 * the week's shape is the same whatever day the tests run.
 */

const wednesday = (() => {
  for (let n = 7; ; n++)
    if (weekdayOf(addDays(localIsoDate(), n)) === 3) return addDays(localIsoDate(), n);
})();
const NOW = `${wednesday}T12:00:00`;
/** Days from that Wednesday. */
const day = (n: number) => addDays(wednesday, n);
const saturday = 3;
const weekly = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => day(from + 7 * i));

let t: TestApp;
const p: Record<string, { id: number; sessions: { id: number; date: string }[] }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const provider = await createProvider(t.db, 'Zorblax Club');
  const make = async (
    key: string,
    o: { bookingMode: 'drop_in' | 'term' | 'camp_week'; dates: string[] } & Record<string, unknown>,
  ) => {
    const { activity, sessions } = await createProgram(t.db, {
      providerId: provider,
      title: `Zorblax ${key}`,
      type: 'Science',
      startTime: '10:00',
      endTime: '11:00',
      capacity: 10,
      spotsLeft: 10,
      lat: TORONTO.lat,
      lng: TORONTO.lng,
      priceCents: 1500,
      ...o,
    });
    p[key] = { id: activity.id, sessions };
  };
  // Weekly drop-ins on Saturdays: the first was two weeks ago, the next is this Saturday.
  await make('Started Drop-in', { bookingMode: 'drop_in', dates: weekly(saturday - 14, 6) });
  // A term that has started, sold whole only: nothing of it can be booked now.
  await make('Started Term', { bookingMode: 'term', dates: weekly(saturday - 7, 6) });
  // The same with a drop-in price: its coming sessions can be.
  await make('Started Term Drop-ins', {
    bookingMode: 'term',
    dropInPriceCents: 400,
    dates: weekly(saturday - 7, 6),
  });
  // A term that starts on Sunday, priced higher.
  await make('Upcoming Term', { bookingMode: 'term', priceCents: 9000, dates: weekly(4, 8) });
  // Monday to Friday camp days this week, started on Monday, none sold alone.
  await make('Started Camp', { bookingMode: 'camp_week', dates: [-2, -1, 0, 1, 2].map(day) });
  // A drop-in program whose first coming date is full.
  await make('Full First', { bookingMode: 'drop_in', dates: [day(1), day(8), day(15)] });
  const full = p['Full First']?.sessions[0];
  if (!full) throw new Error('no session');
  await t.db.update(activitySessions).set({ spotsLeft: 0 }).where(eq(activitySessions.id, full.id));
});
afterAll(() => t.close());

const search = (query: string) => searchAll(t, `q=Zorblax&now=${NOW}&limit=2&${query}`);
const byTitle = (items: ActivitySearchItem[]) =>
  Object.fromEntries(items.map((i) => [i.title.replace('Zorblax ', ''), i]));
const sessionOf = (key: string, index: number) => {
  const session = p[key]?.sessions[index];
  if (!session) throw new Error(`${key} has no session ${index}`);
  return session;
};

describe('search finds a program by its bookable sessions', () => {
  it('offers each bookable program once, by the first session it can be booked for', async () => {
    const found = byTitle(await search('sort=date'));
    expect(Object.keys(found).sort()).toEqual(
      ['Full First', 'Started Drop-in', 'Started Term Drop-ins', 'Upcoming Term'].sort(),
    );
    // The started drop-in keeps its first date and is found by this Saturday's session.
    expect(found['Started Drop-in']?.date).toBe(day(saturday - 14));
    expect(found['Started Drop-in']?.next).toMatchObject({
      sessionId: sessionOf('Started Drop-in', 2).id,
      date: day(saturday),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(found['Started Term Drop-ins']?.next.date).toBe(day(saturday));
    expect(found['Upcoming Term']?.next.sessionId).toBe(sessionOf('Upcoming Term', 0).id);
    // Full: still offered by its first coming date, as a full card always was.
    expect(found['Full First']?.next.date).toBe(day(1));
  });

  it('orders by date by the session each was found by, across pages', async () => {
    const items = await search('sort=date');
    const dates = items.map(
      (i) => `${i.next.date} ${i.next.startTime} ${String(i.id).padStart(9)}`,
    );
    expect(dates).toEqual([...dates].sort());
  });

  it('gives each program once in every order, however many sessions match', async () => {
    for (const sort of ['relevance', 'price', 'newest', 'popular']) {
      const items = await search(`sort=${sort}`);
      expect(items, sort).toHaveLength(4);
    }
    const nearest = await search(`sort=distance&lat=${TORONTO.lat}&lng=${TORONTO.lng}`);
    expect(nearest).toHaveLength(4);
  });

  it('matches dates through any session in the range, and names that one', async () => {
    const from = day(saturday + 14);
    const found = byTitle(await search(`from=${from}&to=${addDays(from, 1)}`));
    expect(found['Started Drop-in']?.next.sessionId).toBe(sessionOf('Started Drop-in', 4).id);
    expect(found['Started Term Drop-ins']?.next.date).toBe(from);
    // A term not yet started is booked whole, so each of its dates finds it.
    expect(found['Upcoming Term']?.next.sessionId).toBe(sessionOf('Upcoming Term', 2).id);
    expect(found['Full First']).toBeUndefined();
    expect(found['Started Term']).toBeUndefined();
  });

  it('matches a weekday through the sessions that fall on it', async () => {
    const found = byTitle(await search('weekday=saturday'));
    expect(found['Started Drop-in']?.next.date).toBe(day(saturday));
    expect(found['Full First']).toBeUndefined();
  });

  it('skips a full session when only places are asked for, and finds the next', async () => {
    const found = byTitle(await search('available=true'));
    expect(found['Full First']?.next.sessionId).toBe(sessionOf('Full First', 1).id);
  });

  it('counts programs, not sessions, with text or a date range', async () => {
    const total = async (query: string) => {
      const res = await t.request(`/api/activities?now=${NOW}&${query}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { total: number }).total;
    };
    expect(await total('q=Zorblax')).toBe(4);
    // Only this file's programs are in its catalogue: a range without text counts them all.
    const from = day(saturday + 14);
    expect(await total(`from=${from}&to=${addDays(from, 1)}`)).toBe(3);
    expect(await total(`from=${day(1)}&to=${day(30)}&weekday=saturday`)).toBe(2);
  });
});

describe('the finder finds programs by their bookable sessions', () => {
  it('matches a weekday through a coming session, and names it', async () => {
    const query = new URLSearchParams({ q: 'science on saturday', now: NOW }).toString();
    const res = await t.request(`/api/finder?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const { items } = (await res.json()) as { items: ActivitySearchItem[] };
    const found = byTitle(items);
    expect(Object.keys(found).sort()).toEqual(['Started Drop-in', 'Started Term Drop-ins']);
    expect(found['Started Drop-in']?.next.sessionId).toBe(sessionOf('Started Drop-in', 2).id);
  });
});

describe('For You finds programs by their bookable sessions', () => {
  it('offers a started weekly program by its next session, and never a started term', async () => {
    const res = await t.request(`/api/activities/for-you?now=${NOW}`);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: ForYouItem[] };
    const found = Object.fromEntries(items.map((i) => [i.title.replace('Zorblax ', ''), i]));
    expect(Object.keys(found).sort()).toEqual(
      ['Full First', 'Started Drop-in', 'Started Term Drop-ins', 'Upcoming Term'].sort(),
    );
    expect(found['Started Drop-in']?.next.date).toBe(day(saturday));
    // For You offers only what has places: the full first date is passed over.
    expect(found['Full First']?.next.sessionId).toBe(sessionOf('Full First', 1).id);
  });
});
