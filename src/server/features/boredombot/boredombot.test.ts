import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { PaletteLogInput } from '../../../shared/schemas/palette-log';
import { boredombotLogs } from '../../db/schema';
import { expectError, signUp } from '../../../../tests/accounts';
import { PALETTE_LOG_RATE_LIMIT } from './boredombot.contract';

let t: TestApp;
beforeAll(async () => {
  // TRUST_PROXY: each test names its client address, so the per-address budget is its own.
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const picked: PaletteLogInput = {
  sessionId: 'c0ffee00-1234-4abc-8def-000000000001',
  searchType: 'search_palette',
  searchInput: 'swim',
  responseSummary: 'Selected activity from search results',
  usedRecommendation: true,
  deviceInfo: { userAgent: 'Mozilla/5.0 (iPhone)', platform: 'iPhone', language: 'en-CA' },
};
const redirected: PaletteLogInput = {
  ...picked,
  searchType: 'redirect_to_bot',
  searchInput: 'something fun on a rainy sunday',
  responseSummary: 'Redirected to BoredomBot',
  usedRecommendation: false,
};

let nextIp = 1;
const log = (json: unknown, init: { cookie?: string; ip?: string } = {}) =>
  t.request('/api/boredombot/logs', {
    json,
    cookie: init.cookie,
    headers: { 'x-forwarded-for': init.ip ?? `198.51.100.${nextIp++}` },
  });

async function storedRow(res: Response) {
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  expect(id).toEqual(expect.any(Number));
  const [row] = await t.db.select().from(boredombotLogs).where(eq(boredombotLogs.id, id));
  return row;
}

describe('POST /api/boredombot/logs', () => {
  it("stores a visitor's pick with no parent", async () => {
    const row = await storedRow(await log(picked));
    expect(row).toEqual({
      id: expect.any(Number),
      userId: null,
      sessionId: picked.sessionId,
      searchType: 'search_palette',
      searchInput: 'swim',
      responseSummary: 'Selected activity from search results',
      usedRecommendation: true,
      deviceInfo: { userAgent: 'Mozilla/5.0 (iPhone)', platform: 'iPhone', language: 'en-CA' },
      createdAt: expect.any(Date),
    });
  });

  it("stores a signed-in parent's redirect to BoredomBot with their id", async () => {
    const { cookie, user } = await signUp(t, 'palette@example.com');
    const row = await storedRow(
      await log({ ...redirected, searchInput: '  rainy sunday ' }, { cookie }),
    );
    expect(row).toMatchObject({
      userId: user.id,
      searchType: 'redirect_to_bot',
      searchInput: 'rainy sunday',
      responseSummary: 'Redirected to BoredomBot',
      usedRecommendation: false,
    });
  });

  it.each([
    [
      { ...picked, sessionId: 'short' },
      'sessionId: Session id must be 8–64 letters, digits or dashes',
    ],
    [{ ...picked, searchType: 'voice' }, 'searchType: Unknown search type'],
    [{ ...picked, usedRecommendation: 'yes' }, 'usedRecommendation:'],
    [{ ...picked, searchInput: 'x'.repeat(501) }, 'searchInput:'],
    [{ ...picked, deviceInfo: undefined }, 'deviceInfo:'],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const before = await t.db.$count(boredombotLogs);
    const res = await log(body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('validation_failed');
    expect(error.message.startsWith(message)).toBe(true);
    expect(await t.db.$count(boredombotLogs)).toBe(before);
  });

  it('accepts the largest valid entry, even with every character escaped in JSON', async () => {
    const escaped = (n: number) => '\u0001'.repeat(n);
    const largest = {
      sessionId: 'a'.repeat(64),
      searchType: 'search_palette',
      searchInput: escaped(500),
      responseSummary: escaped(200),
      usedRecommendation: true,
      deviceInfo: { userAgent: escaped(500), platform: escaped(100), language: escaped(35) },
    };
    expect((await storedRow(await log(largest)))?.searchInput).toHaveLength(500);
  });

  it('refuses a body far larger than any palette entry with 413', async () => {
    const res = await log({ ...picked, padding: 'x'.repeat(20_000) });
    await expectError(res, 413, 'payload_too_large', 'The request body is too large.');
  });

  it(`accepts ${PALETTE_LOG_RATE_LIMIT} entries a minute from one address, then answers 429`, async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < PALETTE_LOG_RATE_LIMIT; i++) {
      expect((await log(picked, { ip })).status).toBe(201);
    }
    const limited = await log(picked, { ip });
    await expectError(
      limited,
      429,
      'rate_limited',
      'Too many attempts. Please wait a minute and try again.',
    );
    expect((await log(picked, { ip: '203.0.113.61' })).status).toBe(201);
  });

  it("removes the parent's entries with their account, and keeps everyone else's", async () => {
    const leaving = await signUp(t, 'palette-leaving@example.com');
    const staying = await signUp(t, 'palette-staying@example.com');
    await storedRow(await log(picked, { cookie: leaving.cookie }));
    await storedRow(await log(redirected, { cookie: leaving.cookie }));
    const kept = await storedRow(await log(picked, { cookie: staying.cookie }));
    const visitor = await storedRow(await log(picked));

    const res = await t.request('/api/account/delete', {
      json: { confirmEmail: 'palette-leaving@example.com' },
      cookie: leaving.cookie,
    });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(boredombotLogs);
    expect(rows.filter((r) => r.userId === leaving.user.id)).toEqual([]);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([kept?.id, visitor?.id]));
  });
});
