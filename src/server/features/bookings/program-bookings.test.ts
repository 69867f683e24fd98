import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import {
  countingGateway,
  createKid,
  createProgram,
  programSummary,
  sessionsOf,
  signedInParent,
} from '../../../../tests/factories';
import { activityStartsAt } from '../../../shared/booking-rules';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import { cancelBooking } from './bookings.service';
import {
  balanceOf,
  book,
  bookingBody,
  bookOk,
  cancel,
  expectError,
  fundWallet,
  ledgerOf,
  serviceDeps,
  serviceUser,
  mailsTo,
} from './bookings.test-helpers';

const NOT_AN_OPTION =
  'These dates cannot be booked together. Choose the whole program or a single date it offers.';

let t: TestApp;
const gateway = countingGateway();
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { payments: gateway.gateway });
});
afterAll(() => t.close());

const user = serviceUser;
/** The service's dependencies on the test app's database, with a clock of our choosing. */
const testDeps = (now: () => Date) => serviceDeps(t.db, gateway.gateway, now);

/** Four Saturdays-apart dates, the first in 7 days. */
const weekly = (count = 4, fromDays = 7) =>
  Array.from({ length: count }, (_, i) => addDays(localIsoDate(), fromDays + 7 * i));

async function family(balanceCents = 100_000) {
  const parent = await signedInParent(t);
  const mia = await createKid(t, parent, { name: 'Mia', age: 6 });
  const leo = await createKid(t, parent, { name: 'Leo', age: 5 });
  if (balanceCents > 0) await fundWallet(t.db, parent.userId, balanceCents);
  return { ...parent, mia, leo };
}

const term = (dates = weekly()) =>
  createProgram(t.db, {
    dates,
    bookingMode: 'term',
    priceCents: 12_000,
    dropInPriceCents: 3500,
    title: 'Saturday Swim Term',
  });

const spotsOf = async (activityId: number) =>
  (await sessionsOf(t.db, activityId)).map((s) => s.spotsLeft);

describe('booking a program (decision 043)', () => {
  it('books a whole term for two kids as one booking, one charge and a place in every session', async () => {
    const p = await family();
    const { activity, sessions } = await term();
    const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [p.mia.id, p.leo.id]));

    expect(booking).toMatchObject({ priceCents: 12_000, totalCents: 24_000, status: 'confirmed' });
    expect(await spotsOf(activity.id)).toEqual([8, 8, 8, 8]);
    expect(await programSummary(t.db, activity.id)).toMatchObject({
      date: sessions[0]?.date,
      spotsLeft: 8,
    });
    const ledger = await ledgerOf(t.db, p.userId);
    expect(ledger.rows.filter((r) => r.type === 'payment')).toHaveLength(1);
    expect(await balanceOf(t.db, p.userId)).toBe(100_000 - 24_000);

    // Naming every session is the same option.
    const other = await family();
    const again = await bookOk(t, other.cookie, {
      ...bookingBody(activity.id, [other.mia.id]),
      sessionIds: sessions.map((s) => s.id).reverse(),
    });
    expect(again).toMatchObject({ totalCents: 12_000 });
    expect(await spotsOf(activity.id)).toEqual([7, 7, 7, 7]);
  });

  it('books one date of a term at its drop-in price, leaving the other dates alone', async () => {
    const p = await family();
    const { activity, sessions } = await term();
    const third = sessions[2]?.id ?? 0;
    const booking = await bookOk(t, p.cookie, {
      ...bookingBody(activity.id, [p.mia.id]),
      sessionIds: [third],
    });
    expect(booking).toMatchObject({ priceCents: 3500, totalCents: 3500 });
    expect(await spotsOf(activity.id)).toEqual([10, 10, 9, 10]);
    // Sold a date at a time too, the program has places while any date has.
    expect(await programSummary(t.db, activity.id)).toMatchObject({ spotsLeft: 10 });

    // The same child on another date is a new place; on the same date it is refused.
    await bookOk(t, p.cookie, {
      ...bookingBody(activity.id, [p.mia.id]),
      sessionIds: [sessions[0]?.id ?? 0],
    });
    await expectError(
      await book(t, p.cookie, { ...bookingBody(activity.id, [p.mia.id]), sessionIds: [third] }),
      409,
      'already_booked',
      'Mia is already booked on this activity.',
    );
    // And so is the whole term, which holds that date too.
    await expectError(
      await book(t, p.cookie, bookingBody(activity.id, [p.mia.id])),
      409,
      'already_booked',
      'Mia is already booked on this activity.',
    );
    expect(await spotsOf(activity.id)).toEqual([9, 10, 9, 10]);
  });

  it('takes no place at all when one date of the term is full, and points to the other dates', async () => {
    const p = await family();
    const { activity, sessions } = await term();
    const filler = await family();
    const second = sessions[1]?.id ?? 0;
    // Ten drop-ins fill the second Saturday.
    for (let i = 0; i < 10; i++) {
      const kid = await createKid(t, filler, { name: `Kid ${i}`, age: 6 });
      await bookOk(t, filler.cookie, {
        ...bookingBody(activity.id, [kid.id]),
        sessionIds: [second],
      });
    }
    expect(await spotsOf(activity.id)).toEqual([10, 0, 10, 10]);

    await expectError(
      await book(t, p.cookie, bookingBody(activity.id, [p.mia.id])),
      409,
      'activity_full',
      'Sorry, this activity is full.',
    );
    expect(await spotsOf(activity.id)).toEqual([10, 0, 10, 10]);
    expect(await balanceOf(t.db, p.userId)).toBe(100_000);
    // The other dates can still be booked one at a time.
    await bookOk(t, p.cookie, {
      ...bookingBody(activity.id, [p.mia.id]),
      sessionIds: [sessions[3]?.id ?? 0],
    });
    expect(await spotsOf(activity.id)).toEqual([10, 0, 10, 9]);
  });

  it('refuses dates the provider does not sell together, and sessions of another program', async () => {
    const p = await family();
    const { activity, sessions } = await term();
    const { sessions: others } = await term();
    await expectError(
      await book(t, p.cookie, {
        ...bookingBody(activity.id, [p.mia.id]),
        sessionIds: [sessions[0]?.id ?? 0, sessions[1]?.id ?? 0],
      }),
      422,
      'not_an_option',
      NOT_AN_OPTION,
    );
    await expectError(
      await book(t, p.cookie, {
        ...bookingBody(activity.id, [p.mia.id]),
        sessionIds: [others[0]?.id ?? 0],
      }),
      404,
      'not_found',
      'Session not found',
    );
    const dropIn = await createProgram(t.db, { dates: weekly(3), bookingMode: 'drop_in' });
    // A drop-in program of several dates needs one chosen.
    await expectError(
      await book(t, p.cookie, bookingBody(dropIn.activity.id, [p.mia.id])),
      422,
      'not_an_option',
      NOT_AN_OPTION,
    );
    expect(await balanceOf(t.db, p.userId)).toBe(100_000);
    expect(await spotsOf(activity.id)).toEqual([10, 10, 10, 10]);
  });

  it('books a camp week whole, or chosen days at the day price', async () => {
    const p = await family();
    // Monday to Friday of a week at least a week away.
    const today = localIsoDate();
    const monday = addDays(today, 7 + ((8 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7));
    const camp = await createProgram(t.db, {
      dates: [0, 1, 2, 3, 4].map((d) => addDays(monday, d)),
      bookingMode: 'camp_week',
      priceCents: 30_000,
      dropInPriceCents: 7000,
    });
    const week = await bookOk(t, p.cookie, bookingBody(camp.activity.id, [p.mia.id]));
    expect(week).toMatchObject({ totalCents: 30_000 });
    const days = await bookOk(t, p.cookie, {
      ...bookingBody(camp.activity.id, [p.leo.id]),
      sessionIds: [camp.sessions[1]?.id ?? 0, camp.sessions[3]?.id ?? 0],
    });
    expect(days).toMatchObject({ priceCents: 14_000, totalCents: 14_000 });
    expect(await spotsOf(camp.activity.id)).toEqual([9, 8, 9, 8, 9]);
  });

  it('answers a retry with other dates under the same key as a different booking', async () => {
    const p = await family();
    const { activity, sessions } = await term();
    const body = { ...bookingBody(activity.id, [p.mia.id]), sessionIds: [sessions[0]?.id ?? 0] };
    await bookOk(t, p.cookie, body);
    await expectError(
      await book(t, p.cookie, { ...body, sessionIds: [sessions[1]?.id ?? 0] }),
      422,
      'idempotency_key_reused',
      'This idempotency key was already used for a different booking.',
    );
  });
});

