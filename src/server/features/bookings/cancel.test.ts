import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { activityStartsAt } from '../../../shared/booking-rules';
import { cancelBooking } from './bookings.service';
import {
  addCard,
  countingGateway,
  createActivity,
  createKid,
  signedInParent,
} from '../../../../tests/factories';
import {
  activeParticipants,
  activityStartingIn,
  balanceOf,
  bookingBody,
  bookOk,
  cancel,
  expectError,
  fundWallet,
  ledgerOf,
  serviceDeps,
  serviceUser,
  mailsTo,
  spotsLeft,
} from './bookings.test-helpers';

let t: TestApp;
const gateway = countingGateway();
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { payments: gateway.gateway });
});
afterAll(() => t.close());

const user = serviceUser;
/** The service's dependencies on the test app's database, with a clock of our choosing. */
const testDeps = (now: () => Date) => serviceDeps(t.db, gateway.gateway, now);

const HOUR = 3_600_000;

async function family(balanceCents = 10_000) {
  const parent = await signedInParent(t);
  const kid = await createKid(t, parent, { name: 'Mia', age: 6 });
  const leo = await createKid(t, parent, { name: 'Leo', age: 5 });
  if (balanceCents > 0) await fundWallet(t.db, parent.userId, balanceCents);
  return { ...parent, kid, leo };
}

