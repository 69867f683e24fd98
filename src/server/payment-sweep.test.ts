import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../tests/test-app';
import { expectJson } from '../../tests/test-client';
import {
  addCard,
  countingGateway,
  createActivity,
  createKid,
  signedInParent,
} from '../../tests/factories';
import { paymentIntents } from './db/schema';
import {
  book,
  bookingBody,
  bookOk,
  expectError,
  listBookings,
  mailsTo,
  spotsLeft,
  hold,
  releaseHold,
} from './features/bookings/bookings.test-helpers';
import { ledgerAndBalance } from './features/wallet/wallet.test-helpers';
import { releaseEndedHolds } from './features/bookings/booking-holds';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mail';
import { pruneSettledIntents, runPaymentSweep } from './payment-sweep';

/**
 * No lost charges (decision record 021): the gateway takes the money and its answer never gets
 * back (the connection is cut after the charge; the booking or deposit transaction rolls back
 * without knowing a charge exists). The payment sweep asks the gateway and completes the booking
 * or deposit, or refunds the charge when it can no longer be made: no money lost, none taken twice.
 */

let t: TestApp;
const gw = countingGateway();
const logger = createLogger('silent');
const sweepDeps = () => ({
  payments: gw.gateway,
  logger,
  mailer: createMailer({ db: t.db, logger, from: 'Kidventure <hello@kidventure.test>' }),
  appUrl: TEST_ORIGIN,
});
const sweep = () => runPaymentSweep(t.handle, sweepDeps(), { graceMs: 0 });

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { payments: gw.gateway });
});
afterAll(() => t.close());

async function parentWithCard() {
  const parent = await signedInParent(t);
  const kid = await createKid(t, parent, { name: 'Mia', age: 6 });
  const card = await addCard(t, parent);
  return { ...parent, kid, card };
}

/** Runs a request while the gateway loses the answers of the charges it takes. */
async function withLostAnswers<T>(request: () => Promise<T>): Promise<T> {
  gw.faults.loseChargeAnswer = true;
  try {
    return await request();
  } finally {
    gw.faults.loseChargeAnswer = false;
  }
}

const intentsOf = (userId: string) =>
  t.db.select().from(paymentIntents).where(eq(paymentIntents.userId, userId));

/** The money the gateway took from the charges made since `from`, net of refunds. */
function netCharged(from: { charges: number }) {
  const taken = gw.charges.slice(from.charges).flatMap((c) => (c.result.ok ? [c.result] : []));
  const ids = new Set(taken.map((c) => c.chargeId));
  const refunded = new Set(
    gw.refunds.filter((r) => r.result.ok && ids.has(r.chargeId)).map((r) => r.chargeId),
  );
  const amounts = new Map(
    gw.charges.flatMap((c) => (c.result.ok ? [[c.result.chargeId, c.amountCents] as const] : [])),
  );
  return [...ids].reduce((sum, id) => sum + (refunded.has(id) ? 0 : (amounts.get(id) ?? 0)), 0);
}

const topUp = async (cookie: string, body: object) =>
  t.request('/api/wallet/top-ups', { method: 'POST', cookie, json: body });

