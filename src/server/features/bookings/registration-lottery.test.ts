import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { notificationsOf } from '../../../../tests/notifications';
import { addCard } from '../../../../tests/factories';
import { TEST_CARDS } from '../../lib/payments';
import {
  LOTTERY_GIVING_MESSAGE,
  LOTTERY_WAITLISTED_NOTE,
  lotteryClosedMessage,
  lotteryOpensNote,
  WON_BODY,
  wonTitle,
} from '../../../shared/registration-lottery';
import { wallClock } from '../../../shared/registration';
import type { RegistrationState } from '../../../shared/schemas/registration';
import {
  book,
  bookingBody,
  expectError,
  familyWithWallet,
  listBookings,
  serviceDeps,
  serviceUser,
  spotsLeft,
} from './bookings.test-helpers';
import { createBooking } from './checkout.service';
import { lineHelpers } from './registration-line.test-helpers';
import { waitlistOf } from './waitlist.test-helpers';

/** The lottery of a registration opening (decision 063), through the API. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const admin = { authorization: 'Bearer test-admin-secret' };
const { programOpeningSoon, stateOf, joinOk, runJobsAt, runLineFrom, ...api } = lineHelpers(
  () => t,
);
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('the lottery', () => {
  it('takes entries in the week before its draw, and none once drawn', async () => {
    const family = await familyWithWallet(t);
    const nextWeek = await programOpeningSoon(2, { mode: 'lottery', inMinutes: 8 * 24 * 60 });
    await expectError(
      await api.joinLine(family.cookie, nextWeek.activity.id, [family.kid.id]),
      409,
      'line_not_open',
      lotteryOpensNote(wallClock(nextWeek.at)),
    );

    // Three days ahead: entries are open (a line's would not be yet).
    const { activity, at } = await programOpeningSoon(2, { mode: 'lottery', inMinutes: 3 * 1440 });
    const page = await t.request(`/api/activities/${activity.id}`);
    expect(await page.json()).toMatchObject({ registration: { mode: 'lottery' } });
    const entered = await joinOk(family.cookie, activity.id, [family.kid.id]);
    expect(entered.line?.opensAt).toBe(new Date(at.getTime() - 7 * DAY).toISOString());
    expect(entered.entry).toMatchObject({ state: 'waiting', rank: null });

    // The draw: entries close, and the way places go can no longer change.
    await runLineFrom(at, activity.id);
    const late = await familyWithWallet(t);
    await expectError(
      await api.joinLine(late.cookie, activity.id, [late.kid.id]),
      409,
      'lottery_closed',
      lotteryClosedMessage(wallClock(at)),
    );
    const switched = await t.request(`/api/admin/activities/${activity.id}/registration`, {
      method: 'PUT',
      json: { opensAt: null, mode: 'line' },
      headers: admin,
    });
    expect(switched.status).toBe(409);
    expect((await stateOf(family.cookie, activity.id)).entry?.state).toBe('admitted');
  });

  it('holds the winners’ places for a day and puts everyone else on the waitlist in draw order', async () => {
    const capacity = 2;
    const { activity, at } = await programOpeningSoon(capacity, { mode: 'lottery' });
    const families = await Promise.all(Array.from({ length: 6 }, () => familyWithWallet(t)));
    const entryIds: string[] = [];
    for (const f of families) {
      entryIds.push((await joinOk(f.cookie, activity.id, [f.kid.id])).entry?.id ?? '');
    }
    // At the opening, before the draw has given out the places, nobody books past it.
    const outsider = await familyWithWallet(t);
    await expect(
      createBooking(
        serviceDeps(t.db, t.payments, () => new Date(at.getTime() + 100)),
        serviceUser(outsider),
        bookingBody(activity.id, [outsider.kid.id]),
      ),
    ).rejects.toMatchObject({ code: 'registration_line', message: LOTTERY_GIVING_MESSAGE });
    // Two runners at the instant of the draw, as two instances would be.
    await Promise.all([runJobsAt(at), runJobsAt(at)]);
    await runLineFrom(at, activity.id);

    const states = await Promise.all(families.map((f) => stateOf(f.cookie, activity.id)));
    const rankOf = (i: number) => states[i]?.entry?.rank ?? 0;
    const order = families.map((_, i) => i).sort((a, b) => rankOf(a) - rankOf(b));
    expect(order.map(rankOf)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(order.map((i) => states[i]?.entry?.state)).toEqual([
      'admitted',
      'admitted',
      'waitlisted',
      'waitlisted',
      'waitlisted',
      'waitlisted',
    ]);
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
    // Every winner's places are held until a day after the draw.
    const dayAfter = new Date(at.getTime() + DAY).toISOString();
    expect(order.slice(0, capacity).map((i) => states[i]?.entry?.heldUntil)).toEqual([
      dayAfter,
      dayAfter,
    ]);
    // The draw can be checked: the recorded seed orders the entries by md5(seed || id).
    const record = await t.request(`/api/admin/activities/${activity.id}/registration`, {
      headers: admin,
    });
    const { line } = (await record.json()) as { line: { seed: string; entrants: number } };
    expect(line.entrants).toBe(6);
    const byHash = [...entryIds].sort((a, b) => (md5(line.seed + a) < md5(line.seed + b) ? -1 : 1));
    expect(byHash).toEqual(order.map((i) => entryIds[i]));

    // Everyone else is on the waitlist in draw order, and told so.
    const family = (n: number) => {
      const f = families[order[n] ?? -1];
      if (!f) throw new Error(`no family drawn #${n + 1}`);
      return f;
    };
    const positions = [];
    for (let n = capacity; n < 6; n++) {
      positions.push((await waitlistOf(t, family(n).cookie, activity.id))[0]?.position);
    }
    expect(positions).toEqual([1, 2, 3, 4]);
    const won = await notificationsOf(t, family(0).cookie);
    expect(won.items[0]).toMatchObject({
      title: `You won a place: ${activity.title}`,
      body: WON_BODY,
    });
    const lost = await notificationsOf(t, family(2).cookie);
    expect(lost.items[0]).toMatchObject({
      title: `${activity.title} is full`,
      body: LOTTERY_WAITLISTED_NOTE,
    });
    await expectWinnersAfterTheDraw(activity.id, at, [family(0), family(1), family(2)]);
  });
});

describe("'Book it for me' on registration day", () => {
  it('books a winner with the way to pay it prepared, and tells one whose payment failed to pay', async () => {
    const { activity, at } = await programOpeningSoon(3, { mode: 'lottery' });
    const join = (f: { cookie: string; kid: { id: string } }, autoBook?: object) =>
      api.joinLine(f.cookie, activity.id, [f.kid.id], autoBook);
    // A way to pay that cannot pay now is refused when chosen.
    const broke = await familyWithWallet(t, 0);
    await expectError(
      await join(broke, { method: 'wallet' }),
      402,
      'insufficient_balance',
      'Book it for me from your wallet needs $25.00 in it. Top up, or choose a card.',
    );
    const byWallet = await familyWithWallet(t);
    const entered = (await (
      await join(byWallet, { method: 'wallet' })
    ).json()) as RegistrationState;
    expect(entered.entry?.autoBook).toEqual({ method: 'wallet' });
    const declined = await familyWithWallet(t, 0);
    const card = await addCard(t, declined, { cardNumber: TEST_CARDS.declined });
    await join(declined, { method: 'card', paymentMethodId: card.id });
    const byHand = await familyWithWallet(t);
    await join(byHand);

    await runLineFrom(at, activity.id);
    await runJobsAt(at);
    const title = activity.title;
    // Paid for at once: booked, and told by the booking's confirmation alone.
    expect((await stateOf(byWallet.cookie, activity.id)).entry?.state).toBe('booked');
    expect((await listBookings(t, byWallet.cookie)).items[0]).toMatchObject({
      status: 'confirmed',
    });
    const told = (await notificationsOf(t, byWallet.cookie)).items.map((n) => n.title);
    expect(told).toContain(`Booking confirmed: ${title}`);
    expect(told).not.toContain(wonTitle(title));
    // Declined: the places stay held, and the family is told to pay.
    expect((await stateOf(declined.cookie, activity.id)).entry?.state).toBe('admitted');
    const [failed] = (await notificationsOf(t, declined.cookie)).items;
    expect(failed?.title).toBe(wonTitle(title));
    expect(failed?.body).toMatch(
      /^We couldn't pay with the way you chose: .+ pay now to book them\.$/,
    );
    // Without it, the winner pays by hand.
    expect((await stateOf(byHand.cookie, activity.id)).entry?.state).toBe('admitted');
  });
});

/**
 * Nobody skips the winners while places go out; a winner pays hours later; one who never pays
 * loses the places a day after the draw, to the first on the waitlist.
 */
