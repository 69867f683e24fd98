import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { hitRateLimit } from '../../lib/rate-limit';
import { expectError, PASSWORD } from '../../../../tests/accounts';

const LIMITED = 'Too many attempts. Please wait a minute and try again.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let accounts = 0;
/**
 * Our proxy appends the address it saw; anything before it was sent by the client. Each attempt
 * names another account, so only this per-address limit is at work (the per-account one has
 * account-throttle.test.ts).
 */
const signInFrom = (ip: string, clientClaims = '10.0.0.1') =>
  t.request('/api/account/sign-in', {
    json: { email: `someone-${(accounts += 1)}@example.com`, password: PASSWORD, rememberMe: true },
    headers: { 'x-forwarded-for': `${clientClaims}, ${ip}` },
  });

describe('rate limit on the account routes', () => {
  it('answers 429 with Retry-After past the limit, per client IP', async () => {
    for (let i = 0; i < 3; i++) expect((await signInFrom('203.0.113.7')).status).toBe(401);
    const limited = await signInFrom('203.0.113.7');
    await expectError(limited, 429, 'rate_limited', LIMITED);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another address has its own bucket.
    expect((await signInFrom('198.51.100.4')).status).toBe(401);
  });

  it('is not reset by an X-Forwarded-For entry the client made up', async () => {
    for (let i = 0; i < 3; i++) await signInFrom('203.0.113.20', `192.0.2.${i}`);
    expect((await signInFrom('203.0.113.20', '192.0.2.99')).status).toBe(429);
  });

  it('counts each endpoint group separately', async () => {
    for (let i = 0; i < 4; i++) await signInFrom('203.0.113.9');
    expect((await signInFrom('203.0.113.9')).status).toBe(429);
    const res = await t.request('/api/account/forgot-password', {
      json: { email: 'someone@example.com' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
  });

  it('counts invalid attempts too', async () => {
    const send = () =>
      t.request('/api/account/sign-up', {
        json: { email: 'bad' },
        headers: { 'x-forwarded-for': '192.0.2.55' },
      });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(400);
    expect((await send()).status).toBe(429);
  });
});

describe('the shared counter', () => {
  it('starts a new window once a minute has passed', async () => {
    const start = 1_700_000_000_000;
    expect(await hitRateLimit(t.db, 'window-test', start)).toEqual({
      count: 1,
      resetAt: start + 60_000,
    });
    expect((await hitRateLimit(t.db, 'window-test', start + 59_000)).count).toBe(2);
    expect(await hitRateLimit(t.db, 'window-test', start + 60_000)).toEqual({
      count: 1,
      resetAt: start + 120_000,
    });
  });

  it('counts concurrent hits exactly once each', async () => {
    const now = Date.now();
    const hits = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(t.db, 'concurrent-test', now)),
    );
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For, so a client cannot pick a fresh bucket', async () => {
    const direct = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const statuses = [];
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        const res = await direct.request('/api/account/forgot-password', {
          json: { email: 'someone@example.com' },
          headers: { 'x-forwarded-for': ip },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await direct.close();
    }
  });
});