describe('a card booking whose charge answer is lost', () => {
  it('answers 503, keeps the place held and no booking, and the sweep completes it with that charge', async () => {
    const p = await parentWithCard();
    const activity = await createActivity(t.db);
    const body = bookingBody(activity.id, [p.kid.id], {
      method: 'card',
      paymentMethodId: p.card.id,
    });
    const from = { charges: gw.charges.length };

    const lost = await withLostAnswers(() => book(t, p.cookie, body));
    await expectError(
      lost,
      503,
      'gateway_unavailable',
      'We could not reach the payment service. Please try again in a moment.',
    );
    expect(gw.charges.length - from.charges).toBe(1);
    expect((await listBookings(t, p.cookie)).items).toEqual([]);
    // The card may have been charged: the place stays held for the parent (decision 057) …
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    expect((await intentsOf(p.userId)).map((i) => i.status)).toEqual(['pending']);
    // … even past the hold's end, while the payment is in doubt.
    expect(await releaseEndedHolds(t.db, new Date(Date.now() + 11 * 60_000))).toBe(0);
    expect(await spotsLeft(t.db, activity.id)).toBe(9);

    expect(await sweep()).toEqual({ completed: 1, refunded: 0, abandoned: 0, left: 0 });
    const [booking] = (await listBookings(t, p.cookie)).items;
    expect(booking).toMatchObject({
      totalCents: 2500,
      paymentStatus: 'completed',
      payment: { method: 'card', paymentMethodId: p.card.id, label: 'Visa ending in 4242' },
      kids: [{ id: p.kid.id, name: 'Mia' }],
    });
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    expect(netCharged(from)).toBe(2500);
    expect(await intentsOf(p.userId)).toEqual([
      expect.objectContaining({ status: 'completed', settledBy: 'sweep', amountCents: 2500 }),
    ]);
    // The request never answered, so the confirmation comes by mail from the sweep.
    const mails = await mailsTo(t.db, p.email);
    expect(mails.map((m) => m.subject)).toEqual([`Booking confirmed: ${activity.title}`]);
    expect(mails[0]?.text).toContain(`Booking ID: ${booking?.shortId}`);

    // The parent's retry with the same key answers that booking and charges nothing more.
    const retried = await expectJson(await book(t, p.cookie, body), 200);
    expect(retried.id).toBe(booking?.id);
    expect(gw.charges.length - from.charges).toBe(1);
  });

  it('is refunded by the sweep when the booking can no longer be made (the last spot went)', async () => {
    const p = await parentWithCard();
    const other = await parentWithCard();
    const activity = await createActivity(t.db, { capacity: 1 });
    const from = { charges: gw.charges.length, refunds: gw.refunds.length };
    const body = bookingBody(activity.id, [p.kid.id], {
      method: 'card',
      paymentMethodId: p.card.id,
    });
    const lost = await withLostAnswers(() => book(t, p.cookie, body));
    expect(lost.status).toBe(503);
    // The parent leaves the payment step, which lets go of the held place …
    const held = await expectJson(await hold(t, p.cookie, body), 200);
    expect((await releaseHold(t, p.cookie, held.id)).status).toBe(204);
    // … and another parent books the only spot.
    await bookOk(
      t,
      other.cookie,
      bookingBody(activity.id, [other.kid.id], { method: 'card', paymentMethodId: other.card.id }),
    );

    expect(await sweep()).toEqual({ completed: 0, refunded: 1, abandoned: 0, left: 0 });
    const lostCharge = gw.charges[from.charges]?.result;
    expect(gw.refunds.slice(from.refunds)).toEqual([
      {
        chargeId: lostCharge?.ok ? lostCharge.chargeId : 'none',
        amountCents: 2500,
        result: { ok: true, refundId: expect.any(String) },
      },
    ]);
    expect((await listBookings(t, p.cookie)).items).toEqual([]);
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
    expect(await intentsOf(p.userId)).toEqual([
      expect.objectContaining({
        status: 'refunded',
        settledBy: 'sweep',
        outcome: 'refunded: activity_full',
        refundId: expect.stringMatching(/^sim_re_/),
      }),
    ]);
    // Only the other parent's booking kept money.
    expect(netCharged(from)).toBe(2500);
  });
});

describe('a card top-up whose charge answer is lost', () => {
  it('is credited once by the sweep; the ledger sums to the balance and a retry charges nothing', async () => {
    const p = await parentWithCard();
    const body = { paymentMethodId: p.card.id, amountCents: 4200, idempotencyKey: randomUUID() };
    const from = { charges: gw.charges.length };
    expect((await withLostAnswers(() => topUp(p.cookie, body))).status).toBe(503);
    expect(await ledgerAndBalance(t, p.userId)).toEqual({ ledgerCents: 0, balanceCents: 0 });

    expect(await sweep()).toEqual({ completed: 1, refunded: 0, abandoned: 0, left: 0 });
    expect(await ledgerAndBalance(t, p.userId)).toEqual({ ledgerCents: 4200, balanceCents: 4200 });
    const retry = await topUp(p.cookie, body);
    expect(retry.status).toBe(200);
    expect(await ledgerAndBalance(t, p.userId)).toEqual({ ledgerCents: 4200, balanceCents: 4200 });
    expect(gw.charges.length - from.charges).toBe(1);
    expect(netCharged(from)).toBe(4200);
  });
});

