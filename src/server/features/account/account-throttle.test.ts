import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectError, PASSWORD, signUp, type ErrorJson } from '../../../../tests/accounts';
import { outboxMessages, rateLimits } from '../../db/schema';
import { SIGN_IN_ATTEMPTS_SUBJECT } from './account.service';

/**
 * Sign-in attempts on one account, from whatever addresses they come: after five wrong passwords
 * the next must wait, 30 s, then twice as long each time, even with the right password; the owner
 * is told once by e-mail. Our proxy (TRUST_PROXY) names each attempt's address, so the attack of
 * five addresses × ten guesses is what it was in the wild; the per-address limit is out of reach.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const WRONG = 'not the password at all';

const signInFrom = (ip: string, email: string, password: string) =>
  t.request('/api/account/sign-in', {
    json: { email, password, rememberMe: true },
    headers: { 'x-forwarded-for': ip },
  });

/** As if the last counted attempt on this account were `ms` earlier than it was. */
async function wait(email: string, ms: number) {
  const key = `signIn:${email}`;
  const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row) throw new Error(`no attempts counted for ${email}`);
  await t.db
    .update(rateLimits)
    .set({ lastRequest: row.lastRequest - ms })
    .where(eq(rateLimits.key, key));
}

const mailsTo = async (email: string) => {
  await t.settled();
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
};

/**
 * A 429 asking to wait about `seconds` from the attempt that started the wait, made at `since`
 * (the time spent since then, on a busy machine seconds, comes off the wait).
 */
async function expectWait(res: Response, seconds: number, since = Date.now()) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(seconds - 3 - (Date.now() - since) / 1000);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
  const { error } = (await res.json()) as ErrorJson;
  expect(error.code).toBe('rate_limited');
  expect(error.message).toMatch(/^Too many attempts for this account\. Please try again in /);
}

describe('sign-in attempts on one account', () => {
  it('make the next wait after five wrong passwords from five addresses, even the right one', async () => {
    const email = 'targeted@example.com';
    await signUp(t, email);
    const statuses: number[] = [];
    let fifth = 0;
    for (let ip = 1; ip <= 5; ip++) {
      for (let guess = 0; guess < 10; guess++) {
        statuses.push((await signInFrom(`203.0.113.${ip}`, email, `${WRONG} ${guess}`)).status);
        if (statuses.length === 5) fifth = Date.now();
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

    // The owner, from a sixth address and with the right password, waits too.
    await expectWait(await signInFrom('198.51.100.8', email, PASSWORD), 30, fifth);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([SIGN_IN_ATTEMPTS_SUBJECT]);
    // Its own link first, then where the parent chooses what reaches them.
    expect(mails[0]?.links).toEqual([
      'http://localhost:3000/auth?mode=forgot_password',
      'http://localhost:3000/settings#notifications',
    ]);
  });

  it('waits longer after each wrong password, and forgets them once the right one is given', async () => {
    const email = 'patient@example.com';
    await signUp(t, email);
    for (let i = 0; i < 5; i++) await signInFrom('203.0.113.30', email, WRONG);
    await expectWait(await signInFrom('203.0.113.30', email, WRONG), 30);

    await wait(email, 30_000);
    expect((await signInFrom('203.0.113.30', email, WRONG)).status).toBe(401);
    await expectWait(await signInFrom('203.0.113.30', email, PASSWORD), 60);
    await wait(email, 60_000);
    expect((await signInFrom('203.0.113.30', email, WRONG)).status).toBe(401);
    await expectWait(await signInFrom('203.0.113.30', email, PASSWORD), 120);

    await wait(email, 120_000);
    expect((await signInFrom('203.0.113.30', email, PASSWORD)).status).toBe(200);
    // Forgotten: five wrong passwords go through again before any wait.
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom('203.0.113.30', email, WRONG)).status).toBe(401);
    }
    // One warning per run of failures: this is the second.
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
      SIGN_IN_ATTEMPTS_SUBJECT,
      SIGN_IN_ATTEMPTS_SUBJECT,
    ]);
  });

  it('lets no more than five of many parallel guesses through', async () => {
    const email = 'rushed@example.com';
    await signUp(t, email);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        Promise.resolve(signInFrom(`192.0.2.${i + 1}`, email, `${WRONG} ${i}`)).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('answers an address without an account the same way, and mails nobody', async () => {
    const email = 'nobody-here@example.com';
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signInFrom('203.0.113.40', email, WRONG)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("counts sign-ups on an existing address, so 'Account already exists' cannot be asked quickly", async () => {
    const email = 'taken@example.com';
    await signUp(t, email);
    const signUpAgain = () =>
      t.request('/api/account/sign-up', {
        json: { email, password: 'another fine password', termsAccepted: true },
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
    for (let i = 0; i < 5; i++) expect((await signUpAgain()).status).toBe(409);
    await expectWait(await signUpAgain(), 30);
    await expectWait(await signInFrom('203.0.113.51', email, PASSWORD), 30);
  });
});

describe('reset mails to one address', () => {
  it('go out three times, then wait', async () => {
    const email = 'forgetful@example.com';
    await signUp(t, email);
    const forgot = () =>
      t.request('/api/account/forgot-password', {
        json: { email },
        headers: { 'x-forwarded-for': '203.0.113.60' },
      });
    for (let i = 0; i < 3; i++) expect((await forgot()).status).toBe(200);
    const refused = await forgot();
    await expectError(
      refused,
      429,
      'rate_limited',
      'Too many reset e-mails for this address. Please try again in 1 minute.',
    );
    expect(refused.headers.get('retry-after')).toMatch(/^(59|60)$/);
    expect(await mailsTo(email)).toHaveLength(3);
  });
});
