import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../../tests/test-app';
import { signUp } from '../../../../tests/accounts';
import type { z } from 'zod';
import type {
  AddCardInput,
  GiftCardRedeemedSchema,
  PaymentMethod,
  TopUpResultSchema,
  Wallet,
} from '../../../shared/schemas/wallet';
import { walletTransactions, wallets } from '../../db/schema';
import type { PaymentGateway } from '../../lib/payments';
import { createSimulatedGateway } from '../../lib/payments';

export { expectError } from '../../../../tests/accounts';

let parents = 0;

/** A newly signed-up parent's session cookie. */
export async function signedInParent(t: TestApp) {
  parents += 1;
  const { user, cookie } = await signUp(t, `wallet${parents}.${Date.now()}@example.com`);
  return { userId: user.id, cookie };
}

/** Next month as 'MM/YY': always a valid expiry. */
export function futureExpiry(monthsAhead = 1, now = new Date()) {
  const d = new Date(now.getFullYear(), now.getMonth() + monthsAhead, 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getFullYear() % 100).padStart(2, '0')}`;
}

export const cardInput = (overrides: Partial<AddCardInput> = {}): AddCardInput => ({
  cardNumber: '4242 4242 4242 4242',
  cardholderName: 'Ann Lee',
  expiryDate: futureExpiry(12),
  cvv: '123',
  setAsDefault: false,
  ...overrides,
});

export async function addCard(t: TestApp, cookie: string, overrides: Partial<AddCardInput> = {}) {
  const res = await t.request('/api/wallet/payment-methods', {
    cookie,
    json: cardInput(overrides),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Extract<PaymentMethod, { type: 'card' }>;
}

export async function getWallet(t: TestApp, cookie: string) {
  const res = await t.request('/api/wallet', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Wallet;
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
  return t.request('/api/wallet/gift-cards', {
    cookie,
    json: { giftCardCode },
    headers: { 'x-forwarded-for': address },
  });
}

/** The wallet tests' environment: generous account limits, client addresses from the tests. */
export const walletTestEnv = { AUTH_RATE_LIMIT: '1000', TRUST_PROXY: 'true' };

export async function redeemOk(t: TestApp, cookie: string, giftCardCode: string) {
  const res = await redeem(t, cookie, giftCardCode);
  expect(res.status).toBe(201);
  return (await res.json()) as GiftCardRedeemed;
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

/**
 * The simulated gateway, counting the calls that would reach a real provider and keeping each
 * successful charge (a replayed key answers an earlier chargeId: count distinct ids for money
 * taken) and each refund.
 */
export function countingGateway() {
  const inner = createSimulatedGateway();
  const calls = { saveCard: 0, charge: 0, refund: 0 };
  const charges: { chargeId: string; token: string; amountCents: number }[] = [];
  const refunds: { chargeId: string; amountCents: number }[] = [];
  const gateway: PaymentGateway = {
    name: inner.name,
    saveCard: (input) => {
      calls.saveCard += 1;
      return inner.saveCard(input);
    },
    charge: async (input) => {
      calls.charge += 1;
      const result = await inner.charge(input);
      if (result.ok) {
        charges.push({
          chargeId: result.chargeId,
          token: input.token,
          amountCents: input.amountCents,
        });
      }
      return result;
    },
    refund: async (input) => {
      calls.refund += 1;
      const result = await inner.refund(input);
      if (result.ok) refunds.push(input);
      return result;
    },
  };
  return { gateway, calls, charges, refunds };
}

/** Distinct charge ids among charges[from…]: the charges that really took money. */
export const distinctCharges = (charges: { chargeId: string }[], from = 0) =>
  new Set(charges.slice(from).map((c) => c.chargeId)).size;