async function expectWinnersAfterTheDraw(
  activityId: number,
  at: Date,
  [first, second, third]: Awaited<ReturnType<typeof familyWithWallet>>[],
) {
  if (!first || !second || !third) throw new Error('three families drawn');
  const entry = (await stateOf(first.cookie, activityId)).entry as RegistrationState['entry'];
  const outsider = await familyWithWallet(t);
  // An hour after the draw the winners still hold their places: no place for an outsider.
  await expect(
    createBooking(
      serviceDeps(t.db, t.payments, () => new Date(at.getTime() + HOUR)),
      serviceUser(outsider),
      bookingBody(activityId, [outsider.kid.id]),
    ),
  ).rejects.toMatchObject({ code: 'activity_full' });
  const paid = await book(t, first.cookie, {
    ...bookingBody(activityId, [first.kid.id]),
    idempotencyKey: entry?.id ?? '',
  });
  expect(paid.status).toBe(201);
  expect((await stateOf(first.cookie, activityId)).entry?.state).toBe('booked');

  // A line's hold would have ended by now; the lottery's holds on.
  await runJobsAt(new Date(at.getTime() + 11 * MINUTE));
  expect((await stateOf(second.cookie, activityId)).entry?.state).toBe('admitted');
  // A day after the draw the second winner's places go to the waitlist's first.
  await runJobsAt(new Date(at.getTime() + DAY + MINUTE));
  expect((await stateOf(second.cookie, activityId)).entry?.state).toBe('timed_out');
  const [offered] = await waitlistOf(t, third.cookie, activityId);
  expect(offered?.offer).not.toBeNull();
}
