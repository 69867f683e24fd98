import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { outboxMessages, verifications } from '../../db/schema';
import { expectError, getMe, PASSWORD, signIn, signUp } from '../../../../tests/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const INVALID_TOKEN = 'This reset link is invalid or has expired. Please request a new one.';
const NEW_PASSWORD = 'a brand new secret';

const forgot = (email: string) => t.request('/api/account/forgot-password', { json: { email } });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.request('/api/account/reset-password', { json: { token, password } });

/** Asks for a reset and returns the token from the link in the mail that arrived. */
async function requestResetToken(email: string): Promise<string> {
  const res = await forgot(email);
  expect(res.status).toBe(200);
  await t.settled(); // the mail goes out after the answer
  const [mail] = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  expect(mail?.subject).toBe('Reset your Kidventure password');
  const link = mail?.links[0] ?? '';
  expect(link.startsWith(`${TEST_ORIGIN}/auth/reset-password?token=`)).toBe(true);
  const token = new URL(link).searchParams.get('token');
  expect(token).toBeTruthy();
  return token ?? '';
}

describe('forgot password', () => {
  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const res = await forgot('stranger@example.com');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    await t.settled();
    expect(await t.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it('answers a known address before looking it up, so it takes no longer than an unknown one', async () => {
    const { user } = await signUp(t, 'known@example.com');
    const res = await forgot('known@example.com');
    expect(res.status).toBe(200);
    // Answered: no token and no mail yet, as for an address without an account.
    const mailTo = () =>
      t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'known@example.com'));
    expect(await mailTo()).toEqual([]);
    expect(await t.db.select().from(verifications).where(eq(verifications.value, user.id))).toEqual(
      [],
    );
    await t.settled();
    expect((await mailTo()).map((m) => m.subject)).toEqual(['Reset your Kidventure password']);
  });

  it('answers 400 for an invalid e-mail', async () => {
    await expectError(
      await forgot('nope'),
      400,
      'validation_failed',
      'Please enter a valid email address',
    );
  });
});

describe('reset password', () => {
  it('sets the new password from the mailed link and ends every session', async () => {
    const { cookie } = await signUp(t, 'reset@example.com');
    const token = await requestResetToken('reset@example.com');

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    expect((await getMe(t, cookie)).user).toBeNull();
    expect((await signIn(t, 'reset@example.com', NEW_PASSWORD)).status).toBe(200);
    await expectError(
      await signIn(t, 'reset@example.com', PASSWORD),
      401,
      'invalid_credentials',
      'Invalid email or password',
    );
  });

  it('accepts a token only once', async () => {
    await signUp(t, 'once@example.com');
    const token = await requestResetToken('once@example.com');
    expect((await reset(token)).status).toBe(200);
    await expectError(
      await reset(token, 'yet another secret'),
      400,
      'invalid_token',
      INVALID_TOKEN,
    );
    expect((await signIn(t, 'once@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    await signUp(t, 'late@example.com');
    const token = await requestResetToken('late@example.com');
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(verifications.identifier, `%${token}`));
    await expectError(await reset(token), 400, 'invalid_token', INVALID_TOKEN);
    expect((await signIn(t, 'late@example.com', PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    await expectError(await reset('not-a-real-token'), 400, 'invalid_token', INVALID_TOKEN);
  });

  it('refuses a weak new password without using up the token', async () => {
    await signUp(t, 'weak-reset@example.com');
    const token = await requestResetToken('weak-reset@example.com');
    await expectError(
      await reset(token, 'short'),
      400,
      'weak_password',
      'Password must be at least 8 characters',
    );
    const common = await reset(token, 'iloveyou');
    expect(common.status).toBe(400);
    expect(((await common.json()) as { error: { code: string } }).error.code).toBe('weak_password');
    expect((await reset(token)).status).toBe(200);
  });

  it('makes reset links expire one hour after they are sent', async () => {
    await signUp(t, 'hour@example.com');
    const token = await requestResetToken('hour@example.com');
    const [row] = await t.db
      .select({ expiresAt: verifications.expiresAt, createdAt: verifications.createdAt })
      .from(verifications)
      .where(like(verifications.identifier, `%${token}`));
    const lifetimeMs = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetimeMs - 60 * 60 * 1000)).toBeLessThan(5_000);
  });
});

describe('a reset token that cannot be one', () => {
  it('is an invalid link, not a server error', async () => {
    const t = await createTestApp();
    try {
      for (const token of ['a\u0000b', '../../etc', 'x y']) {
        const res = await t.request('/api/account/reset-password', {
          json: { token, password: 'a-new-password-1' },
        });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
          'invalid_token',
        );
      }
    } finally {
      await t.close();
    }
  });
});

describe('checking a reset link on arrival', () => {
  const check = (token: string) =>
    t.request('/api/account/reset-password/check', { json: { token } });

  it('answers ok for a fresh token and leaves it usable', async () => {
    await signUp(t, 'check-fresh@example.com');
    const token = await requestResetToken('check-fresh@example.com');
    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    }
    expect((await reset(token)).status).toBe(200);
    expect((await signIn(t, 'check-fresh@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('says at once that an expired token is invalid or has expired', async () => {
    await signUp(t, 'check-late@example.com');
    const token = await requestResetToken('check-late@example.com');
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(verifications.identifier, `%${token}`));
    await expectError(await check(token), 400, 'invalid_token', INVALID_TOKEN);
  });

  it('refuses an unknown token, a used one and one that cannot be a token', async () => {
    await expectError(await check('not-a-real-token'), 400, 'invalid_token', INVALID_TOKEN);
    await signUp(t, 'check-used@example.com');
    const token = await requestResetToken('check-used@example.com');
    expect((await reset(token)).status).toBe(200);
    await expectError(await check(token), 400, 'invalid_token', INVALID_TOKEN);
    await expectError(await check('../x y'), 400, 'invalid_token', INVALID_TOKEN);
  });
});
