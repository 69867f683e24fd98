import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { Transaction, TransactionPage } from '../../../shared/schemas/wallet';
import { creditWallet, debitWallet } from '../../lib/wallet-ledger';
import { signedInParent } from '../../../../tests/factories';
import {
  expectError,
  getWallet,
  issueCode,
  issueCodes,
  ledgerAndBalance,
  nth,
  redeemOk,
  walletTestEnv,
} from './wallet.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(walletTestEnv);
});
afterAll(() => t.close());

async function page(cookie: string, query = '') {
  const res = await t.request(`/api/wallet/transactions${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as TransactionPage;
}

async function allPages(cookie: string, limit: number) {
  const seen: Transaction[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const q: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const p = await page(cookie, q);
    seen.push(...p.items);
    cursor = p.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { seen, pages };
}

describe('wallet overview', () => {
  it('is empty for a new parent', async () => {
    const { cookie } = await signedInParent(t);
    expect(await getWallet(t, cookie)).toEqual({
      balanceCents: 0,
      paymentMethods: [],
      counts: { cards: 0, giftCards: 0, transactions: 0 },
      recentTransactions: [],
    });
    expect(await page(cookie)).toEqual({ items: [], nextCursor: null });
  });

  it('counts everything and shows the newest 5 transactions, newest first', async () => {
    const { cookie } = await signedInParent(t);
    const codes = await issueCodes(t, 5, 7);
    const added: Transaction[] = [];
    for (const code of codes) added.push((await redeemOk(t, cookie, code)).transaction);
    const wallet = await getWallet(t, cookie);
    expect(wallet.balanceCents).toBe(3500);
    expect(wallet.counts).toEqual({ cards: 0, giftCards: 7, transactions: 7 });
    expect(wallet.recentTransactions).toEqual(added.reverse().slice(0, 5));
    expect(wallet.recentTransactions[0]).toEqual({
      id: expect.any(String),
      type: 'giftcard',
      description: `Gift card added: ${codes.at(-1)}`,
      amountCents: 500,
      date: expect.any(String),
      bookingId: null,
    });
  });
});

describe('transaction history', () => {
  it('pages newest first without gaps or repeats, even for rows written in one instant', async () => {
    const { userId, cookie } = await signedInParent(t);
    // Nine rows in one transaction share created_at: the id breaks the tie.
    await t.db.transaction(async (tx) => {
      for (let i = 1; i <= 9; i++) {
        await creditWallet(tx, userId, {
          type: 'refund',
          amountCents: i * 100,
          description: `R${i}`,
        });
      }
      await debitWallet(tx, userId, {
        type: 'payment',
        amountCents: 50,
        description: 'Booking: X',
      });
    });
    const code = await issueCode(t, 20);
    await redeemOk(t, cookie, code);

    const whole = await page(cookie, '?limit=100');
    expect(whole.items).toHaveLength(11);
    expect(whole.nextCursor).toBeNull();
    expect(nth(whole.items, 0).description).toBe(`Gift card added: ${code}`);
    // Newest first: (date desc, id desc).
    const keys = whole.items.map((i) => [i.date, i.id] as const);
    const sorted = [...keys].sort((a, b) =>
      a[0] === b[0] ? (a[1] < b[1] ? 1 : -1) : a[0] < b[0] ? 1 : -1,
    );
    expect(keys).toEqual(sorted);

    for (const limit of [1, 3, 4, 10]) {
      const { seen, pages } = await allPages(cookie, limit);
      expect(seen.map((i) => i.id)).toEqual(whole.items.map((i) => i.id));
      expect(pages).toBe(Math.ceil(11 / limit));
    }
    // A payment is negative; the balance is the ledger's sum.
    expect(whole.items.find((i) => i.type === 'payment')?.amountCents).toBe(-50);
    const { ledgerCents, balanceCents } = await ledgerAndBalance(t, userId);
    expect(balanceCents).toBe(ledgerCents);
    expect((await getWallet(t, cookie)).balanceCents).toBe(4500 - 50 + 2000);
  });

  it('shows a parent only their own transactions', async () => {
    const a = await signedInParent(t);
    const b = await signedInParent(t);
    const code = await issueCode(t, 15);
    await redeemOk(t, a.cookie, code);
    expect((await page(b.cookie)).items).toEqual([]);
    expect((await getWallet(t, b.cookie)).balanceCents).toBe(0);
  });

  it.each([
    ['garbage', '?cursor=not-a-cursor'],
    ['a JSON that is not ours', `?cursor=${Buffer.from('[1,2]').toString('base64url')}`],
    [
      'an impossible date',
      `?cursor=${Buffer.from(JSON.stringify(['2026-02-31T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`,
    ],
    [
      'the year 0000, which JavaScript parses and PostgreSQL refuses',
      `?cursor=${Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`,
    ],
  ])('refuses a bad cursor (%s) with 400', async (_name, query) => {
    const { cookie } = await signedInParent(t);
    await expectError(
      await t.request(`/api/wallet/transactions${query}`, { cookie }),
      400,
      'validation_failed',
      'Cursor is not valid: pass back nextCursor unchanged',
    );
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=101', 'limit must be at most 100'],
    ['?limit=abc', 'limit must be a whole number'],
  ])('refuses %s', async (query, message) => {
    const { cookie } = await signedInParent(t);
    await expectError(
      await t.request(`/api/wallet/transactions${query}`, { cookie }),
      400,
      'validation_failed',
      message,
    );
  });
});
