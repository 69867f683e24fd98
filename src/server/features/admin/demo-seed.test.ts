import { and, count, countDistinct, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_CATEGORIES } from '../../../shared/activity-categories';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import { activities, activitySessions, providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { FINDER_TAGS } from './demo-data/finder-tags';
import { demoDayGenerator } from './demo-generator';
import { ensureDemoCatalogue, programsStarting, type DemoSeedResult } from './demo-seed';

let t: TestApp;
let first: DemoSeedResult;
const today = localIsoDate();

beforeAll(async () => {
  t = await createTestApp();
  first = await ensureDemoCatalogue(t.handle, t.env);
});
afterAll(() => t.close());

async function one<T>(query: Promise<T[]>): Promise<T> {
  const [row] = await query;
  if (!row) throw new Error('no row');
  return row;
}

describe('demo catalogue seed', () => {
  it('fills a fresh database with a varied, upcoming catalogue', async () => {
    expect(first.providers).toBeGreaterThanOrEqual(25);
    expect(first.inserted).toBeGreaterThanOrEqual(300);
    expect(first.upcoming).toBe(first.inserted);

    const { db } = t;
    expect((await one(db.select({ n: count() }).from(providers))).n).toBeGreaterThanOrEqual(25);
    expect((await one(db.select({ n: count() }).from(activities))).n).toBeGreaterThanOrEqual(300);
    const within60 = and(gte(activities.date, today), lte(activities.date, addDays(today, 60)));
    const upcoming = await one(db.select({ n: count() }).from(activities).where(within60));
    expect(upcoming.n).toBeGreaterThanOrEqual(200);

    const types = await db.selectDistinct({ type: activities.type }).from(activities);
    expect(new Set(types.map((r) => r.type))).toEqual(new Set(ACTIVITY_CATEGORIES));

    const stats = await one(
      db
        .select({
          free: sql<number>`count(*) filter (where ${activities.priceCents} = 0)`.mapWith(Number),
          weekend:
            sql<number>`count(*) filter (where extract(isodow from ${activities.date}) >= 6)`.mapWith(
              Number,
            ),
          minCapacity: sql<number>`min(${activities.capacity})`.mapWith(Number),
          maxCapacity: sql<number>`max(${activities.capacity})`.mapWith(Number),
          providersUsed: countDistinct(activities.providerId),
        })
        .from(activities),
    );
    expect(stats.free).toBeGreaterThan(0);
    expect(stats.weekend).toBeGreaterThan(0);
    expect(stats.minCapacity).toBeGreaterThanOrEqual(6);
    expect(stats.maxCapacity).toBeLessThanOrEqual(30);
    expect(stats.providersUsed).toBeGreaterThanOrEqual(25);

    const tags = await db
      .selectDistinct({ tag: sql<string>`unnest(${activities.tags})` })
      .from(activities);
    const present = new Set(tags.map((r) => r.tag));
    for (const tag of FINDER_TAGS) expect(present, tag).toContain(tag);
  });

  it('adds programs of several sessions: terms, camp weeks and one-off workshops', async () => {
    const rows = await t.db
      .select({
        mode: activities.bookingMode,
        dropIn: activities.dropInPriceCents,
        price: activities.priceCents,
        sessions: count(activitySessions.id),
      })
      .from(activities)
      .innerJoin(activitySessions, eq(activitySessions.activityId, activities.id))
      .groupBy(activities.id);
    const terms = rows.filter((r) => r.mode === 'term');
    expect(terms.length).toBeGreaterThanOrEqual(20);
    for (const term of terms) {
      expect(term.sessions).toBeGreaterThanOrEqual(6);
      expect(term.sessions).toBeLessThanOrEqual(10);
      expect(term.price).toBeGreaterThanOrEqual(12_000);
      expect(term.price).toBeLessThanOrEqual(26_000);
    }
    expect(terms.some((r) => r.dropIn !== null)).toBe(true);
    expect(terms.some((r) => r.dropIn === null)).toBe(true);
    const singles = rows.filter((r) => r.mode === 'drop_in');
    expect(singles.every((r) => r.sessions === 1)).toBe(true);
  });

  it('inserts nothing when run again', async () => {
    const again = await ensureDemoCatalogue(t.handle, t.env);
    expect(again).toEqual({ ...first, inserted: 0 });
  });

  it('tops up only the new days when time moves on, leaving booked seats alone', async () => {
    const [row] = await t.db
      .update(activities)
      .set({ spotsLeft: 0 })
      .where(eq(activities.externalRef, `demo:${today}:1`))
      .returning({ id: activities.id });

    const later = addDays(today, 3);
    const result = await ensureDemoCatalogue(t.handle, t.env, { today: later });
    const city = { name: t.env.DEMO_CITY_NAME, lat: t.env.DEMO_CITY_LAT, lng: t.env.DEMO_CITY_LNG };
    const generate = demoDayGenerator(city);
    const days = [61, 62, 63].reduce((n, i) => n + generate(addDays(today, i)).length, 0);
    const programs = programsStarting(city, addDays(today, 61), 2).length;
    expect(result.inserted).toBe(days + programs);

    const kept = await one(
      t.db
        .select({ spotsLeft: activities.spotsLeft })
        .from(activities)
        .where(eq(activities.id, row?.id ?? -1)),
    );
    expect(kept.spotsLeft).toBe(0);
  });
});
