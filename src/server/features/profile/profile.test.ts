import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { FIRST_NAME_REQUIRED } from '../../../shared/schemas/profile';
import { localIsoDate } from '../../../shared/iso-date';
import { profiles } from '../../db/schema';
import { expectError, getMe, signUp } from '../../../../tests/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const patch = (cookie: string, json: unknown) =>
  t.request('/api/profile', { method: 'PATCH', json, cookie });
const getProfile = async (cookie: string) => {
  const res = await t.request('/api/profile', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};
const updatedAt = async (userId: string) => {
  const [row] = await t.db
    .select({ updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.updatedAt.getTime() ?? 0;
};

describe('without a session', () => {
  it.each([
    ['GET', '/api/profile'],
    ['PATCH', '/api/profile'],
    ['POST', '/api/onboarding/complete'],
    ['GET', '/api/profile/avatar'],
    ['DELETE', '/api/profile/avatar'],
    ['PUT', '/api/profile/avatar'],
    ['GET', '/api/geocode/reverse?lat=43.65&lng=-79.38'],
  ])('%s %s answers 401', async (method, path) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png'));
    const body = method === 'PUT' ? { form } : method === 'GET' ? {} : { json: {} };
    const res = await t.request(path, { method, ...body });
    await expectError(res, 401, 'unauthorized', 'User not authenticated');
  });
});

describe('GET and PATCH /api/profile', () => {
  it('starts empty with notifications on and not discoverable', async () => {
    const { cookie } = await signUp(t, 'fresh@example.com');
    expect(await getProfile(cookie)).toEqual({
      firstName: null,
      birthDate: null,
      region: null,
      avatarUrl: null,
      discoverable: false,
      notificationsEnabled: true,
      location: null,
      locationFromRegion: false,
    });
  });

  it('changes only the fields sent and bumps updated_at', async () => {
    const { cookie, user } = await signUp(t, 'patch@example.com');
    const first = await patch(cookie, {
      firstName: '  Dana ',
      birthDate: '1985-04-12',
      region: 'Toronto, Ontario',
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      firstName: 'Dana',
      birthDate: '1985-04-12',
      region: 'Toronto, Ontario',
    });
    const before = await updatedAt(user.id);

    const second = await patch(cookie, { discoverable: true, notificationsEnabled: false });
    expect(await second.json()).toEqual({
      firstName: 'Dana',
      birthDate: '1985-04-12',
      region: 'Toronto, Ontario',
      avatarUrl: null,
      discoverable: true,
      notificationsEnabled: false,
      location: null,
      locationFromRegion: false,
    });
    expect(await updatedAt(user.id)).toBeGreaterThan(before);
  });

  it('clears birth date and region with blank or null', async () => {
    const { cookie } = await signUp(t, 'clear@example.com');
    await patch(cookie, { firstName: 'Sam', birthDate: '1990-01-01', region: 'Ottawa, Ontario' });
    const res = await patch(cookie, { birthDate: '', region: '   ' });
    expect(await res.json()).toMatchObject({ firstName: 'Sam', birthDate: null, region: null });
    const again = await patch(cookie, { birthDate: null, region: null });
    expect(again.status).toBe(200);
  });

  it('accepts the edges: 1900-01-01 and today', async () => {
    const { cookie } = await signUp(t, 'edges@example.com');
    expect((await patch(cookie, { birthDate: '1900-01-01' })).status).toBe(200);
    expect((await patch(cookie, { birthDate: localIsoDate() })).status).toBe(200);
  });

  it.each([
    [{ firstName: '' }, FIRST_NAME_REQUIRED],
    [{ firstName: '    ' }, FIRST_NAME_REQUIRED],
    [{ firstName: null }, FIRST_NAME_REQUIRED],
    [{ firstName: 42 }, FIRST_NAME_REQUIRED],
    [{ firstName: 'x'.repeat(61) }, 'First name must be at most 60 characters'],
    [{ birthDate: '1899-12-31' }, 'Please enter a date from 1900 on'],
    [{ birthDate: '2999-01-01' }, 'Birth date cannot be in the future'],
    [{ birthDate: '2020-02-30' }, 'Please enter a valid date'],
    [{ birthDate: 'yesterday' }, 'Please enter a valid date'],
    [{ region: 'r'.repeat(121) }, 'Region must be at most 120 characters'],
  ])('refuses %j with 400 and the form message', async (body, message) => {
    const { cookie } = await signUp(t, `bad-${Math.random().toString(36).slice(2)}@example.com`);
    const res = await patch(cookie, body);
    const error = await expectError(res, 400, 'validation_failed', message);
    expect(error.error.details).toContainEqual({ path: Object.keys(body)[0], message });
    expect((await getProfile(cookie)).firstName).toBeNull();
  });

  it('refuses wrong types and malformed JSON without a 500', async () => {
    const { cookie } = await signUp(t, 'types@example.com');
    expect((await patch(cookie, { discoverable: 'yes' })).status).toBe(400);
    expect((await patch(cookie, { notificationsEnabled: 1 })).status).toBe(400);
    expect((await patch(cookie, [])).status).toBe(400);
    const malformed = await t.request('/api/profile', {
      method: 'PATCH',
      cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });

  it('keeps each parent to their own profile', async () => {
    const a = await signUp(t, 'owner-a@example.com');
    const b = await signUp(t, 'owner-b@example.com');
    await patch(a.cookie, { firstName: 'Alex', region: 'Toronto, Ontario' });
    await patch(b.cookie, { firstName: 'Blair' });
    expect(await getProfile(a.cookie)).toMatchObject({
      firstName: 'Alex',
      region: 'Toronto, Ontario',
    });
    expect(await getProfile(b.cookie)).toMatchObject({ firstName: 'Blair', region: null });
    expect((await getMe(t, a.cookie)).profile).toMatchObject({ firstName: 'Alex' });
  });
});

describe('POST /api/onboarding/complete', () => {
  it('completes onboarding once; a second call changes nothing', async () => {
    const { cookie, user } = await signUp(t, 'onboard@example.com');
    expect((await getMe(t, cookie)).onboardingComplete).toBe(false);

    const res = await t.request('/api/onboarding/complete', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ onboardingComplete: true });
    expect((await getMe(t, cookie)).onboardingComplete).toBe(true);

    const completedAt = async () =>
      (
        await t.db
          .select({ at: profiles.onboardingCompletedAt })
          .from(profiles)
          .where(eq(profiles.id, user.id))
      )[0]?.at?.getTime();
    const first = await completedAt();
    const again = await t.request('/api/onboarding/complete', { method: 'POST', cookie });
    expect(again.status).toBe(200);
    expect(await completedAt()).toBe(first);
  });

  it("does not complete another parent's onboarding", async () => {
    const a = await signUp(t, 'onboard-a@example.com');
    const b = await signUp(t, 'onboard-b@example.com');
    await t.request('/api/onboarding/complete', { method: 'POST', cookie: a.cookie });
    expect((await getMe(t, b.cookie)).onboardingComplete).toBe(false);
  });
});
