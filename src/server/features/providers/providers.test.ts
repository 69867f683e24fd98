import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../../tests/accounts';
import { addProvider, createActivity, type ActivityOverrides } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import { PROVIDER_ACTIVITIES_PAGE } from '../../../shared/provider-rules';
import { LOCAL_NOW_MESSAGE } from '../../../shared/upcoming';

/**
 * A provider's page, as a visitor reads it (no sign-in): who they are, where they run their
 * activities, and their upcoming ones soonest first, a page at a time. Asked at noon of the
 * parent's day (`now`), so the outcome does not hang on the hour the tests run.
 */

const today = localIsoDate();
const NOON = `${today}T12:00:00`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RIVERSIDE = {
  locationName: 'Riverside Studio',
  address: '1 River Rd',
  lat: 43.6,
  lng: -79.4,
};
const PARK = { locationName: 'High Park', address: '1873 Bloor St W', lat: 43.64, lng: -79.46 };

const getPage = (slug: string, now = NOON) =>
  t.api().providers[':slug'].$get({ param: { slug }, query: { now } });
const getMore = (slug: string, query: { cursor?: string; limit?: string; now?: string }) =>
  t.api().providers[':slug'].activities.$get({ param: { slug }, query: { now: NOON, ...query } });

async function providerWith(sessions: ActivityOverrides[], fields = {}) {
  const provider = await addProvider(t.db, { name: 'Riverside Arts', ...fields });
  const made = [];
  for (const s of sessions)
    made.push(await createActivity(t.db, { providerId: provider.id, ...s }));
  return { provider, made };
}

describe('GET /api/providers/{slug}', () => {
  it('shows the provider, each of its places once, and its upcoming activities soonest first', async () => {
    const { provider, made } = await providerWith(
      [
        { title: 'Clay in three weeks', inDays: 21, ...RIVERSIDE },
        { title: 'Clay tomorrow', inDays: 1, ...RIVERSIDE },
        { title: 'Sketching outdoors', inDays: 3, ...PARK },
        { title: 'Clay last week', inDays: -7, ...RIVERSIDE },
        { title: 'Clay this morning', inDays: 0, startTime: '09:00', endTime: '10:00' },
      ],
      {
        description: 'Art classes for curious kids since 2009.',
        website: 'https://riverside-arts.example/about',
      },
    );
    // Another provider's activity at the same studio is not theirs.
    await createActivity(t.db, { title: 'Someone else’s class', ...RIVERSIDE });

    const page = await expectJson(await getPage(provider.slug), 200);

    expect(page.provider).toEqual({
      slug: provider.slug,
      name: 'Riverside Arts',
      description: 'Art classes for curious kids since 2009.',
      website: 'https://riverside-arts.example/about',
    });
    expect(page.places).toEqual([
      { name: 'Community Hall', address: '1 Main Street, Toronto', lat: 43.65, lng: -79.38 },
      { name: 'High Park', address: '1873 Bloor St W', lat: 43.64, lng: -79.46 },
      { name: 'Riverside Studio', address: '1 River Rd', lat: 43.6, lng: -79.4 },
    ]);
    // The past session and the one that started this morning are counted, never listed.
    expect(page.activities.items.map((a) => a.title)).toEqual([
      'Clay tomorrow',
      'Sketching outdoors',
      'Clay in three weeks',
    ]);
    expect(page.upcomingCount).toBe(3);
    expect(page.pastCount).toBe(2);
    expect(page.activities.nextCursor).toBeNull();
    const tomorrow = page.activities.items[0];
    expect(tomorrow?.provider).toEqual({
      id: provider.id,
      slug: provider.slug,
      name: 'Riverside Arts',
      siblingDiscountPercent: null,
    });
    expect(tomorrow?.date).toBe(addDays(today, 1));
    expect(made).toHaveLength(5);
  });

  it('lists the session that starts later today, and all of today before the day starts', async () => {
    const { provider } = await providerWith([
      { title: 'Morning clay', inDays: 0, startTime: '09:00', endTime: '10:00' },
      { title: 'Evening clay', inDays: 0, startTime: '18:00', endTime: '19:00' },
    ]);
    const atNoon = await expectJson(await getPage(provider.slug), 200);
    expect(atNoon.activities.items.map((a) => a.title)).toEqual(['Evening clay']);
    const atDawn = await expectJson(await getPage(provider.slug, `${today}T06:00`), 200);
    expect(atDawn.activities.items.map((a) => a.title)).toEqual(['Morning clay', 'Evening clay']);
  });

  it('shows a provider with nothing coming up, and never links a website that is not http(s)', async () => {
    const { provider } = await providerWith([{ inDays: -3 }], {
      description: null,
      website: 'javascript:alert(1)',
    });
    const page = await expectJson(await getPage(provider.slug), 200);
    expect(page.provider.description).toBeNull();
    expect(page.provider.website).toBeNull();
    expect(page.activities).toEqual({ items: [], nextCursor: null });
    expect(page.upcomingCount).toBe(0);
    expect(page.pastCount).toBe(1);
    expect(page.places).toHaveLength(1);
  });

  it.each(['no-such-provider', 'Riverside-Arts', 'riverside--arts', 'a'.repeat(81)])(
    'answers 404 Provider not found for %s',
    async (slug) => {
      await expectError(await getPage(slug), 404, 'provider_not_found', 'Provider not found');
      await expectError(await getMore(slug, {}), 404, 'provider_not_found', 'Provider not found');
    },
  );

  it('refuses a now that is not a local date-time', async () => {
    const { provider } = await providerWith([{}]);
    await expectError(
      await getPage(provider.slug, 'tomorrow'),
      400,
      'validation_failed',
      LOCAL_NOW_MESSAGE,
    );
  });

  it("is in every activity's answer: the provider's slug names the page", async () => {
    const { provider, made } = await providerWith([{ title: 'Linked clay' }]);
    const id = String(made[0]?.id);
    const activity = await expectJson(await t.api().activities[':id'].$get({ param: { id } }), 200);
    expect(activity.provider.slug).toBe(provider.slug);
    const page = await expectJson(await getPage(activity.provider.slug), 200);
    expect(page.provider.name).toBe('Riverside Arts');
  });
});

