import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { Booking } from '../../../shared/schemas/booking';
import type { PaymentMethod } from '../../../shared/schemas/wallet';
import { createActivity, createKid, signedInParent } from '../../../../tests/factories';
import { bookingBody, bookOk, cancel } from './bookings.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { onDisk: true });
});
afterAll(() => t.close());

async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json();
}

/** Everything the parent's screens show about money and bookings, read through the API. */
async function whatTheParentSees(cookie: string, activityIds: number[]) {
  return {
    wallet: await ok(await t.request('/api/wallet', { cookie })),
    transactions: await ok(await t.request('/api/wallet/transactions?limit=50', { cookie })),
    bookings: await ok(await t.request('/api/bookings', { cookie })),
    spotsLeft: await Promise.all(
      activityIds.map(async (id) => {
        const activity = (await ok(await t.request(`/api/activities/${id}`))) as {
          spotsLeft: number;
        };
        return activity.spotsLeft;
      }),
    ),
  };
}

describe('a restart of the server', () => {
  it('keeps every figure of the wallet and the bookings, and refunds still reach their method', async () => {
    const parent = await signedInParent(t);
    const mia = await createKid(t, parent, { name: 'Mia', age: 6 });
    const leo = await createKid(t, parent, { name: 'Leo', age: 5 });

    const issued = (await ok(
      await t.request('/api/admin/gift-cards', {
        json: { amountDollars: 50, count: 1 },
        headers: { authorization: 'Bearer test-admin-secret' },
      }),
      201,
    )) as { items: { code: string }[] };
    await ok(
      await t.request('/api/wallet/gift-cards', {
        cookie: parent.cookie,
        json: { giftCardCode: issued.items[0]?.code },
      }),
      201,
    );
    const card = (await ok(
      await t.request('/api/wallet/payment-methods', {
        cookie: parent.cookie,
        json: {
          cardNumber: '4242 4242 4242 4242',
          cardholderName: 'Ann Lee',
          expiryDate: `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`,
          cvv: '123',
          setAsDefault: true,
        },
      }),
      201,
    )) as PaymentMethod;
    await ok(
      await t.request('/api/wallet/top-ups', {
        cookie: parent.cookie,
        json: { paymentMethodId: card.id, amountCents: 2000, idempotencyKey: randomUUID() },
      }),
      201,
    );

    const pottery = await createActivity(t.db, { title: 'Pottery', priceCents: 3000 });
    const chess = await createActivity(t.db, { title: 'Chess Club', priceCents: 1500 });
    const byWallet = await bookOk(
      t,
      parent.cookie,
      bookingBody(pottery.id, [mia.id, leo.id], { method: 'wallet' }),
    );
    const byCard = await bookOk(
      t,
      parent.cookie,
      bookingBody(chess.id, [mia.id], { method: 'card', paymentMethodId: card.id }),
    );

    const before = await whatTheParentSees(parent.cookie, [pottery.id, chess.id]);
    // $50 gift card + $20 top-up − $60 for two kids at Pottery (the card paid for Chess Club).
    expect(before.wallet).toMatchObject({ balanceCents: 1000 });
    expect(before.spotsLeft).toEqual([8, 9]);

    await t.restart();

    // The same session, the same figures, in the same order.
    expect(await whatTheParentSees(parent.cookie, [pottery.id, chess.id])).toEqual(before);

    // Refunds after the restart: the wallet gets its money back, the card its charge.
    const walletRefund = (await ok(await cancel(t, parent.cookie, byWallet.id))) as Booking;
    expect(walletRefund).toMatchObject({ status: 'cancelled', refundCents: 6000 });
    const cardRefund = (await ok(await cancel(t, parent.cookie, byCard.id))) as Booking;
    expect(cardRefund).toMatchObject({ status: 'cancelled', refundCents: 1500 });

    const after = await whatTheParentSees(parent.cookie, [pottery.id, chess.id]);
    expect(after.wallet).toMatchObject({ balanceCents: 7000 });
    expect(after.spotsLeft).toEqual([10, 10]);
  });
});
