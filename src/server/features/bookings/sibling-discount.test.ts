import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import {
  addCard,
  countingGateway,
  createActivity,
  createKid,
  createProvider,
  signedInParent,
} from '../../../../tests/factories';
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
} from './bookings.test-helpers';

/**
 * A provider's sibling discount (shared/sibling-discount): two children at $30.00 with a 10%
 * provider are $60.00, less $3.00 off the second child: $57.00 to pay.
 */

let t: TestApp;
const gw = countingGateway();
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { payments: gw.gateway });
});
afterAll(() => t.close());

async function family({
  balanceCents = 0,
  percent = 10 as number | null,
}: { balanceCents?: number; percent?: number | null } = {}) {
  const parent = await signedInParent(t);
  const mia = await createKid(t, parent, { name: 'Mia', age: 6 });
  const leo = await createKid(t, parent, { name: 'Leo', age: 5 });
  if (balanceCents > 0) await fundWallet(t.db, parent.userId, balanceCents);
  const providerId = await createProvider(t.db, 'Clay Corner', { siblingDiscountPercent: percent });
  const activity = await createActivity(t.db, { title: 'Clay Club', priceCents: 3000, providerId });
  const both = [mia.id, leo.id];
  return { ...parent, mia, leo, activity, both };
}

const chargesSince = (from: number) =>
  gw.charges.slice(from).map((c) => ({ amountCents: c.amountCents, ok: c.result.ok }));

async function transactions(cookie: string) {
  const res = await t.request('/api/wallet/transactions', { cookie });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    items: { type: string; amountCents: number; description: string }[];
  };
  return body.items.map(({ type, amountCents, description }) => ({
    type,
    amountCents,
    description,
  }));
}

