import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import {
  createActivity,
  createKid,
  createProgram,
  signedInParent,
} from '../../../../tests/factories';
import { formatLongDate } from '../../../shared/display-format';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import { activitySessions } from '../../db/schema';
import {
  bookingBody,
  bookOk,
  cancel,
  fundWallet,
  listBookings,
  mailsTo,
} from './bookings.test-helpers';

/** A term or a camp week is one booking on several dates (issue 29): where each date shows. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const today = localIsoDate();
/** Four weekly dates, the first in 7 days. */
const DATES = [7, 14, 21, 28].map((days) => addDays(today, days));

async function termBooking() {
  const p = await signedInParent(t);
  const mia = await createKid(t, p, { name: 'Mia', age: 6 });
  await fundWallet(t.db, p.userId, 50_000);
  const { activity, sessions } = await createProgram(t.db, {
    dates: DATES,
    bookingMode: 'term',
    priceCents: 12_000,
    title: 'Saturday Swim Term',
    startTime: '09:30',
    endTime: '10:15',
  });
  const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [mia.id]));
  return { p, mia, activity, sessions, booking };
}

const calendar = async (cookie: string, from: string, to: string) =>
  (await expectJson(await t.api({ cookie }).bookings.calendar.$get({ query: { from, to } }), 200))
    .items;

describe('a booking of several dates', () => {
  it('answers every date it holds, soonest first, and still does once cancelled', async () => {
    const { p, sessions, booking } = await termBooking();
    const expected = sessions.map((s) => ({
      id: s.id,
      date: s.date,
      startTime: '09:30',
      endTime: '10:15',
    }));
    expect(booking.sessions).toEqual(expected);
    // The activity summary stays the program's first date.
    expect(booking.activity).toMatchObject({ date: DATES[0], startTime: '09:30' });
    const cancelled = await expectJson(await cancel(t, p.cookie, booking.id), 200);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.sessions).toEqual(expected);
  });

  it('is on the calendar on each of its dates in the range, with that date and time', async () => {
    const { p, booking, sessions } = await termBooking();
    const single = await createActivity(t.db, { date: DATES[1], startTime: '08:00' });
    const one = await bookOk(
      t,
      p.cookie,
      bookingBody(
        single.id,
        booking.kids.flatMap((k) => k.id ?? []),
      ),
    );

    const all = await calendar(p.cookie, today, addDays(today, 30));
    expect(all.map((e) => [e.id, e.activity.date, e.activity.startTime])).toEqual([
      [booking.id, DATES[0], '09:30'],
      [one.id, DATES[1], '08:00'],
      [booking.id, DATES[1], '09:30'],
      [booking.id, DATES[2], '09:30'],
      [booking.id, DATES[3], '09:30'],
    ]);
    const second = all[2];
    expect(second?.session).toEqual({
      id: sessions[1]?.id,
      date: DATES[1],
      startTime: '09:30',
      endTime: '10:15',
    });
    expect(second?.activity.startsAt).toBe(new Date(`${DATES[1]}T09:30:00`).toISOString());
    expect(second?.activity.endsAt).toBe(new Date(`${DATES[1]}T10:15:00`).toISOString());
    expect(second?.sessions).toHaveLength(4);

    // A range holding only the last two dates shows the term on those two alone.
    const late = await calendar(p.cookie, addDays(today, 20), addDays(today, 40));
    expect(late.map((e) => e.activity.date)).toEqual([DATES[2], DATES[3]]);

    // Cancelled: on no date at all.
    await expectJson(await cancel(t, p.cookie, booking.id), 200);
    expect((await calendar(p.cookie, today, addDays(today, 30))).map((e) => e.id)).toEqual([
      one.id,
    ]);
  });

  it('sends one confirmation that lists each date on a line of its own', async () => {
    const { p } = await termBooking();
    const mails = await mailsTo(t.db, p.email);
    expect(mails.map((m) => m.subject)).toEqual(['Booking confirmed: Saturday Swim Term']);
    const text = mails[0]?.text ?? '';
    expect(text).toContain(
      [
        'Saturday Swim Term',
        'Dates (4):',
        ...DATES.map((d) => `- ${formatLongDate(d)}, 9:30 AM – 10:15 AM`),
        'Place: ',
      ].join('\n'),
    );
    expect(text).not.toContain('Date: ');
  });

  it('stays upcoming in My Bookings while one of its dates is not over, then goes to past', async () => {
    const { p, activity, booking } = await termBooking();
    const when = async (w: 'upcoming' | 'past') =>
      (await listBookings(t, p.cookie, { when: w })).items.map((b) => b.id);
    expect(await when('upcoming')).toEqual([booking.id]);

    // The first three dates are over; the last is still to come.
    const [a, b, c, d] = await t.db
      .select({ id: activitySessions.id })
      .from(activitySessions)
      .where(eq(activitySessions.activityId, activity.id))
      .orderBy(activitySessions.date);
    const moveTo = (id: number | undefined, date: string) =>
      t.db
        .update(activitySessions)
        .set({ date })
        .where(eq(activitySessions.id, id ?? 0));
    await moveTo(a?.id, addDays(today, -21));
    await moveTo(b?.id, addDays(today, -14));
    await moveTo(c?.id, addDays(today, -7));
    expect(await when('upcoming')).toEqual([booking.id]);
    expect(await when('past')).toEqual([]);
    // Mia still holds her place in it.
    const booked = async () =>
      (await expectJson(await t.api(p).bookings.booked.$get(), 200)).items.map((b) => b.bookingId);
    expect(await booked()).toEqual([booking.id]);
    // It can still be cancelled, for the last date's share of the price.
    const [shown] = (await listBookings(t, p.cookie, { when: 'upcoming' })).items;
    expect(shown?.cancellation).toEqual({ refundable: false, refundCents: 3000 });

    // The last date over too: past.
    await moveTo(d?.id, addDays(today, -1));
    expect(await when('upcoming')).toEqual([]);
    expect((await listBookings(t, p.cookie, { when: 'past' })).items[0]?.cancellation).toBeNull();
    expect(await when('past')).toEqual([booking.id]);
    expect(await booked()).toEqual([]);
  });
});
