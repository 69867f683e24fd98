import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import {
  addCard,
  countingGateway,
  createActivity,
  createKid,
  signedInParent,
} from '../../../../tests/factories';
import { TEST_CARDS } from '../../lib/payments';
import { createLogger } from '../../lib/logger';
import { createMailer } from '../../lib/mail';
import { runPaymentSweep } from '../../payment-sweep';
import {
  balanceOf,
  book,
  bookingBody,
  bookOk,
  cancel,
  expectError,
  fundWallet,
  ledgerOf,
  listBookings,
  mailsTo,
  spotsLeft,
} from './bookings.test-helpers';

/**
 * A split payment (decision record 042): part from the wallet, the rest by card, one booking.
 * Here a $60.00 booking (two children at $30.00) with $50.00 in the wallet.
 */

let t: TestApp;
const gw = countingGateway();
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { payments: gw.gateway });
});
afterAll(() => t.close());

const INSUFFICIENT = 'Your wallet balance is too low for this booking';

async function family({
  balanceCents = 5000,
  cardNumber = TEST_CARDS.succeeds as string,
}: { balanceCents?: number; cardNumber?: string } = {}) {
  const parent = await signedInParent(t);
  const mia = await createKid(t, parent, { name: 'Mia', age: 6 });
  const leo = await createKid(t, parent, { name: 'Leo', age: 5 });
  const card = await addCard(t, parent, { cardNumber });
  await fundWallet(t.db, parent.userId, balanceCents);
  const activity = await createActivity(t.db, { title: 'Clay Club', priceCents: 3000 });
  const split = (walletCents?: number) =>
    bookingBody(activity.id, [mia.id, leo.id], {
      method: 'card',
      paymentMethodId: card.id,
      ...(walletCents === undefined ? {} : { walletCents }),
    });
  return { ...parent, mia, leo, card, activity, split };
}

const chargesSince = (from: number) =>
  gw.charges.slice(from).map((c) => ({ amountCents: c.amountCents, ok: c.result.ok }));

describe('POST /api/bookings with a split payment', () => {
  it('takes $50.00 from the wallet and charges the card $10.00: one booking, two parts', async () => {
    const p = await family();
    const from = gw.charges.length;
    const booking = await bookOk(t, p.cookie, p.split(5000));

    expect(booking).toMatchObject({
      totalCents: 6000,
      paymentStatus: 'completed',
      payment: {
        method: 'card',
        paymentMethodId: p.card.id,
        label: 'Wallet and Visa ending in 4242',
        parts: [
          { method: 'wallet', label: 'Wallet', amountCents: 5000 },
          { method: 'card', label: 'Visa ending in 4242', amountCents: 1000 },
        ],
      },
    });
    expect(chargesSince(from)).toEqual([{ amountCents: 1000, ok: true }]);
    expect(await balanceOf(t.db, p.userId)).toBe(0);
    const ledger = await ledgerOf(t.db, p.userId);
    expect(ledger.rows.at(-1)).toMatchObject({
      type: 'payment',
      amountCents: -5000,
      description: 'Booking: Clay Club ($10.00 more by Visa ending in 4242)',
      bookingId: booking.id,
    });
    expect(ledger.sum).toBe(0);
    expect((await mailsTo(t.db, p.email)).at(-1)?.text).toContain(
      'Total: $60.00 ($50.00 from your wallet, $10.00 by Visa ending in 4242)',
    );
  });

  it('answers a retry with the same key with the same booking, and refuses another split on it', async () => {
    const p = await family();
    const body = p.split(5000);
    const booking = await bookOk(t, p.cookie, body);
    const from = gw.charges.length;
    const again = await expectJson(await book(t, p.cookie, body), 200);
    expect(again.id).toBe(booking.id);
    await expectError(
      await book(t, p.cookie, {
        ...body,
        payment: { method: 'card', paymentMethodId: p.card.id, walletCents: 4000 },
      }),
      422,
      'idempotency_key_reused',
      'This idempotency key was already used for a different booking.',
    );
    expect(gw.charges.length).toBe(from);
    expect(await balanceOf(t.db, p.userId)).toBe(0);
  });

  it('leaves the wallet untouched and books nothing when the card is declined', async () => {
    const p = await family({ cardNumber: TEST_CARDS.declined });
    await expectError(
      await book(t, p.cookie, p.split(5000)),
      402,
      'card_declined',
      'Your card was declined. Please use another card.',
    );
    expect(await balanceOf(t.db, p.userId)).toBe(5000);
    expect((await ledgerOf(t.db, p.userId)).rows.map((r) => r.type)).toEqual(['deposit']);
    expect((await listBookings(t, p.cookie)).items).toEqual([]);
    expect(await spotsLeft(t.db, p.activity.id)).toBe(10);
  });

  it('gives the wallet back its part when the booking fails after the charge (the charge refunded)', async () => {
    const p = await family();
    const refundsFrom = gw.refunds.length;
    gw.faults.unstorableChargeId = true;
    try {
      // The injected charge id cannot be stored: the booking's write fails after the charge.
      expect((await book(t, p.cookie, p.split(5000))).status).toBe(400);
    } finally {
      gw.faults.unstorableChargeId = false;
    }
    expect(await balanceOf(t.db, p.userId)).toBe(5000);
    expect((await listBookings(t, p.cookie)).items).toEqual([]);
    expect(gw.refunds.slice(refundsFrom).map((r) => [r.amountCents, r.result.ok])).toEqual([
      [1000, true],
    ]);
  });

  it('refuses a wallet part the balance does not hold, or the whole total, before any charge', async () => {
    const p = await family({ balanceCents: 4000 });
    const from = gw.charges.length;
    await expectError(
      await book(t, p.cookie, p.split(5000)),
      402,
      'insufficient_balance',
      INSUFFICIENT,
    );
    await expectError(
      await book(t, p.cookie, p.split(6000)),
      422,
      'wallet_part_too_large',
      'The amount from your wallet must be less than the booking total. To pay it all from your wallet, choose Wallet.',
    );
    const zero = await book(t, p.cookie, p.split(0));
    expect(zero.status).toBe(400);
    expect(gw.charges.length).toBe(from);
    expect(await balanceOf(t.db, p.userId)).toBe(4000);
    expect(await spotsLeft(t.db, p.activity.id)).toBe(10);
  });

  it("still refuses the wallet alone with the spec's 'Insufficient balance' when it is short", async () => {
    const p = await family();
    await expectError(
      await book(t, p.cookie, bookingBody(p.activity.id, [p.mia.id, p.leo.id])),
      402,
      'insufficient_balance',
      INSUFFICIENT,
    );
    expect(await balanceOf(t.db, p.userId)).toBe(5000);
  });

  it('two split bookings at once on one wallet: one takes the $50.00, the other is refused uncharged', async () => {
    const p = await family();
    const other = await createActivity(t.db, { priceCents: 3000 });
    const from = gw.charges.length;
    const second = bookingBody(other.id, [p.mia.id, p.leo.id], {
      method: 'card',
      paymentMethodId: p.card.id,
      walletCents: 5000,
    });
    const answers = await Promise.all([
      book(t, p.cookie, p.split(5000)),
      book(t, p.cookie, second),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 402]);
    expect(await balanceOf(t.db, p.userId)).toBe(0);
    expect((await ledgerOf(t.db, p.userId)).sum).toBe(0);
    expect(chargesSince(from)).toEqual([{ amountCents: 1000, ok: true }]);
    expect((await listBookings(t, p.cookie)).items).toHaveLength(1);
  });
});

