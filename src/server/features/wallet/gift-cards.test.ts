import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { GIFT_CODE_ALPHABET } from '../../../shared/gift-codes';
import { giftCards, rateLimits } from '../../db/schema';
import {
  DEMO_CODE_SUFFIX,
  describeGiftCards,
  ensureDemoGiftCards,
  groupGiftCode,
  issueGiftCards,
} from '../../lib/gift-codes';
import { signedInParent } from '../../../../tests/factories';
import {
  expectError,
  getWallet,
  issueCode,
  issueCodes,
  ledgerAndBalance,
  nth,
  redeem,
  redeemOk,
  walletTestEnv,
} from './wallet.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(walletTestEnv);
});
afterAll(() => t.close());

const NOT_FOUND = 'We could not find a gift card with that code. Please check it and try again.';
const REDEEMED = 'This gift card has already been redeemed.';

describe('issuing codes (admin API)', () => {
  it('issues random 12-character codes from the alphabet, each worth the amount', async () => {
    const codes = await issueCodes(t, 25, 3);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) {
      expect(code).toMatch(new RegExp(`^[${GIFT_CODE_ALPHABET}]{12}$`));
    }
    const rows = await t.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.code, nth(codes, 0)));
    expect(rows[0]).toMatchObject({ amountCents: 2500, redeemedAt: null, redeemedBy: null });
  });

  it('needs the admin secret', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      const res = await t.request('/api/admin/gift-cards', {
        json: { amountDollars: 25, count: 1 },
        headers,
      });
      expect(res.status).toBe(401);
    }
    // A signed-in parent is not an admin.
    const { cookie } = await signedInParent(t);
    const res = await t.request('/api/admin/gift-cards', {
      cookie,
      json: { amountDollars: 25, count: 1 },
    });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ amountDollars: 2.5, count: 1 }, 'amountDollars: The amount must be whole dollars'],
    [{ amountDollars: 0, count: 1 }, 'amountDollars: The amount must be at least $1'],
    [{ amountDollars: 25, count: 0 }, 'count: The count must be at least 1'],
  ])('refuses %o', async (json, message) => {
    const res = await t.request('/api/admin/gift-cards', {
      json,
      headers: { authorization: 'Bearer test-admin-secret' },
    });
    await expectError(res, 400, 'validation_failed', message);
  });

  it('prints codes grouped in fours', () => {
    expect(groupGiftCode('ABCDEFGHJKLM')).toBe('ABCD EFGH JKLM');
    expect(describeGiftCards([{ code: 'ABCDEFGHJKLM', amountCents: 5000 }])).toBe(
      'ABCD EFGH JKLM ($50.00)',
    );
  });
});

describe('redeeming a gift card', () => {
  it('credits the amount once, with a transaction and a masked gift card method', async () => {
    const { userId, cookie } = await signedInParent(t);
    const code = await issueCode(t, 25);
    // Typed as printed: grouped, lower case, with spaces around.
    const body = await redeemOk(t, cookie, `  ${groupGiftCode(code).toLowerCase()} `);
    expect(body).toEqual({
      amountCents: 2500,
      balanceCents: 2500,
      paymentMethod: {
        id: expect.any(String),
        type: 'giftcard',
        isDefault: false,
        maskedCode: `${code.slice(0, 4)}••••••••`,
        amountCents: 2500,
        createdAt: expect.any(String),
      },
      transaction: {
        id: expect.any(String),
        type: 'giftcard',
        description: `Gift card added: ${code}`,
        amountCents: 2500,
        date: expect.any(String),
        bookingId: null,
      },
    });
    const wallet = await getWallet(t, cookie);
    expect(wallet.balanceCents).toBe(2500);
    expect(wallet.paymentMethods).toEqual([body.paymentMethod]);
    expect(wallet.recentTransactions).toEqual([body.transaction]);

    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.code, code));
    expect(row?.redeemedBy).toBe(userId);
    expect(row?.redeemedAt).toBeInstanceOf(Date);

    // The same parent again, and another parent: refused, nothing more credited.
    await expectError(await redeem(t, cookie, code), 409, 'gift_card_redeemed', REDEEMED);
    const other = await signedInParent(t);
    await expectError(await redeem(t, other.cookie, code), 409, 'gift_card_redeemed', REDEEMED);
    expect((await getWallet(t, cookie)).balanceCents).toBe(2500);
    expect((await getWallet(t, other.cookie)).balanceCents).toBe(0);
    expect(await ledgerAndBalance(t, userId)).toEqual({ ledgerCents: 2500, balanceCents: 2500 });
  });

  it('adds up several gift cards', async () => {
    const { cookie } = await signedInParent(t);
    const codes = await issueCodes(t, 10, 2);
    await redeemOk(t, cookie, nth(codes, 0));
    const second = await redeemOk(t, cookie, nth(codes, 1));
    expect(second.balanceCents).toBe(2000);
    expect((await getWallet(t, cookie)).counts).toEqual({
      cards: 0,
      giftCards: 2,
      transactions: 2,
    });
  });

  it('answers 404 for a code that was never issued', async () => {
    const { cookie } = await signedInParent(t);
    await expectError(
      await redeem(t, cookie, 'ZZZZ ZZZZ ZZZZ'),
      404,
      'gift_card_not_found',
      NOT_FOUND,
    );
    expect((await getWallet(t, cookie)).balanceCents).toBe(0);
  });

  it.each([
    ['ABC DEF', 'Gift card code must be at least 8 characters'],
    ['ABCDEFGHJKLMNPQRS', 'Gift card code cannot exceed 16 characters'],
    ['ABCD!EFGH', 'Gift card code can only contain letters, digits and hyphens'],
    ['', 'Gift card code must be at least 8 characters'],
  ])('refuses %o with the form sentence', async (giftCardCode, message) => {
    const { cookie } = await signedInParent(t);
    await expectError(await redeem(t, cookie, giftCardCode), 400, 'validation_failed', message);
  });

  it('refuses a missing code', async () => {
    const { cookie } = await signedInParent(t);
    const res = await t.request('/api/wallet/gift-cards', { cookie, json: {} });
    await expectError(
      res,
      400,
      'validation_failed',
      'Gift card code must be at least 8 characters',
    );
  });

  it('treats 8 and 16 characters as the edges', async () => {
    const { cookie } = await signedInParent(t);
    // Within the limits but never issued: the lookup runs and says not found.
    await expectError(await redeem(t, cookie, 'ABCD EFGH'), 404, 'gift_card_not_found', NOT_FOUND);
    await expectError(
      await redeem(t, cookie, 'ABCD EFGH JKLM NPQR'),
      404,
      'gift_card_not_found',
      NOT_FOUND,
    );
  });
});

