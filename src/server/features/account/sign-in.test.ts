import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { accounts, profiles, sessions } from '../../db/schema';
import {
  cookieFrom,
  expectError,
  getMe,
  PASSWORD,
  sessionSetCookie,
  signIn,
  signUp,
} from '../../../../tests/accounts';

let t: TestApp;
beforeAll(async () => {
  // Every in-process request shares one client IP; the limiter has its own test file.
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

describe('sign-in', () => {
  beforeAll(async () => {
    await signUp(t, 'parent@example.com');
  });

  it('signs in with the right password and reports onboarding', async () => {
    const res = await signIn(t, 'Parent@Example.com');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      user: { id: string; email: string };
      onboardingComplete: boolean;
    };
    expect(body.user.email).toBe('parent@example.com');
    expect(body.onboardingComplete).toBe(false);
    const me = await getMe(t, cookieFrom(res));
    expect(me.user?.id).toBe(body.user.id);
    expect(me.onboardingComplete).toBe(false);

    await t.db
      .update(profiles)
      .set({ onboardingCompletedAt: new Date() })
      .where(eq(profiles.id, body.user.id));
    const again = (await (await signIn(t, 'parent@example.com')).json()) as {
      onboardingComplete: boolean;
    };
    expect((await getMe(t, cookieFrom(res))).onboardingComplete).toBe(true);
    expect(again.onboardingComplete).toBe(true);
  });

  it('answers 401 invalid_credentials for a wrong password or an unknown e-mail', async () => {
    for (const res of [
      await signIn(t, 'parent@example.com', 'wrong password'),
      await signIn(t, 'nobody@example.com'),
    ]) {
      await expectError(res, 401, 'invalid_credentials', 'Invalid email or password');
      expect(sessionSetCookie(res)).toBeUndefined();
    }
  });

  it('sets a persistent cookie with remember me, a browser-session cookie without', async () => {
    const remembered = sessionSetCookie(await signIn(t, 'parent@example.com', PASSWORD, true));
    expect(remembered).toMatch(/Max-Age=\d+/);

    const res = await signIn(t, 'parent@example.com', PASSWORD, false);
    const sessionOnly = sessionSetCookie(res);
    expect(sessionOnly).toBeDefined();
    expect(sessionOnly).not.toMatch(/Max-Age|Expires/i);
    expect((await getMe(t, cookieFrom(res))).user?.email).toBe('parent@example.com');
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await t.app.request(`${TEST_ORIGIN}/api/account/sign-in`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: 'email=parent@example.com&password=x',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_request');
  });
});

describe('sign-out and /api/me', () => {
  it('answers 200 with user null when signed out, without touching cookies', async () => {
    const res = await t.request('/api/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null, profile: null, onboardingComplete: false });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('deletes the session and clears the cookie', async () => {
    const { user, cookie } = await signUp(t, 'leaving@example.com');
    const res = await t.request('/api/account/sign-out', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // The stale cookie is answered with a signed-out user and cleared.
    const after = await t.request('/api/me', { cookie });
    expect(((await after.json()) as { user: unknown }).user).toBeNull();
    expect(sessionSetCookie(after)).toMatch(/Max-Age=0/);
  });
});

describe('cookies on an https origin', () => {
  it('marks the session cookie Secure, and that cookie signs the parent in', async () => {
    const secure = await createTestApp({ APP_URL: 'https://kidventure.example' });
    try {
      const res = await secure.request('/api/account/sign-up', {
        json: { email: 'secure@example.com', password: PASSWORD, termsAccepted: true },
        headers: { origin: 'https://kidventure.example' },
      });
      expect(res.status).toBe(201);
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token=')) ?? '';
      expect(cookie).toMatch(/; Secure/);
      const me = await secure.app.request('https://kidventure.example/api/me', {
        headers: { cookie: cookie.split(';')[0] ?? '' },
      });
      expect(me.status).toBe(200);
      expect((await me.json()).user.email).toBe('secure@example.com');
    } finally {
      await secure.close();
    }
  });
});

describe('passwords at production cost', () => {
  // Every other test app hashes at a test's lower cost (tests/password-hashing.ts).
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { productionPasswordHashing: true });
  });
  afterAll(() => prod.close());

  it("stores better-auth's own scrypt hash, which signs the parent in and refuses a wrong password", async () => {
    const { user } = await signUp(prod, 'full.cost@example.com');
    const [credential] = await prod.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, user.id));
    // A 16-byte salt and a 64-byte key, in hex: no trace of the test's marker.
    expect(credential?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect((await signIn(prod, 'full.cost@example.com')).status).toBe(200);
    await expectError(
      await signIn(prod, 'full.cost@example.com', 'wrong password'),
      401,
      'invalid_credentials',
      'Invalid email or password',
    );
  });
});
