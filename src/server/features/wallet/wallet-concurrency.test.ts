import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { giftCards, walletTransactions, wallets } from '../../db/schema';
import { addCard, signedInParent } from '../../../../tests/factories';
import {
  getWallet,
  issueCode,
  issueCodes,
  ledgerAndBalance,
  nth,
  redeem,
  walletTestEnv,
} from './wallet.test-helpers';

/**
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests really run on
 * separate connections at the same instant: that pass is the one that proves "once, ever".
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(walletTestEnv);
});
afterAll(() => t.close());

async function creditsFor(code: string) {
  return t.db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.description, `Gift card added: ${code}`));
}

describe('one gift card, many redemptions at the same instant', () => {
  it('20 different parents: exactly one 201, the rest 409, one credit', async () => {
    const parents = [];
    for (let i = 0; i < 20; i++) parents.push(await signedInParent(t));
    const code = await issueCode(t, 40);
    const answers = await Promise.all(parents.map((p) => redeem(t, p.cookie, code)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);

    const credits = await creditsFor(code);
    expect(credits).toHaveLength(1);
    const winner = nth(parents, statuses.indexOf(201));
    expect(credits[0]?.userId).toBe(winner.userId);
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.code, code));
    expect(card?.redeemedBy).toBe(winner.userId);
    for (const p of parents) {
      const expected = p === winner ? 4000 : 0;
      expect(await ledgerAndBalance(t, p.userId)).toEqual({
        ledgerCents: expected,
        balanceCents: expected,
      });
    }
  });

  it('20 times by one parent: credited once, one gift card method', async () => {
    const { userId, cookie } = await signedInParent(t);
    const code = await issueCode(t, 30);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(t, cookie, code)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // A parent's tries are counted one by one (lib/attempt-throttle): at least five race each
    // other for the code (one wins, the others are told it is redeemed); the rest wait, unless
    // they are counted after the winner, which forgets the count.
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThanOrEqual(4);
    expect(statuses.filter((s) => s === 409 || s === 429)).toHaveLength(19);
    expect(await creditsFor(code)).toHaveLength(1);
    const wallet = await getWallet(t, cookie);
    expect(wallet.balanceCents).toBe(3000);
    expect(wallet.counts).toEqual({ cards: 0, giftCards: 1, transactions: 1 });
    expect(await ledgerAndBalance(t, userId)).toEqual({ ledgerCents: 3000, balanceCents: 3000 });
  });
});

describe('the ledger and the balance', () => {
  it('agree after a mixed sequence of gift cards, top-ups and refusals, for every wallet', async () => {
    const { cookie } = await signedInParent(t);
    const other = await signedInParent(t);
    const good = await addCard(t, { cookie });
    const declined = await addCard(t, { cookie }, { cardNumber: '4000 0000 0000 0002' });
    const codes = await issueCodes(t, 12, 4);
    const requests = [
      ...codes.map((code) => redeem(t, cookie, code)),
      redeem(t, other.cookie, nth(codes, 0)),
      ...[700, 800, 900].map((amountCents, i) =>
        t.request('/api/wallet/top-ups', {
          cookie,
          json: {
            paymentMethodId: good.id,
            amountCents,
            idempotencyKey: `mixed-${i}-${Date.now()}`,
          },
        }),
      ),
      t.request('/api/wallet/top-ups', {
        cookie,
        json: {
          paymentMethodId: declined.id,
          amountCents: 1000,
          idempotencyKey: `mixed-d-${Date.now()}`,
        },
      }),
    ];
    await Promise.all(requests);
    const wallet = await getWallet(t, cookie);
    const otherWallet = await getWallet(t, other.cookie);
    expect(wallet.balanceCents + otherWallet.balanceCents).toBe(4 * 1200 + 700 + 800 + 900);

    // Every wallet in the database: balance = ledger sum.
    const mismatches = await t.db
      .select({ userId: wallets.userId })
      .from(wallets)
      .where(
        sql`${wallets.balanceCents} <> (select coalesce(sum(${walletTransactions.amountCents}), 0)
          from ${walletTransactions} where ${walletTransactions.userId} = ${wallets.userId})`,
      );
    expect(mismatches).toEqual([]);
  });
});
