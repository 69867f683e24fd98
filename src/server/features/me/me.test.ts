import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, getMe, signIn, signUp } from '../../../../tests/accounts';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { sessions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

/** Moves the account's sign-up (and the sessions opened until now) `minutes` into the past. */
async function signedUpAgo(userId: string, minutes: number) {
  const earlier = sql`created_at - make_interval(mins => ${minutes})`;
  await t.db.update(users).set({ createdAt: earlier }).where(eq(users.id, userId));
  await t.db.update(sessions).set({ createdAt: earlier }).where(eq(sessions.userId, userId));
}

describe("GET /api/me: whether the parent is back (Home's 'Welcome back')", () => {
  it('is not, in the session sign-up opened; is, in a later sign-in and a day on', async () => {
    const { user, cookie } = await signUp(t, 'brand.new@example.com');
    expect((await getMe(t, cookie)).user?.returning).toBe(false);

    // Ten minutes later, on another device: this parent has come back.
    await signedUpAgo(user.id, 10);
    expect((await getMe(t, cookie)).user?.returning).toBe(false);
    const again = await signIn(t, 'brand.new@example.com');
    expect(again.status).toBe(200);
    expect((await getMe(t, cookieFrom(again))).user?.returning).toBe(true);

    // The first session, still open the next day.
    await signedUpAgo(user.id, 24 * 60);
    expect((await getMe(t, cookie)).user?.returning).toBe(true);
  });

  it('says nothing of it to a visitor', async () => {
    expect(await getMe(t)).toEqual({ user: null, profile: null, onboardingComplete: false });
  });
});