describe('cancelling a program booking', () => {
  it('refunds a term in full 24 hours before it starts and gives every place back', async () => {
    const p = await family();
    const { activity } = await term();
    const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [p.mia.id, p.leo.id]));
    const cancelled = await expectJson(await cancel(t, p.cookie, booking.id), 200);
    expect(cancelled).toMatchObject({ status: 'cancelled', refundCents: 24_000 });
    expect(await spotsOf(activity.id)).toEqual([10, 10, 10, 10]);
    expect(await balanceOf(t.db, p.userId)).toBe(100_000);
  });

  it('once the term has started, refunds the dates still 24 hours away after the parent confirms', async () => {
    const p = await family();
    const { activity, sessions } = await term();
    const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [p.mia.id]));
    const first = sessions[0];
    if (!first) throw new Error('no session');
    // An hour after the first Saturday began.
    const deps = testDeps(
      () => new Date(activityStartsAt(first.date, first.startTime).getTime() + 3_600_000),
    );

    await expect(
      cancelBooking(deps, user(p), booking.id, { acceptNoRefund: false }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'part_refund_confirmation_needed',
      message:
        'Dates within 24 hours are not refunded, so cancelling now refunds $90.00 of $120.00. Confirm to cancel anyway.',
    });
    expect(await spotsOf(activity.id)).toEqual([9, 9, 9, 9]);

    const cancelled = await cancelBooking(deps, user(p), booking.id, { acceptNoRefund: true });
    expect(cancelled).toMatchObject({ status: 'cancelled', refundCents: 9000 });
    // The first date's place was used; the others go back.
    expect(await spotsOf(activity.id)).toEqual([9, 10, 10, 10]);
    expect(await balanceOf(t.db, p.userId)).toBe(100_000 - 12_000 + 9000);
    const ledger = await ledgerOf(t.db, p.userId);
    expect(ledger.rows.filter((r) => r.type === 'refund').map((r) => r.amountCents)).toEqual([
      9000,
    ]);
    // The e-mail says what came back, and why not all.
    expect((await mailsTo(t.db, p.email)).at(-1)?.text).toContain(
      '$90.00 has been refunded to your wallet. Dates within 24 hours are not refunded.',
    );
  });
});
