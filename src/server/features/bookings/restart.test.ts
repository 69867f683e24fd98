import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { addCard, createActivity, createKid, signedInParent } from '../../../../tests/factories';
import { expectJson } from '../../../../tests/test-client';
import { bookingBody, bookOk, cancel } from './bookings.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { onDisk: true });
});
afterAll(() => t.close());

/** Everything the parent's screens show about money and bookings, read through the API. */
async function whatTheParentSees(cookie: string, activityIds: number[]) {
  const api = t.api({ cookie });
  return {
    wallet: await expectJson(await api.wallet.$get(), 200),
    transactions: await expectJson(
      await api.wallet.transactions.$get({ query: { limit: '50' } }),
      200,
    ),
    bookings: await expectJson(await api.bookings.$get({ query: {} }), 200),
    spotsLeft: await Promise.all(
      activityIds.map(async (id) => {
        const res = await t.api().activities[':id'].$get({ param: { id: String(id) } });
        return (await expectJson(res, 200)).spotsLeft;
      }),
    ),
  };
}

describe('a restart of the server', () => {
  it('keeps every figure of the wallet and the bookings, and refunds still reach their method', async () => {
    const parent = await signedInParent(t);
    const mia = await createKid(t, parent, { name: 'Mia', age: 6 });
    const leo = await createKid(t, parent, { name: 'Leo', age: 5 });

    const api = t.api(parent);
    // The admin API is not part of AppType (its client is scripts/): a plain request.
    const issuing = await t.request('/api/admin/gift-cards', {
      json: { amountDollars: 50, count: 1 },
      headers: { authorization: 'Bearer test-admin-secret' },
    });
    expect(issuing.status, await issuing.clone().text()).toBe(201);
    const issued = (await issuing.json()) as { items: { code: string }[] };
    await expectJson(
      await api.wallet['gift-cards'].$post({ json: { giftCardCode: issued.items[0]?.code ?? '' } }),
      201,
    );
    const card = await addCard(t, parent, {
      expiryDate: `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`,
      setAsDefault: true,
    });
    await expectJson(
      await api.wallet['top-ups'].$post({
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
    const walletRefund = await expectJson(await cancel(t, parent.cookie, byWallet.id), 200);
    expect(walletRefund).toMatchObject({ status: 'cancelled', refundCents: 6000 });
    const cardRefund = await expectJson(await cancel(t, parent.cookie, byCard.id), 200);
    expect(cardRefund).toMatchObject({ status: 'cancelled', refundCents: 1500 });

    const after = await whatTheParentSees(parent.cookie, [pottery.id, chess.id]);
    expect(after.wallet).toMatchObject({ balanceCents: 7000 });
    expect(after.spotsLeft).toEqual([10, 10]);
  });
});
