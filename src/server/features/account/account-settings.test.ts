import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { users } from '../../db/schema';
import {
  cookieFrom,
  expectError,
  getMe,
  PASSWORD,
  signIn,
  signUp,
} from '../../../../tests/accounts';
import { EMAIL_TAKEN, WEAK_PASSWORD, WRONG_CURRENT_PASSWORD } from './account-settings.errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

let n = 0;
const newParent = () => signUp(t, `settings-${++n}@example.com`);
const post = (path: string, cookie: string, json: unknown) => t.request(path, { json, cookie });

describe('without a session', () => {
  it.each([
    ['POST', '/api/account/change-email'],
    ['POST', '/api/account/change-password'],
    ['GET', '/api/account/sessions'],
    ['POST', '/api/account/sessions/sign-out-others'],
    ['GET', '/api/account/export'],
    ['POST', '/api/account/delete'],
  ])('%s %s answers 401', async (method, path) => {
    const res = await t.request(path, { method, json: method === 'GET' ? undefined : {} });
    await expectError(res, 401, 'unauthorized', 'User not authenticated');
  });
});

describe('POST /api/account/change-email', () => {
  it('changes the sign-in address (lowercased) after checking the current password', async () => {
    const { cookie, user } = await newParent();
    const res = await post('/api/account/change-email', cookie, {
      newEmail: '  New.Address@Example.COM ',
      currentPassword: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { id: user.id, email: 'new.address@example.com' } });
    expect((await getMe(t, cookie)).user?.email).toBe('new.address@example.com');
    expect((await signIn(t, 'new.address@example.com')).status).toBe(200);
    expect((await signIn(t, user.email)).status).toBe(401);
  });

  it('refuses a wrong current password with 401 and changes nothing', async () => {
    const { cookie, user } = await newParent();
    const res = await post('/api/account/change-email', cookie, {
      newEmail: 'elsewhere@example.com',
      currentPassword: 'not my password',
    });
    await expectError(res, 401, 'invalid_credentials', WRONG_CURRENT_PASSWORD);
    const tooLong = await post('/api/account/change-email', cookie, {
      newEmail: 'elsewhere@example.com',
      currentPassword: 'x'.repeat(5000),
    });
    await expectError(tooLong, 401, 'invalid_credentials', WRONG_CURRENT_PASSWORD);
    const [row] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it("refuses another account's address with 409; keeping one's own is fine", async () => {
    const a = await newParent();
    const b = await newParent();
    const taken = await post('/api/account/change-email', a.cookie, {
      newEmail: b.user.email.toUpperCase(),
      currentPassword: PASSWORD,
    });
    await expectError(taken, 409, 'account_exists', EMAIL_TAKEN);
    const same = await post('/api/account/change-email', a.cookie, {
      newEmail: a.user.email,
      currentPassword: PASSWORD,
    });
    expect(same.status).toBe(200);
  });

  it.each([
    [{ newEmail: 'not-an-email', currentPassword: PASSWORD }, 'Please enter a valid email address'],
    [{ newEmail: '', currentPassword: PASSWORD }, 'Email is required'],
    [{ newEmail: 'ok@example.com', currentPassword: '' }, 'Enter your current password'],
    [{ newEmail: 'ok@example.com' }, 'Enter your current password'],
  ])('refuses %j with 400', async (body, message) => {
    const { cookie } = await newParent();
    await expectError(
      await post('/api/account/change-email', cookie, body),
      400,
      'validation_failed',
      message,
    );
  });
});

describe('POST /api/account/change-password', () => {
  const NEW_PASSWORD = 'a brand new secret 2';

  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const { cookie, user } = await newParent();
    const other = cookieFrom(await signIn(t, user.email));
    const res = await post('/api/account/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const fresh = cookieFrom(res);
    expect(fresh).toMatch(/kidventure\.session_token=/);
    expect((await getMe(t, fresh)).user?.id).toBe(user.id);
    expect((await getMe(t, other)).user).toBeNull();
    expect((await signIn(t, user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(t, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('keeps the other sessions when asked to', async () => {
    const { cookie, user } = await newParent();
    const other = cookieFrom(await signIn(t, user.email));
    const res = await post('/api/account/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      signOutOtherSessions: false,
    });
    expect(res.status).toBe(200);
    expect((await getMe(t, cookie)).user?.id).toBe(user.id);
    expect((await getMe(t, other)).user?.id).toBe(user.id);
  });

  it('refuses a wrong current password with 401 and a weak new one with 400', async () => {
    const { cookie, user } = await newParent();
    const wrong = await post('/api/account/change-password', cookie, {
      currentPassword: 'nope nope nope',
      newPassword: NEW_PASSWORD,
    });
    await expectError(wrong, 401, 'invalid_credentials', WRONG_CURRENT_PASSWORD);
    const weak = await post('/api/account/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    await expectError(weak, 400, 'weak_password', WEAK_PASSWORD);
    // Easy to guess: the parent's own e-mail address, or a favourite of leaked-password lists.
    for (const newPassword of [user.email, 'password1234']) {
      const guessable = await post('/api/account/change-password', cookie, {
        currentPassword: PASSWORD,
        newPassword,
      });
      expect(guessable.status).toBe(400);
      const { error } = (await guessable.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('weak_password');
      expect(error.message).toMatch(/^This password is too easy to guess\./);
    }
    const tooLong = await post('/api/account/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'x'.repeat(129),
    });
    expect(tooLong.status).toBe(400);
    const notBool = await post('/api/account/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      signOutOtherSessions: 'yes',
    });
    expect(notBool.status).toBe(400);
    expect((await getMe(t, cookie)).user?.id).toBe(user.id);
    expect((await signIn(t, user.email, PASSWORD)).status).toBe(200);
  });
});