describe('the activity API', () => {
  it("states the provider's sibling discount, or null without one", async () => {
    const discounting = await family();
    const plain = await family({ percent: null });
    const provider = async (id: number) => {
      const res = await t.request(`/api/activities/${id}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { provider: { siblingDiscountPercent: number | null } })
        .provider;
    };
    expect(await provider(discounting.activity.id)).toMatchObject({ siblingDiscountPercent: 10 });
    expect(await provider(plain.activity.id)).toMatchObject({ siblingDiscountPercent: null });
  });
});

describe('booking two children with a 10% provider', () => {
  it('from the wallet: takes $57.00, records the discount, and a refund returns $57.00', async () => {
    // $57.00 is enough: the wallet check is on what is paid, not on price × children.
    const p = await family({ balanceCents: 5700 });
    const booking = await bookOk(t, p.cookie, bookingBody(p.activity.id, p.both));

    expect(booking).toMatchObject({
      priceCents: 3000,
      discountCents: 300,
      totalCents: 5700,
      payment: { method: 'wallet', parts: [{ method: 'wallet', amountCents: 5700 }] },
    });
    expect(await balanceOf(t.db, p.userId)).toBe(0);
    expect((await transactions(p.cookie))[0]).toEqual({
      type: 'payment',
      amountCents: -5700,
      description: 'Booking: Clay Club ($3.00 sibling discount)',
    });
    const mail = (await mailsTo(t.db, p.email)).at(-1)?.text;
    expect(mail).toContain('Sibling discount: −$3.00\nTotal: $57.00 (Wallet)');

    const again = await expectJson(
      await t.api({ cookie: p.cookie }).bookings[':id'].$get({ param: { id: booking.id } }),
      200,
    );
    expect(again).toMatchObject({
      discountCents: 300,
      totalCents: 5700,
      cancellation: { refundable: true, refundCents: 5700 },
    });

    const cancelled = await expectJson(await cancel(t, p.cookie, booking.id), 200);
    expect(cancelled).toMatchObject({ status: 'cancelled', refundCents: 5700 });
    expect(await balanceOf(t.db, p.userId)).toBe(5700);
    expect((await transactions(p.cookie))[0]).toEqual({
      type: 'refund',
      amountCents: 5700,
      description: 'Refund: Clay Club',
    });
    expect((await ledgerOf(t.db, p.userId)).sum).toBe(5700);
  });

  it('by card: charges $57.00 and refunds $57.00 to the card', async () => {
    const p = await family();
    const card = await addCard(t, p);
    const from = gw.charges.length;
    const booking = await bookOk(
      t,
      p.cookie,
      bookingBody(p.activity.id, p.both, { method: 'card', paymentMethodId: card.id }),
    );
    expect(booking).toMatchObject({ discountCents: 300, totalCents: 5700 });
    expect(chargesSince(from)).toEqual([{ amountCents: 5700, ok: true }]);

    const refundsFrom = gw.refunds.length;
    await expectJson(await cancel(t, p.cookie, booking.id), 200);
    expect(gw.refunds.slice(refundsFrom).map((r) => r.amountCents)).toEqual([5700]);
  });

  it('lists the booking with what was paid', async () => {
    const p = await family({ balanceCents: 10_000 });
    await bookOk(t, p.cookie, bookingBody(p.activity.id, p.both));
    const [listed] = (await listBookings(t, p.cookie)).items;
    expect(listed).toMatchObject({ discountCents: 300, totalCents: 5700 });
  });
});

describe('a split payment with a sibling discount', () => {
  async function splitFamily() {
    const p = await family({ balanceCents: 5000 });
    const card = await addCard(t, p);
    const split = (walletCents: number) =>
      bookingBody(p.activity.id, p.both, {
        method: 'card',
        paymentMethodId: card.id,
        walletCents,
      });
    return { ...p, card, split };
  }

  it('takes $50.00 from the wallet and charges the card the $7.00 left to pay', async () => {
    const p = await splitFamily();
    const from = gw.charges.length;
    const booking = await bookOk(t, p.cookie, p.split(5000));

    expect(booking).toMatchObject({
      discountCents: 300,
      totalCents: 5700,
      payment: {
        parts: [
          { method: 'wallet', amountCents: 5000 },
          { method: 'card', amountCents: 700 },
        ],
      },
    });
    expect(chargesSince(from)).toEqual([{ amountCents: 700, ok: true }]);
    expect((await transactions(p.cookie))[0]).toEqual({
      type: 'payment',
      amountCents: -5000,
      description: 'Booking: Clay Club ($3.00 sibling discount; $7.00 more by Visa ending in 4242)',
    });

    const refundsFrom = gw.refunds.length;
    const cancelled = await expectJson(await cancel(t, p.cookie, booking.id), 200);
    expect(cancelled).toMatchObject({ refundCents: 5700 });
    expect(await balanceOf(t.db, p.userId)).toBe(5000);
    expect(gw.refunds.slice(refundsFrom).map((r) => r.amountCents)).toEqual([700]);
  });

  it('refuses a wallet part as large as the amount to pay, though below price × children', async () => {
    const p = await splitFamily();
    await fundWallet(t.db, p.userId, 1000);
    const from = gw.charges.length;
    await expectError(
      await book(t, p.cookie, p.split(5700)),
      422,
      'wallet_part_too_large',
      'The amount from your wallet must be less than the booking total. To pay it all from your wallet, choose Wallet.',
    );
    expect(gw.charges.length).toBe(from);
    expect(await balanceOf(t.db, p.userId)).toBe(6000);
  });

  it('is completed by the payment sweep at the discounted amount when the charge answer is lost', async () => {
    const p = await splitFamily();
    gw.faults.loseChargeAnswer = true;
    try {
      expect((await book(t, p.cookie, p.split(5000))).status).toBe(503);
    } finally {
      gw.faults.loseChargeAnswer = false;
    }
    const logger = createLogger('silent');
    const mailer = createMailer({ db: t.db, logger, from: 'Kidventure <hello@kidventure.test>' });
    const swept = await runPaymentSweep(
      t.handle,
      { payments: gw.gateway, logger, mailer, appUrl: TEST_ORIGIN },
      { graceMs: 0 },
    );
    expect(swept).toMatchObject({ completed: 1, refunded: 0 });
    const [booking] = (await listBookings(t, p.cookie)).items;
    expect(booking).toMatchObject({ discountCents: 300, totalCents: 5700 });
    expect(booking?.payment.parts.map((part) => part.amountCents)).toEqual([5000, 700]);
    expect(await balanceOf(t.db, p.userId)).toBe(0);
  });
});

describe('without a discount to take', () => {
  it('charges price × children when the provider offers none', async () => {
    const p = await family({ balanceCents: 6000, percent: null });
    const booking = await bookOk(t, p.cookie, bookingBody(p.activity.id, p.both));
    expect(booking).toMatchObject({ discountCents: 0, totalCents: 6000 });
    expect((await transactions(p.cookie))[0]).toEqual({
      type: 'payment',
      amountCents: -6000,
      description: 'Booking: Clay Club',
    });
    const mail = (await mailsTo(t.db, p.email)).at(-1)?.text;
    expect(mail).not.toContain('Sibling discount');
  });

  it('charges the full price for one child, even with a discounting provider', async () => {
    const p = await family({ balanceCents: 3000 });
    const booking = await bookOk(t, p.cookie, bookingBody(p.activity.id, [p.mia.id]));
    expect(booking).toMatchObject({ discountCents: 0, totalCents: 3000 });
    expect(await balanceOf(t.db, p.userId)).toBe(0);
  });
});