describe('the sweep', () => {
  it('settles each intent once when two sweeps run at once, and finds nothing to do after', async () => {
    const a = await parentWithCard();
    const b = await parentWithCard();
    const activity = await createActivity(t.db);
    const from = { charges: gw.charges.length };
    await withLostAnswers(async () => {
      const lost = await Promise.all([
        book(
          t,
          a.cookie,
          bookingBody(activity.id, [a.kid.id], { method: 'card', paymentMethodId: a.card.id }),
        ),
        topUp(b.cookie, {
          paymentMethodId: b.card.id,
          amountCents: 1500,
          idempotencyKey: randomUUID(),
        }),
      ]);
      expect(lost.map((r) => r.status)).toEqual([503, 503]);
    });

    const [first, second] = await Promise.all([sweep(), sweep()]);
    const total = (k: 'completed' | 'refunded' | 'abandoned') =>
      (first?.[k] ?? 0) + (second?.[k] ?? 0);
    expect([total('completed'), total('refunded'), total('abandoned')]).toEqual([2, 0, 0]);
    expect(await sweep()).toEqual({ completed: 0, refunded: 0, abandoned: 0, left: 0 });

    expect((await listBookings(t, a.cookie)).items).toHaveLength(1);
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    expect(await ledgerAndBalance(t, b.userId)).toEqual({ ledgerCents: 1500, balanceCents: 1500 });
    expect(gw.charges.length - from.charges).toBe(2);
    expect(netCharged(from)).toBe(2500 + 1500);
  });

  it('abandons an intent the gateway never charged, and leaves young intents to their requests', async () => {
    const p = await parentWithCard();
    // An attempt that stopped after writing its intent, before reaching the gateway.
    const [intent] = await t.db
      .insert(paymentIntents)
      .values({
        kind: 'top-up',
        userId: p.userId,
        idempotencyKey: randomUUID(),
        paymentMethodId: p.card.id,
        paymentLabel: 'Top up from Visa ending in 4242',
        request: { amountCents: 900 },
      })
      .returning();
    // Within the grace period a live request may still be about to charge: left alone.
    expect(await runPaymentSweep(t.handle, sweepDeps())).toEqual({
      completed: 0,
      refunded: 0,
      abandoned: 0,
      left: 0,
    });
    expect((await intentsOf(p.userId)).map((i) => i.status)).toEqual(['pending']);

    const refunds = gw.refunds.length;
    expect(await sweep()).toEqual({ completed: 0, refunded: 0, abandoned: 1, left: 0 });
    expect(await intentsOf(p.userId)).toEqual([
      expect.objectContaining({
        id: intent?.id,
        status: 'abandoned',
        outcome: 'no charge at the gateway',
      }),
    ]);
    expect(gw.refunds.length).toBe(refunds);
    expect(await ledgerAndBalance(t, p.userId)).toEqual({ ledgerCents: 0, balanceCents: 0 });
  });
});

describe('settled intents', () => {
  it('are forgotten 90 days after they settled; pending ones are kept', async () => {
    const p = await parentWithCard();
    const activity = await createActivity(t.db);
    const lost = await withLostAnswers(() =>
      book(
        t,
        p.cookie,
        bookingBody(activity.id, [p.kid.id], { method: 'card', paymentMethodId: p.card.id }),
      ),
    );
    expect(lost.status).toBe(503);
    const [intent] = await intentsOf(p.userId);
    if (!intent) throw new Error('the lost charge left no intent');
    const settledAt = new Date('2026-01-10T12:00:00Z');
    await t.db
      .update(paymentIntents)
      .set({ status: 'completed', settledBy: 'sweep', outcome: 'test', settledAt })
      .where(eq(paymentIntents.id, intent.id));
    // Another activity: the child's place in the first is still held for its payment.
    const other = await createActivity(t.db);
    const pending = await withLostAnswers(() =>
      book(
        t,
        p.cookie,
        bookingBody(other.id, [p.kid.id], { method: 'card', paymentMethodId: p.card.id }),
      ),
    );
    expect(pending.status).toBe(503);

    const day = 24 * 3_600_000;
    await pruneSettledIntents(t.db, new Date(settledAt.getTime() + 89 * day));
    expect(await intentsOf(p.userId)).toHaveLength(2);
    await pruneSettledIntents(t.db, new Date(settledAt.getTime() + 91 * day));
    expect((await intentsOf(p.userId)).map((i) => i.status)).toEqual(['pending']);
  });
});
