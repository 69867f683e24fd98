import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import type { z } from 'zod';
import type { GiftCardRedeemedSchema, TopUpResultSchema } from '../../../shared/schemas/wallet';
import { walletTransactions, wallets } from '../../db/schema';

export { expectError } from '../../../../tests/accounts';

export async function getWallet(t: TestApp, cookie: string) {
  return expectJson(await t.api({ cookie }).wallet.$get(), 200);
}

/** New codes through the admin API, as `npm run giftcards` does against a running server. */
export async function issueCodes(t: TestApp, amountDollars: number, count = 1) {
  const res = await t.request('/api/admin/gift-cards', {
    json: { amountDollars, count },
    headers: { authorization: 'Bearer test-admin-secret' },
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { items: { code: string; amountCents: number }[] };
  return body.items.map((g) => g.code);
}

/** One new code worth `amountDollars`. */
export async function issueCode(t: TestApp, amountDollars: number) {
  return nth(await issueCodes(t, amountDollars, 1), 0);
}

/** items[i], failing the test when there is none. */
export function nth<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`expected an item at ${i} of ${items.length}`);
  return item;
}

let addresses = 0;

/**
 * Redemptions are limited per client address; with TRUST_PROXY on (walletTestEnv) each call
 * comes from an address of its own unless the test names one.
 */
export function redeem(t: TestApp, cookie: string, giftCardCode: string, ip?: string) {
  addresses += 1;
  const address =
    ip ?? `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
  return t
    .api({ cookie })
    .wallet['gift-cards'].$post(
      { json: { giftCardCode } },
      { headers: { 'x-forwarded-for': address } },
    );
}

/** The wallet tests' environment: generous account limits, client addresses from the tests. */
export const walletTestEnv = { AUTH_RATE_LIMIT: '1000', TRUST_PROXY: 'true' };

export async function redeemOk(t: TestApp, cookie: string, giftCardCode: string) {
  return expectJson(await redeem(t, cookie, giftCardCode), 201);
}

export type GiftCardRedeemed = z.infer<typeof GiftCardRedeemedSchema>;
export type TopUpResult = z.infer<typeof TopUpResultSchema>;

/** The ledger sum and the kept balance, straight from the database. */
export async function ledgerAndBalance(t: TestApp, userId: string) {
  const [ledger] = await t.db
    .select({ sum: sql<number>`coalesce(sum(${walletTransactions.amountCents}), 0)::int` })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  const [wallet] = await t.db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return { ledgerCents: Number(ledger?.sum ?? 0), balanceCents: wallet?.balanceCents ?? 0 };
}