describe('POST /api/bookings/{id}/cancel', () => {
  it('refunds a wallet booking in full 24 hours or more ahead, releasing spots and kids', async () => {
    const p = await family();
    const activity = await createActivity(t.db, { title: 'Pottery, Wheel' });
    const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [p.kid.id, p.leo.id]));
    expect(await spotsLeft(t.db, activity.id)).toBe(8);
    expect(await balanceOf(t.db, p.userId)).toBe(5000);

    const res = await cancel(t, p.cookie, booking.id);
    const cancelled = await expectJson(res, 200);
    expect(cancelled).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      refundCents: 5000,
      cancelledAt: expect.any(String),
      cancellation: null,
      kids: booking.kids,
    });
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
    expect(await activeParticipants(t.db, activity.id)).toBe(0);
    expect(await balanceOf(t.db, p.userId)).toBe(10_000);
    const ledger = await ledgerOf(t.db, p.userId);
    expect(ledger.rows.at(-1)).toMatchObject({
      type: 'refund',
      amountCents: 5000,
      description: 'Refund: Pottery, Wheel',
      bookingId: booking.id,
    });
    expect(ledger.sum).toBe(10_000);

    const mails = await mailsTo(t.db, p.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Booking confirmed: Pottery, Wheel',
      'Booking cancelled: Pottery, Wheel',
    ]);
    expect(mails[1]?.text).toContain('$50.00 has been refunded to your wallet.');

    // A second cancel: 409, and no second refund.
    await expectError(
      await cancel(t, p.cookie, booking.id),
      409,
      'already_cancelled',
      'This booking is already cancelled.',
    );
    expect(await balanceOf(t.db, p.userId)).toBe(10_000);
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
    // The kids can be booked again.
    await bookOk(t, p.cookie, bookingBody(activity.id, [p.kid.id, p.leo.id]));
  });

  it('refunds a card booking to the card through the gateway', async () => {
    const p = await family(0);
    const card = await addCard(t, p);
    const activity = await createActivity(t.db);
    const booking = await bookOk(
      t,
      p.cookie,
      bookingBody(activity.id, [p.kid.id], { method: 'card', paymentMethodId: card.id }),
    );
    const charge = gateway.charges.at(-1)?.result;
    const before = gateway.refunds.length;
    const res = await cancel(t, p.cookie, booking.id);
    expect((await expectJson(res, 200)).refundCents).toBe(2500);
    expect(gateway.refunds.slice(before)).toEqual([
      {
        chargeId: charge?.ok ? charge.chargeId : 'none',
        amountCents: 2500,
        result: { ok: true, refundId: expect.any(String) },
      },
    ]);
    // Card money goes back to the card, not the wallet.
    expect((await ledgerOf(t.db, p.userId)).rows).toEqual([]);
    const mail = (await mailsTo(t.db, p.email)).at(-1);
    expect(mail?.text).toContain('$25.00 has been refunded to your Visa ending in 4242.');
  });

  it('inside 24 hours: asks for confirmation, then cancels without a refund', async () => {
    const p = await family();
    const activity = await activityStartingIn(t.db, 23 * HOUR);
    const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [p.kid.id]));
    expect(booking.cancellation).toEqual({ refundable: false, refundCents: 0 });
    for (const accept of [undefined, false]) {
      await expectError(
        await cancel(t, p.cookie, booking.id, accept),
        409,
        'no_refund_confirmation_needed',
        'This activity starts in less than 24 hours, so cancelling now gives no refund. Confirm to cancel anyway.',
      );
    }
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    const res = await cancel(t, p.cookie, booking.id, true);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', refundCents: 0 });
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
    expect(await balanceOf(t.db, p.userId)).toBe(7500);
    expect((await mailsTo(t.db, p.email)).at(-1)?.text).toContain(
      'This cancellation was made less than 24 hours before the start, so there is no refund.',
    );
  });

  it('tells the parent a free booking cost nothing, whenever it is cancelled', async () => {
    const p = await family();
    const ahead = await createActivity(t.db, { priceCents: 0, title: 'Free Story Time' });
    const soon = await activityStartingIn(t.db, 23 * HOUR, { priceCents: 0, title: 'Free Yoga' });
    const early = await bookOk(t, p.cookie, bookingBody(ahead.id, [p.kid.id]));
    const late = await bookOk(t, p.cookie, bookingBody(soon.id, [p.kid.id]));

    expect((await cancel(t, p.cookie, early.id)).status).toBe(200);
    expect((await cancel(t, p.cookie, late.id, true)).status).toBe(200);
    const mails = (await mailsTo(t.db, p.email)).filter((m) =>
      m.subject.startsWith('Booking cancelled'),
    );
    expect(mails.map((m) => m.subject)).toEqual([
      'Booking cancelled: Free Story Time',
      'Booking cancelled: Free Yoga',
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain(
        'Nothing was charged for this booking, so there is nothing to refund.',
      );
      expect(mail.text).not.toContain('less than 24 hours');
      expect(mail.text).not.toContain('has been refunded');
    }
    expect(await balanceOf(t.db, p.userId)).toBe(10_000);
  });

  it('refuses once the activity has started', async () => {
    const p = await family();
    const activity = await activityStartingIn(t.db, 2 * 60_000);
    const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [p.kid.id]));
    const deps = testDeps(() => new Date(Date.now() + 10 * 60_000));
    await expect(
      cancelBooking(deps, user(p), booking.id, { acceptNoRefund: true }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'activity_started',
      message: 'This activity has already started and can no longer be cancelled.',
    });
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
  });

  it('at exactly 24 hours before the start still refunds; a millisecond later does not', async () => {
    const p = await family();
    const activity = await createActivity(t.db);
    const startsAt = activityStartsAt(activity.date, activity.startTime).getTime();
    const edge = await bookOk(t, p.cookie, bookingBody(activity.id, [p.kid.id]));
    const late = await bookOk(t, p.cookie, bookingBody(activity.id, [p.leo.id]));

    const atEdge = testDeps(() => new Date(startsAt - 24 * HOUR));
    const refunded = await cancelBooking(atEdge, user(p), edge.id, { acceptNoRefund: false });
    expect(refunded).toMatchObject({ status: 'cancelled', refundCents: 2500 });

    const justAfter = testDeps(() => new Date(startsAt - 24 * HOUR + 1));
    await expect(
      cancelBooking(justAfter, user(p), late.id, { acceptNoRefund: false }),
    ).rejects.toMatchObject({ status: 409, code: 'no_refund_confirmation_needed' });
    const unrefunded = await cancelBooking(justAfter, user(p), late.id, { acceptNoRefund: true });
    expect(unrefunded).toMatchObject({ status: 'cancelled', refundCents: 0 });
    expect(await balanceOf(t.db, p.userId)).toBe(10_000 - 5000 + 2500);
  });

  it("answers 404 for another parent's booking and changes nothing", async () => {
    const p = await family();
    const q = await family();
    const activity = await createActivity(t.db);
    const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [p.kid.id]));
    for (const id of [booking.id, crypto.randomUUID(), 'calendar-x']) {
      await expectError(await cancel(t, q.cookie, id), 404, 'not_found', 'Booking not found');
    }
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    expect(await balanceOf(t.db, p.userId)).toBe(7500);
  });
});
