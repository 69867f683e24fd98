import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../tests/test-app';
import { getMe, sessionSetCookie, signUp } from '../../tests/accounts';
import { sessions } from './db/schema';
import { findSettledSession, verifySignedToken } from './lib/session-lookup';

const DAY_MS = 86_400_000;
const TIMES = { expiresIn: 30 * 86_400, updateAge: 86_400 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

/** The session_token cookie's value as the browser holds it (URL-decoded). */
const cookieValue = (cookie: string) =>
  decodeURIComponent(/kidventure\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '');

const sign = (token: string, secret = TEST_AUTH_SECRET) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

async function sessionOf(userId: string) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  if (!row) throw new Error('no session');
  return row;
}

describe('the signed session cookie', () => {
  it('is read as better-auth writes it: the token of the parent’s session, signed', async () => {
    const { cookie, user } = await signUp(t, 'cookie-format@example.com');
    const session = await sessionOf(user.id);
    expect(verifySignedToken(cookieValue(cookie), TEST_AUTH_SECRET)).toBe(session.token);
  });

  it('is refused when the token, the signature or the secret differ', () => {
    const value = sign('some-session-token');
    expect(verifySignedToken(value, TEST_AUTH_SECRET)).toBe('some-session-token');
    expect(verifySignedToken(value.replace('some', 'other'), TEST_AUTH_SECRET)).toBeNull();
    expect(verifySignedToken(value, 'another-secret-that-is-long-enough-012345')).toBeNull();
    expect(verifySignedToken(`${value.slice(0, -2)}A=`, TEST_AUTH_SECRET)).toBeNull();
    expect(verifySignedToken('some-session-token', TEST_AUTH_SECRET)).toBeNull();
    expect(verifySignedToken('token.short=', TEST_AUTH_SECRET)).toBeNull();
    expect(verifySignedToken(`.${sign('')}`, TEST_AUTH_SECRET)).toBeNull();
  });
});

describe('a request’s session', () => {
  it('is answered from one read when it needs nothing done, and sets no cookie', async () => {
    const { cookie, user } = await signUp(t, 'settled@example.com');
    const session = await sessionOf(user.id);
    await expect(
      findSettledSession(t.db, cookieValue(cookie), { secret: TEST_AUTH_SECRET, times: TIMES }),
    ).resolves.toEqual({
      user: { id: user.id, email: 'settled@example.com', name: expect.any(String) },
      sessionId: session.id,
    });
    const res = await t.request('/api/me', { cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { id: string } }).user.id).toBe(user.id);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('is refreshed once a day old: the expiry moves on and the browser gets the cookie again', async () => {
    const { cookie, user } = await signUp(t, 'refresh-due@example.com');
    const session = await sessionOf(user.id);
    // Refreshed 25 hours ago: due (updateAge is one day).
    const staleExpiry = new Date(Date.now() + 30 * DAY_MS - 25 * 3_600_000);
    await t.db.update(sessions).set({ expiresAt: staleExpiry }).where(eq(sessions.id, session.id));
    await expect(
      findSettledSession(t.db, cookieValue(cookie), { secret: TEST_AUTH_SECRET, times: TIMES }),
    ).resolves.toBeUndefined();

    const res = await t.request('/api/me', { cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { id: string } }).user.id).toBe(user.id);
    expect(sessionSetCookie(res)).toMatch(/Max-Age=2592000/);
    const refreshed = await sessionOf(user.id);
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY_MS);
  });

  it('is signed out once expired: the session row is gone and the cookie cleared', async () => {
    const { cookie, user } = await signUp(t, 'expired@example.com');
    const session = await sessionOf(user.id);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));

    const res = await t.request('/api/me', { cookie });
    expect(((await res.json()) as { user: unknown }).user).toBeNull();
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it('is signed out at once when the session was revoked elsewhere', async () => {
    const { cookie, user } = await signUp(t, 'revoked@example.com');
    expect((await getMe(t, cookie)).user?.id).toBe(user.id);
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));

    const res = await t.request('/api/me', { cookie });
    expect(((await res.json()) as { user: unknown }).user).toBeNull();
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/);
  });

  it('is nobody’s when the cookie’s signature was tampered with', async () => {
    const { cookie } = await signUp(t, 'tampered@example.com');
    const value = cookieValue(cookie);
    const forged = `kidventure.session_token=${encodeURIComponent(`${value.slice(0, -3)}xy=`)}`;
    expect((await getMe(t, forged)).user).toBeNull();
    const res = await t.request('/api/bookings', { cookie: forged });
    expect(res.status).toBe(401);
  });
});