describe('cancelling a split booking', () => {
  it('returns to each source exactly what it paid', async () => {
    const p = await family();
    const booking = await bookOk(t, p.cookie, p.split(5000));
    const charge = gw.charges.at(-1)?.result;
    const refundsFrom = gw.refunds.length;

    const cancelled = await expectJson(await cancel(t, p.cookie, booking.id), 200);
    expect(cancelled).toMatchObject({ status: 'cancelled', refundCents: 6000 });
    expect(await balanceOf(t.db, p.userId)).toBe(5000);
    expect((await ledgerOf(t.db, p.userId)).rows.at(-1)).toMatchObject({
      type: 'refund',
      amountCents: 5000,
      description: 'Refund: Clay Club',
      bookingId: booking.id,
    });
    expect(gw.refunds.slice(refundsFrom)).toEqual([
      {
        chargeId: charge?.ok ? charge.chargeId : 'none',
        amountCents: 1000,
        result: { ok: true, refundId: expect.any(String) },
      },
    ]);
    expect((await mailsTo(t.db, p.email)).at(-1)?.text).toContain(
      '$60.00 has been refunded to your wallet ($50.00) and your Visa ending in 4242 ($10.00).',
    );
  });
});

describe('a split booking whose charge answer is lost', () => {
  const logger = createLogger('silent');
  const sweep = () =>
    runPaymentSweep(
      t.handle,
      {
        payments: gw.gateway,
        logger,
        mailer: createMailer({ db: t.db, logger, from: 'Kidventure <hello@kidventure.test>' }),
        appUrl: TEST_ORIGIN,
      },
      { graceMs: 0 },
    );
  async function lostAnswer(p: Awaited<ReturnType<typeof family>>) {
    gw.faults.loseChargeAnswer = true;
    try {
      expect((await book(t, p.cookie, p.split(5000))).status).toBe(503);
    } finally {
      gw.faults.loseChargeAnswer = false;
    }
    // The attempt rolled back: the wallet's part is still there.
    expect(await balanceOf(t.db, p.userId)).toBe(5000);
  }

  it('is completed by the sweep, which takes the wallet part then', async () => {
    const p = await family();
    await lostAnswer(p);
    expect(await sweep()).toMatchObject({ completed: 1, refunded: 0 });
    const [booking] = (await listBookings(t, p.cookie)).items;
    expect(booking?.payment.parts.map((part) => part.amountCents)).toEqual([5000, 1000]);
    expect(await balanceOf(t.db, p.userId)).toBe(0);
  });

  it('is refunded by the sweep when the wallet no longer holds its part', async () => {
    const p = await family();
    await lostAnswer(p);
    // Spent meanwhile on a wallet booking.
    const cheap = await createActivity(t.db, { priceCents: 1000 });
    await bookOk(t, p.cookie, bookingBody(cheap.id, [p.mia.id]));
    const refundsFrom = gw.refunds.length;
    expect(await sweep()).toMatchObject({ completed: 0, refunded: 1 });
    expect(gw.refunds.slice(refundsFrom).map((r) => r.amountCents)).toEqual([1000]);
    expect(await balanceOf(t.db, p.userId)).toBe(4000);
    expect((await listBookings(t, p.cookie)).items.map((b) => b.activity.id)).toEqual([cheap.id]);
  });
});