describe('guessing codes', () => {
  it('allows 10 redemption tries a minute from one address, then answers 429', async () => {
    // The default lookup budget (AUTH_RATE_LIMIT), not the generous one the other tests use.
    const limitedApp = await createTestApp({ ...walletTestEnv, AUTH_RATE_LIMIT: '10' });
    try {
      await spendGuesses(limitedApp);
    } finally {
      await limitedApp.close();
    }
  });
});

/**
 * Ten wrong guesses from one address, five by each of two parents (a parent alone is stopped
 * after five, below); then even a real code is refused there.
 */
async function spendGuesses(t: TestApp) {
  const guessers = [await signedInParent(t), await signedInParent(t)];
  const other = await signedInParent(t);
  const ip = '203.0.113.77';
  for (let i = 0; i < 10; i++) {
    const { cookie } = guessers[i % 2] ?? other;
    expect((await redeem(t, cookie, `GUESS${String(i).padStart(4, '0')}`, ip)).status).toBe(404);
  }
  // Even a real code is not redeemed once the budget is spent, by anyone at that address.
  const code = await issueCode(t, 20);
  const limited = await redeem(t, other.cookie, code, ip);
  await expectError(
    limited,
    429,
    'rate_limited',
    'Too many attempts. Please wait a minute and try again.',
  );
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await getWallet(t, other.cookie)).balanceCents).toBe(0);
  // Another address has its own budget.
  expect((await redeem(t, other.cookie, code, '203.0.113.78')).status).toBe(201);
}

describe('one parent guessing codes from many addresses', () => {
  it('gets five wrong codes, then waits, even for a real one; a code that works forgets the count', async () => {
    const { cookie, userId } = await signedInParent(t);
    for (let i = 0; i < 5; i++) {
      const guess = await redeem(
        t,
        cookie,
        `WRONG${String(i).padStart(4, '0')}`,
        `198.51.100.${i}`,
      );
      expect(guess.status).toBe(404);
    }
    const code = await issueCode(t, 20);
    const waiting = await redeem(t, cookie, code, '198.51.100.99');
    await expectError(
      waiting,
      429,
      'rate_limited',
      'Too many gift card codes tried. Please try again in 30 seconds.',
    );
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(25);
    expect((await getWallet(t, cookie)).balanceCents).toBe(0);

    // Thirty seconds later the real code works, and the count starts again.
    await t.db
      .update(rateLimits)
      .set({ lastRequest: sql`${rateLimits.lastRequest} - 30000` })
      .where(eq(rateLimits.key, `giftCardRedeem:${userId}`));
    expect((await redeem(t, cookie, code, '198.51.100.99')).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      expect((await redeem(t, cookie, `AGAIN${String(i).padStart(4, '0')}`)).status).toBe(404);
    }
  });
});

describe('demo gift cards', () => {
  it('tops up to 3 unredeemed $50 demo codes and never mints more on a restart', async () => {
    const first = await ensureDemoGiftCards(t.db);
    expect(first).toHaveLength(3);
    for (const g of first) {
      expect(g.amountCents).toBe(5000);
      expect(g.code.endsWith(DEMO_CODE_SUFFIX)).toBe(true);
    }
    // A code issued by the CLI for the same amount does not count as a demo code.
    await issueGiftCards(t.db, { amountCents: 5000, count: 1 });
    const again = await ensureDemoGiftCards(t.db);
    expect(again.map((g) => g.code).sort()).toEqual(first.map((g) => g.code).sort());

    // One is redeemed: the next start issues one replacement.
    const { cookie } = await signedInParent(t);
    await redeemOk(t, cookie, nth(first, 0).code);
    const topped = await ensureDemoGiftCards(t.db);
    expect(topped).toHaveLength(3);
    expect(topped.map((g) => g.code)).not.toContain(nth(first, 0).code);
    expect(topped.map((g) => g.code)).toEqual(
      expect.arrayContaining([nth(first, 1).code, nth(first, 2).code]),
    );
  });
});
