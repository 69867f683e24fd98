import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { DEFAULT_PREFERENCES } from '../../../shared/family-options';
import { parentPreferences, profiles } from '../../db/schema';
import { expectError, getMe, signUp } from '../../../../tests/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const VALID = {
  activityTypes: ['Arts & Crafts', 'Swimming'],
  preferredDays: ['Saturday', 'Sunday'],
  preferredTimes: ['Weekend Mornings', 'After School'],
  maxDistance: 25,
  ageRange: { min: 4, max: 9 },
  enableNotifications: false,
};

const put = (cookie: string, json: unknown) =>
  t.request('/api/preferences', { method: 'PUT', json, cookie });
const get = async (cookie: string) => {
  const res = await t.request('/api/preferences', { cookie });
  expect(res.status).toBe(200);
  return res.json();
};
let n = 0;
const newParent = () => signUp(t, `prefs-${++n}@example.com`);

describe('without a session', () => {
  it.each(['GET', 'PUT'])('%s /api/preferences answers 401', async (method) => {
    const res = await t.request('/api/preferences', {
      method,
      json: method === 'PUT' ? VALID : undefined,
    });
    await expectError(res, 401, 'unauthorized', 'User not authenticated');
  });
});

describe('/api/preferences', () => {
  it('answers the defaults with saved false while none are stored', async () => {
    const { cookie } = await newParent();
    expect(await get(cookie)).toEqual({ ...DEFAULT_PREFERENCES, saved: false });
  });

  it("takes enableNotifications from the profile's switch", async () => {
    const { cookie } = await newParent();
    await t.request('/api/profile', {
      method: 'PATCH',
      json: { notificationsEnabled: false },
      cookie,
    });
    expect(await get(cookie)).toMatchObject({ enableNotifications: false, saved: false });
  });

  it('saves the whole set, the profile switch too, and completes onboarding', async () => {
    const { cookie, user } = await newParent();
    expect((await getMe(t, cookie)).onboardingComplete).toBe(false);
    const res = await put(cookie, VALID);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...VALID, saved: true });
    expect(await get(cookie)).toEqual({ ...VALID, saved: true });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.notificationsEnabled).toBe(false);
    expect((await getMe(t, cookie)).onboardingComplete).toBe(true);

    // Saving again replaces the one row.
    const next = { ...VALID, activityTypes: [], maxDistance: 0, enableNotifications: true };
    expect(await (await put(cookie, next)).json()).toEqual({ ...next, saved: true });
    const rows = await t.db
      .select()
      .from(parentPreferences)
      .where(eq(parentPreferences.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(await get(cookie)).toEqual({ ...next, saved: true });
  });

  it.each([0, 1, 5, 50])('accepts a distance of %i miles', async (maxDistance) => {
    const { cookie } = await newParent();
    expect((await put(cookie, { ...VALID, maxDistance })).status).toBe(200);
  });

  it.each([
    ['maxDistance 51', { maxDistance: 51 }, 'Maximum distance is at most 50 miles'],
    ['maxDistance -1', { maxDistance: -1 }, 'Maximum distance cannot be negative'],
    ['maxDistance 2.5', { maxDistance: 2.5 }, 'Maximum distance must be whole miles'],
    ['maxDistance "10"', { maxDistance: '10' }, 'Maximum distance must be a number of miles'],
    ['an unknown activity type', { activityTypes: ['Skydiving'] }, 'Unknown activity type'],
    ['an unknown day', { preferredDays: ['Funday'] }, 'Unknown day'],
    ['an unknown time window', { preferredTimes: ['Midnight'] }, 'Unknown time window'],
    [
      'a repeated type',
      { activityTypes: ['Music', 'Music'] },
      'Each activity type can be chosen once',
    ],
    [
      'min above max',
      { ageRange: { min: 9, max: 4 } },
      'The youngest age must not be above the oldest',
    ],
    ['an age over 12', { ageRange: { min: 0, max: 13 } }, undefined],
    ['a negative age', { ageRange: { min: -1, max: 3 } }, undefined],
    ['no notifications flag', { enableNotifications: undefined }, undefined],
    ['types not a list', { activityTypes: 'Music' }, undefined],
  ])('refuses %s with 400 and stores nothing', async (_label, change, message) => {
    const { cookie, user } = await newParent();
    const res = await put(cookie, { ...VALID, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('validation_failed');
    if (message) expect(body.error.message).toContain(message);
    const rows = await t.db
      .select()
      .from(parentPreferences)
      .where(eq(parentPreferences.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('refuses a partial set and a malformed body without a 500', async () => {
    const { cookie } = await newParent();
    expect((await put(cookie, { maxDistance: 10 })).status).toBe(400);
    expect((await put(cookie, null)).status).toBe(400);
    const malformed = await t.request('/api/preferences', {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });

  it("keeps each parent's preferences their own", async () => {
    const a = await newParent();
    const b = await newParent();
    await put(a.cookie, VALID);
    expect(await get(b.cookie)).toEqual({ ...DEFAULT_PREFERENCES, saved: false });
    await put(b.cookie, { ...VALID, maxDistance: 3, enableNotifications: true });
    expect(await get(a.cookie)).toEqual({ ...VALID, saved: true });
  });
});
