import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InferRequestType } from 'hono/client';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson, type TestClient } from '../../../../tests/test-client';
import { paymentMethods, walletTransactions } from '../../db/schema';
import {
  addCard,
  countingGateway,
  distinctCharges,
  signedInParent,
} from '../../../../tests/factories';
import {
  expectError,
  getWallet,
  issueCode,
  ledgerAndBalance,
  redeemOk,
  type TopUpResult,
  walletTestEnv,
} from './wallet.test-helpers';

const { gateway, calls, charges, refunds } = countingGateway();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(walletTestEnv, { payments: gateway });
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `topup-${Date.now()}-${++keys}`;

function topUp(
  cookie: string,
  body: InferRequestType<TestClient['wallet']['top-ups']['$post']>['json'],
) {
  return t.api({ cookie }).wallet['top-ups'].$post({ json: body });
}

describe('top-ups', () => {
  it('charges the card once and credits a deposit; the same key again answers the first result', async () => {
    const { userId, cookie } = await signedInParent(t);
    const card = await addCard(t, { cookie });
    const key = newKey();
    const before = calls.charge;
    const res = await topUp(cookie, {
      paymentMethodId: card.id,
      amountCents: 2000,
      idempotencyKey: key,
    });
    const first = await expectJson(res, 201);
    expect(first).toEqual({
      balanceCents: 2000,
      transaction: {
        id: expect.any(String),
        type: 'deposit',
        description: 'Top up from Visa ending in 4242',
        amountCents: 2000,
        date: expect.any(String),
        bookingId: null,
      },
    });
    expect(calls.charge - before).toBe(1);

    const again = await topUp(cookie, {
      paymentMethodId: card.id,
      amountCents: 2000,
      idempotencyKey: key,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(calls.charge - before).toBe(1);

    const rows = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotencyKey).toBe(key);
    expect(await ledgerAndBalance(t, userId)).toEqual({ ledgerCents: 2000, balanceCents: 2000 });
  });

  it('answers one deposit and one charge when the same key arrives 5 times at once', async () => {
    const { userId, cookie } = await signedInParent(t);
    const card = await addCard(t, { cookie });
    const key = newKey();
    const before = { calls: calls.charge, charges: charges.length };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        topUp(cookie, { paymentMethodId: card.id, amountCents: 1500, idempotencyKey: key }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    const ids = new Set(
      await Promise.all(answers.map(async (r) => ((await r.json()) as TopUpResult).transaction.id)),
    );
    expect(ids.size).toBe(1);
    expect(await ledgerAndBalance(t, userId)).toEqual({ ledgerCents: 1500, balanceCents: 1500 });
    // One charge took money, and the requests that lost never reached the gateway.
    expect(distinctCharges(charges, before.charges)).toBe(1);
    expect(calls.charge - before.calls).toBe(1);
  });

  it('charges the card named in the deposit, for its amount, when one key races with another card and amount', async () => {
    const { userId, cookie } = await signedInParent(t);
    const visa = await addCard(t, { cookie });
    const master = await addCard(t, { cookie }, { cardNumber: '5555 5555 5555 4444' });
    const key = newKey();
    const before = charges.length;
    const answers = await Promise.all([
      topUp(cookie, { paymentMethodId: visa.id, amountCents: 1000, idempotencyKey: key }),
      topUp(cookie, { paymentMethodId: master.id, amountCents: 3000, idempotencyKey: key }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    const winner = answers.find((r) => r.status === 201);
    const { transaction } = (await winner?.json()) as TopUpResult;

    const taken = charges.slice(before);
    expect(taken).toHaveLength(1);
    const tokens = await t.db
      .select({ id: paymentMethods.id, token: paymentMethods.gatewayToken })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId));
    const chargedCard = tokens.find((m) => m.token === taken[0]?.token)?.id;
    expect(taken[0]?.amountCents).toBe(transaction.amountCents);
    expect(transaction.description).toBe(
      chargedCard === visa.id
        ? 'Top up from Visa ending in 4242'
        : 'Top up from MasterCard ending in 4444',
    );
    expect(await ledgerAndBalance(t, userId)).toEqual({
      ledgerCents: transaction.amountCents,
      balanceCents: transaction.amountCents,
    });
  });

  it('refunds a charge whose deposit fails to commit; the same key again charges afresh and credits once', async () => {
    const { userId, cookie } = await signedInParent(t);
    const card = await addCard(t, { cookie });
    const key = newKey();
    const body = { paymentMethodId: card.id, amountCents: 2500, idempotencyKey: key };
    // A check the database makes only at COMMIT, i.e. after the gateway has charged the card.
    await t.db.execute(sql`create function refuse_top_up_commit() returns trigger
      language plpgsql as $$ begin raise exception 'the commit is refused'; end $$`);
    await t.db.execute(
      sql.raw(`create constraint trigger refuse_top_up_commit
      after insert on wallet_transactions deferrable initially deferred for each row
      when (new.idempotency_key = '${key}') execute function refuse_top_up_commit()`),
    );
    const before = { charges: charges.length, refunds: refunds.length };
    try {
      expect((await topUp(cookie, body)).status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_top_up_commit on wallet_transactions`);
      await t.db.execute(sql`drop function refuse_top_up_commit()`);
    }
    const first = charges.slice(before.charges);
    expect(first).toHaveLength(1);
    const charge = first[0]?.result;
    expect(charge?.ok).toBe(true);
    expect(refunds.slice(before.refunds)).toEqual([
      {
        chargeId: charge?.ok ? charge.chargeId : 'none',
        amountCents: 2500,
        result: { ok: true, refundId: expect.any(String) },
      },
    ]);
    expect(await ledgerAndBalance(t, userId)).toEqual({ ledgerCents: 0, balanceCents: 0 });

    // The retry takes the money again (the first charge was given back) and credits it once.
    const retry = await topUp(cookie, body);
    expect(retry.status).toBe(201);
    expect(distinctCharges(charges, before.charges)).toBe(2);
    expect(refunds.length - before.refunds).toBe(1);
    expect((await topUp(cookie, body)).status).toBe(200);
    expect(distinctCharges(charges, before.charges)).toBe(2);
    expect(await ledgerAndBalance(t, userId)).toEqual({ ledgerCents: 2500, balanceCents: 2500 });
  });

  it('adds to money already in the wallet and names the card', async () => {
    const { cookie } = await signedInParent(t);
    const code = await issueCode(t, 10);
    await redeemOk(t, cookie, code);
    const master = await addCard(t, { cookie }, { cardNumber: '5555 5555 5555 4444' });
    const res = await topUp(cookie, {
      paymentMethodId: master.id,
      amountCents: 500,
      idempotencyKey: newKey(),
    });
    const body = await expectJson(res, 201);
    expect(body.balanceCents).toBe(1500);
    expect(body.transaction.description).toBe('Top up from MasterCard ending in 4444');
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined. Please use another card.'],
    [
      '4000 0000 0000 9995',
      'insufficient_funds',
      'Your card has insufficient funds. Please use another card.',
    ],
  ])('refuses with 402 for %s and writes nothing', async (cardNumber, code, message) => {
    const { userId, cookie } = await signedInParent(t);
    const card = await addCard(t, { cookie }, { cardNumber });
    const key = newKey();
    const res = await topUp(cookie, {
      paymentMethodId: card.id,
      amountCents: 2000,
      idempotencyKey: key,
    });
    await expectError(res, 402, code, message);
    const wallet = await getWallet(t, cookie);
    expect(wallet.balanceCents).toBe(0);
    expect(wallet.counts.transactions).toBe(0);
    expect(await ledgerAndBalance(t, userId)).toEqual({ ledgerCents: 0, balanceCents: 0 });
    // A retry with the same key is refused again, not answered with a phantom success.
    await expectError(
      await topUp(cookie, { paymentMethodId: card.id, amountCents: 2000, idempotencyKey: key }),
      402,
      code,
      message,
    );
  });

  it('refuses a gift card as the source (400 not_a_card)', async () => {
    const { cookie } = await signedInParent(t);
    const code = await issueCode(t, 10);
    const { paymentMethod } = await redeemOk(t, cookie, code);
    const res = await topUp(cookie, {
      paymentMethodId: paymentMethod.id,
      amountCents: 1000,
      idempotencyKey: newKey(),
    });
    await expectError(
      res,
      400,
      'not_a_card',
      'Only a saved card can be used for this. Please choose a card.',
    );
    expect((await getWallet(t, cookie)).balanceCents).toBe(1000);
  });

  it('refuses a key reused for a different amount', async () => {
    const { cookie } = await signedInParent(t);
    const card = await addCard(t, { cookie });
    const key = newKey();
    expect(
      (await topUp(cookie, { paymentMethodId: card.id, amountCents: 1000, idempotencyKey: key }))
        .status,
    ).toBe(201);
    await expectError(
      await topUp(cookie, { paymentMethodId: card.id, amountCents: 5000, idempotencyKey: key }),
      422,
      'idempotency_key_reused',
      'This idempotency key was already used for a different top-up.',
    );
    expect((await getWallet(t, cookie)).balanceCents).toBe(1000);
  });

  it('refuses a key reused with another card, without charging', async () => {
    const { cookie } = await signedInParent(t);
    const visa = await addCard(t, { cookie });
    const master = await addCard(t, { cookie }, { cardNumber: '5555 5555 5555 4444' });
    const key = newKey();
    expect(
      (await topUp(cookie, { paymentMethodId: visa.id, amountCents: 1000, idempotencyKey: key }))
        .status,
    ).toBe(201);
    const before = calls.charge;
    await expectError(
      await topUp(cookie, { paymentMethodId: master.id, amountCents: 1000, idempotencyKey: key }),
      422,
      'idempotency_key_reused',
      'This idempotency key was already used for a different top-up.',
    );
    expect(calls.charge).toBe(before);
    expect((await getWallet(t, cookie)).balanceCents).toBe(1000);
  });

  it('refuses a key reused with another card of the same brand and last four, without charging', async () => {
    const { cookie } = await signedInParent(t);
    const first = await addCard(t, { cookie });
    const second = await addCard(t, { cookie }, { cardholderName: 'Ben Lee' });
    expect(second.id).not.toBe(first.id);
    const key = newKey();
    expect(
      (await topUp(cookie, { paymentMethodId: first.id, amountCents: 1000, idempotencyKey: key }))
        .status,
    ).toBe(201);
    const before = calls.charge;
    await expectError(
      await topUp(cookie, { paymentMethodId: second.id, amountCents: 1000, idempotencyKey: key }),
      422,
      'idempotency_key_reused',
      'This idempotency key was already used for a different top-up.',
    );
    expect(calls.charge).toBe(before);
    const replayed = await topUp(cookie, {
      paymentMethodId: first.id,
      amountCents: 1000,
      idempotencyKey: key,
    });
    expect(replayed.status).toBe(200);
    expect((await getWallet(t, cookie)).balanceCents).toBe(1000);
  });

  it('keeps two parents’ identical keys apart', async () => {
    const a = await signedInParent(t);
    const b = await signedInParent(t);
    const cardA = await addCard(t, a);
    const cardB = await addCard(t, b);
    const key = newKey();
    const resA = await topUp(a.cookie, {
      paymentMethodId: cardA.id,
      amountCents: 700,
      idempotencyKey: key,
    });
    const resB = await topUp(b.cookie, {
      paymentMethodId: cardB.id,
      amountCents: 900,
      idempotencyKey: key,
    });
    expect([resA.status, resB.status]).toEqual([201, 201]);
    expect((await getWallet(t, a.cookie)).balanceCents).toBe(700);
    expect((await getWallet(t, b.cookie)).balanceCents).toBe(900);
  });

  it.each([
    [{ amountCents: 499 }, 'The smallest top-up is $5.00'],
    [{ amountCents: 50_001 }, 'The largest top-up is $500.00'],
    [{ amountCents: 1000.5 }, 'Please enter an amount in whole cents'],
    [{ amountCents: undefined }, 'Please enter an amount'],
    [{ paymentMethodId: 'nope' }, 'Please choose a card to charge'],
    [{ idempotencyKey: 'short' }, 'The idempotency key must be 8–100 letters, digits, - or _'],
  ])('refuses %o', async (overrides, message) => {
    const { cookie } = await signedInParent(t);
    const card = await addCard(t, { cookie });
    const before = calls.charge;
    // Bodies the contract refuses (a missing amount among them): sent as raw JSON.
    const res = await t.request('/api/wallet/top-ups', {
      cookie,
      json: { paymentMethodId: card.id, amountCents: 2000, idempotencyKey: newKey(), ...overrides },
    });
    await expectError(res, 400, 'validation_failed', message);
    expect(calls.charge).toBe(before);
  });
});
