import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { DeviceSession } from '../../../shared/schemas/settings';
import { cookieFrom, getMe, PASSWORD, signUp } from '../../../../tests/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const signInFrom = async (email: string, userAgent: string) =>
  cookieFrom(
    await t.request('/api/account/sign-in', {
      json: { email, password: PASSWORD, rememberMe: true },
      headers: { 'user-agent': userAgent },
    }),
  );
const listSessions = async (cookie: string) => {
  const res = await t.request('/api/account/sessions', { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: DeviceSession[] }).items;
};

describe('signed-in devices', () => {
  it('pages through the devices with a cursor, every one exactly once', async () => {
    const { cookie, user } = await signUp(t, 'many-devices@example.com');
    for (let i = 1; i <= 2; i++) await signInFrom(user.email, `Browser ${i}`);
    const all = await listSessions(cookie);
    expect(all).toHaveLength(3);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=1&cursor=${encodeURIComponent(cursor)}` : '?limit=1';
      const res = await t.request(`/api/account/sessions${query}`, { cookie });
      expect(res.status).toBe(200);
      const page = (await res.json()) as { items: DeviceSession[]; nextCursor: string | null };
      expect(page.items).toHaveLength(1);
      seen.push(...page.items.map((s) => s.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((s) => s.id));

    const bad = await t.request('/api/account/sessions?cursor=nope', { cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe(
      'validation_failed',
    );
  });

  it('lists this parent’s sessions, newest activity first, marking the current one', async () => {
    const { cookie, user } = await signUp(t, 'devices@example.com');
    const phone = await signInFrom(user.email, 'Phone Browser 1.0');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const tablet = await signInFrom(user.email, 'Tablet Browser 2.0');
    const someoneElse = await signUp(t, 'someone-else@example.com');

    const items = await listSessions(phone);
    expect(items).toHaveLength(3);
    expect(items.map((s) => s.userAgent).slice(0, 2)).toEqual([
      'Tablet Browser 2.0',
      'Phone Browser 1.0',
    ]);
    expect(items.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Phone Browser 1.0']);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        ['createdAt', 'current', 'id', 'ipAddress', 'lastActiveAt', 'userAgent'].sort(),
      );
      expect(Date.parse(item.createdAt)).not.toBeNaN();
      expect(Date.parse(item.lastActiveAt)).not.toBeNaN();
    }
    expect(JSON.stringify(items)).not.toMatch(/token/i);
    expect(await listSessions(someoneElse.cookie)).toHaveLength(1);

    // Sign out every other device: this one stays, the others are gone; the other parent is untouched.
    const res = await t.request('/api/account/sessions/sign-out-others', {
      method: 'POST',
      cookie: tablet,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, signedOut: 2 });
    expect((await getMe(t, tablet)).user?.id).toBe(user.id);
    expect((await getMe(t, phone)).user).toBeNull();
    expect((await getMe(t, cookie)).user).toBeNull();
    expect((await getMe(t, someoneElse.cookie)).user?.id).toBe(someoneElse.user.id);
    const left = await listSessions(tablet);
    expect(left.map((s) => [s.userAgent, s.current])).toEqual([['Tablet Browser 2.0', true]]);

    const again = await t.request('/api/account/sessions/sign-out-others', {
      method: 'POST',
      cookie: tablet,
    });
    expect(await again.json()).toEqual({ ok: true, signedOut: 0 });
  });
});