describe('GET /api/providers/{slug}/activities', () => {
  /** 30 upcoming sessions, two on each of 15 days (two at the same hour), and a past one. */
  async function busyProvider() {
    const sessions: ActivityOverrides[] = [{ title: 'Long ago', inDays: -30 }];
    for (let day = 1; day <= 15; day++) {
      sessions.push({ title: `Day ${day} a`, inDays: day, startTime: '10:00', endTime: '11:00' });
      sessions.push({ title: `Day ${day} b`, inDays: day, startTime: '10:00', endTime: '11:30' });
    }
    return providerWith(sessions);
  }

  it('pages through every upcoming activity once, in order, after the first page', async () => {
    const { provider, made } = await busyProvider();
    const first = await expectJson(await getPage(provider.slug), 200);
    expect(first.activities.items).toHaveLength(PROVIDER_ACTIVITIES_PAGE);
    expect(first.upcomingCount).toBe(30);

    const seen = first.activities.items.map((a) => a.id);
    let cursor = first.activities.nextCursor;
    while (cursor) {
      const page = await expectJson(await getMore(provider.slug, { cursor, limit: '7' }), 200);
      expect(page.items.length).toBeLessThanOrEqual(7);
      seen.push(...page.items.map((a) => a.id));
      cursor = page.nextCursor;
    }
    const upcoming = made.filter((a) => a.title !== 'Long ago');
    const expected = [...upcoming]
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
      .map((a) => a.id);
    expect(seen).toEqual(expected);
  });

  it('starts from the soonest without a cursor', async () => {
    const { provider } = await busyProvider();
    const page = await expectJson(await getMore(provider.slug, { limit: '3' }), 200);
    expect(page.items.map((a) => a.title)).toEqual(['Day 1 a', 'Day 1 b', 'Day 2 a']);
    expect(page.nextCursor).not.toBeNull();
  });

  it.each([
    [
      'a made-up cursor',
      { cursor: 'not-a-cursor' },
      'Cursor is not valid: pass back nextCursor unchanged',
    ],
    ['a limit of 0', { limit: '0' }, 'limit must be at least 1'],
    ['a limit over the most', { limit: '49' }, 'limit must be at most 48'],
    ['a bad now', { now: '2026-13-01T09:00' }, LOCAL_NOW_MESSAGE],
  ])('refuses %s with 400', async (_, query, message) => {
    const { provider } = await providerWith([{}]);
    await expectError(await getMore(provider.slug, query), 400, 'validation_failed', message);
  });
});
