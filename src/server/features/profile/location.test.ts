import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { profiles } from '../../db/schema';
import { expectError, signUp } from '../../../../tests/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const HIGH_PARK = { lat: 43.6465, lng: -79.4637, label: 'High Park, Toronto' };

const putLocation = (cookie: string, json: unknown) =>
  t.request('/api/profile/location', { method: 'PUT', json, cookie });
const profileOf = async (cookie: string) => {
  const res = await t.request('/api/profile', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { location: unknown; firstName: unknown };
};

describe('without a session', () => {
  it.each([
    ['PUT', { json: HIGH_PARK }],
    ['DELETE', {}],
  ])('%s /api/profile/location answers 401', async (method, body) => {
    const res = await t.request('/api/profile/location', { method, ...body });
    await expectError(res, 401, 'unauthorized', 'User not authenticated');
  });
});

describe('PUT and DELETE /api/profile/location', () => {
  it('remembers the location on the profile, replaces it, and forgets it', async () => {
    const { cookie, user } = await signUp(t, 'where@example.com');
    await t.request('/api/profile', { method: 'PATCH', json: { firstName: 'Dana' }, cookie });
    expect((await profileOf(cookie)).location).toBeNull();

    const res = await putLocation(cookie, { ...HIGH_PARK, label: '  High Park, Toronto ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ firstName: 'Dana', location: HIGH_PARK });
    expect((await profileOf(cookie)).location).toEqual(HIGH_PARK);

    const current = { lat: 43.7, lng: -79.42, label: 'Current location' };
    expect(await (await putLocation(cookie, current)).json()).toMatchObject({ location: current });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row).toMatchObject({
      locationLat: 43.7,
      locationLng: -79.42,
      locationLabel: 'Current location',
    });

    const cleared = await t.request('/api/profile/location', { method: 'DELETE', cookie });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({ firstName: 'Dana', location: null });
    expect((await profileOf(cookie)).location).toBeNull();
    // Forgetting twice is not an error.
    expect((await t.request('/api/profile/location', { method: 'DELETE', cookie })).status).toBe(
      200,
    );
  });

  it("keeps each parent's location to themselves", async () => {
    const dana = await signUp(t, 'dana-loc@example.com');
    const sam = await signUp(t, 'sam-loc@example.com');
    await putLocation(dana.cookie, HIGH_PARK);
    expect((await profileOf(sam.cookie)).location).toBeNull();

    const samsPlace = { lat: 45.4215, lng: -75.6972, label: 'Ottawa, Ontario' };
    await putLocation(sam.cookie, samsPlace);
    await t.request('/api/profile/location', { method: 'DELETE', cookie: sam.cookie });
    await putLocation(sam.cookie, samsPlace);
    expect((await profileOf(dana.cookie)).location).toEqual(HIGH_PARK);
    expect((await profileOf(sam.cookie)).location).toEqual(samsPlace);

    await t.request('/api/profile/location', { method: 'DELETE', cookie: dana.cookie });
    expect((await profileOf(sam.cookie)).location).toEqual(samsPlace);
  });

  it.each([
    [{ ...HIGH_PARK, lat: 91 }, 'Latitude must be between -90 and 90'],
    [{ ...HIGH_PARK, lng: -180.5 }, 'Longitude must be between -180 and 180'],
    [{ ...HIGH_PARK, lat: '43.6' }, 'Latitude must be a number'],
    [{ lat: 43.6, label: 'Somewhere' }, 'Longitude must be a number'],
    [{ ...HIGH_PARK, label: '   ' }, 'A location needs a name'],
    [{ ...HIGH_PARK, label: 'x'.repeat(201) }, 'Location name is too long'],
  ])('refuses %j with the sentence %j and keeps the old location', async (body, message) => {
    const { cookie } = await signUp(t, `bad-${Math.random().toString(36).slice(2)}@example.com`);
    await putLocation(cookie, HIGH_PARK);
    await expectError(await putLocation(cookie, body), 400, 'validation_failed', message);
    expect((await profileOf(cookie)).location).toEqual(HIGH_PARK);
  });
});
