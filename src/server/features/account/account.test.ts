import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import {
  PASSWORD_TOO_FEW_VISIBLE_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  WEAK_PASSWORD_ADVICE,
  WEAK_PASSWORD_MESSAGE,
} from '../../../shared/schemas/account';
import { profiles, users } from '../../db/schema';
import {
  cookieFrom,
  expectError,
  getMe,
  PASSWORD,
  sessionSetCookie,
  signUp,
} from '../../../../tests/accounts';

let t: TestApp;
beforeAll(async () => {
  // Every in-process request shares one client IP; the limiter has its own test file.
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const postSignUp = (json: unknown) => t.request('/api/account/sign-up', { json });

describe('sign-up', () => {
  it('creates the user, a profile with the terms accepted, and a session cookie', async () => {
    const res = await postSignUp({
      email: ' New.Parent@Example.com ',
      password: PASSWORD,
      phone: '+1 (416) 555-0100',
      termsAccepted: true,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: { id: string; email: string } };
    expect(body.user.email).toBe('new.parent@example.com');

    const cookie = sessionSetCookie(res) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, body.user.id));
    expect(profile?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(profile?.onboardingCompletedAt).toBeNull();

    const me = await getMe(t, cookieFrom(res));
    expect(me).toEqual({
      user: {
        id: body.user.id,
        email: 'new.parent@example.com',
        phone: '+1 (416) 555-0100',
        returning: false,
      },
      profile: { firstName: null, avatarUrl: null, region: null, birthDate: null },
      onboardingComplete: false,
    });
  });

  it('keeps phone null when none is given', async () => {
    const { cookie } = await signUp(t, 'no-phone@example.com', { phone: '' });
    expect((await getMe(t, cookie)).user?.phone).toBeNull();
  });

  it('refuses sign-up without accepting the terms', async () => {
    const res = await postSignUp({ email: 'terms@example.com', password: PASSWORD });
    await expectError(res, 400, 'validation_failed', TERMS_REQUIRED_MESSAGE);
    const res2 = await postSignUp({
      email: 'terms@example.com',
      password: PASSWORD,
      termsAccepted: false,
    });
    await expectError(res2, 400, 'validation_failed', TERMS_REQUIRED_MESSAGE);
    const rows = await t.db.select().from(users).where(eq(users.email, 'terms@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a weak password with code weak_password', async () => {
    const res = await postSignUp({
      email: 'weak@example.com',
      password: 'short',
      termsAccepted: true,
    });
    await expectError(res, 400, 'weak_password', 'Password must be at least 8 characters');
  });

  it.each([
    ['12345678', 'It is one of the most used passwords.'],
    ['password', 'It is one of the most used passwords.'],
    ['qwertyuiop', 'It is one of the most used passwords.'],
    ['password123', 'It is one of the most used passwords.'],
    ['weakling@example.com', 'It is too close to your e-mail address.'],
  ])('refuses %j, easy to guess, saying why, and creates nothing', async (password, reason) => {
    const res = await postSignUp({ email: 'weakling@example.com', password, termsAccepted: true });
    await expectError(
      res,
      400,
      'weak_password',
      `${WEAK_PASSWORD_MESSAGE} ${reason} ${WEAK_PASSWORD_ADVICE}`,
    );
    const rows = await t.db.select().from(users).where(eq(users.email, 'weakling@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a password of invisible characters, however long', async () => {
    for (const password of ['\u200B'.repeat(8), ' '.repeat(12), '\u202E\u200D'.repeat(10)]) {
      const res = await postSignUp({ email: 'blank@example.com', password, termsAccepted: true });
      await expectError(res, 400, 'weak_password', PASSWORD_TOO_FEW_VISIBLE_MESSAGE);
    }
  });

  it('accepts a few ordinary words', async () => {
    const res = await postSignUp({
      email: 'words@example.com',
      password: 'a quiet lake at dawn',
      termsAccepted: true,
    });
    expect(res.status).toBe(201);
  });

  it('refuses an invalid e-mail', async () => {
    const res = await postSignUp({
      email: 'not-an-email',
      password: PASSWORD,
      termsAccepted: true,
    });
    await expectError(res, 400, 'validation_failed', 'Please enter a valid email address');
  });

  it('names the missing field', async () => {
    await expectError(await postSignUp({}), 400, 'validation_failed', 'Email is required');
    const noPassword = await postSignUp({ email: 'x@example.com', termsAccepted: true });
    await expectError(noPassword, 400, 'validation_failed', 'Password is required');
  });

  it('answers 409 account_exists for a known e-mail in any letter case', async () => {
    await signUp(t, 'twice@example.com');
    for (const email of ['twice@example.com', 'TWICE@Example.COM']) {
      const res = await postSignUp({ email, password: PASSWORD, termsAccepted: true });
      await expectError(
        res,
        409,
        'account_exists',
        'An account with this email already exists. Please sign in instead.',
      );
    }
  });

  it('lets exactly one of two simultaneous sign-ups with one e-mail win', async () => {
    const [a, b] = await Promise.all(
      ['race@example.com', 'Race@Example.com'].map((email) =>
        postSignUp({ email, password: PASSWORD, termsAccepted: true }),
      ),
    );
    expect([a?.status, b?.status].sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(users).where(eq(users.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, rows[0]?.id ?? ''));
    expect(profile).toBeDefined();
  });
});
