import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { appJobRunner, runAllDue } from '../../../../tests/job-runner';
import { notificationsOf } from '../../../../tests/notifications';
import { addCard, createActivity, createKid } from '../../../../tests/factories';
import { WAITLIST_CLAIM_HOURS, WAITLIST_SOON_CLAIM_HOURS } from '../../../shared/waitlist';
import { kidProfiles } from '../../db/schema';
import { TEST_CARDS } from '../../lib/payments';
import {
  balanceOf,
  book,
  bookingBody,
  bookOk,
  cancel,
  expectError,
  familyWithWallet,
  listBookings,
  mailsTo,
  releaseHold,
  spotsLeft,
} from './bookings.test-helpers';
import {
  claimBody,
  entryOf,
  fullActivity,
  join,
  joinOk,
  leave,
  waitlistOf,
} from './waitlist.test-helpers';

/** Waitlists that fill themselves (decision 060). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);
const family = (balanceCents?: number) => familyWithWallet(t, balanceCents);
/** Every job due by `at` (offers' e-mails, auto-bookings, ended holds), run to the end. */
const runJobsAt = (at: () => Date) => runAllDue(appJobRunner(t, at));

/**
 * A full activity with `count` families in line behind it, in order, each waiting for its one
 * child; `freePlace` cancels the first booking, as its parent would.
 */
async function lineOf(count: number, capacity = 1, fields: { inDays?: number } = {}) {
  const { activity, booker, bookingIds } = await fullActivity(t, capacity, fields);
  const families = [];
  for (let i = 0; i < count; i++) {
    const f = await family();
    const entry = await joinOk(t, f.cookie, { activityId: activity.id, kidIds: [f.kid.id] });
    families.push({ ...f, entry });
  }
  const freePlace = async (acceptNoRefund?: boolean) =>
    expectJson(await cancel(t, booker.cookie, bookingIds[0] ?? '', acceptNoRefund), 200);
  return { activity, families, freePlace };
}

describe('POST /api/waitlist', () => {
  it('puts families in line for a full activity, in the order they join', async () => {
    const { activity } = await fullActivity(t);
    const first = await family();
    const second = await family();

    const entry = await joinOk(t, first.cookie, {
      activityId: activity.id,
      kidIds: [first.kid.id],
    });
    expect(entry).toMatchObject({
      activity: { id: activity.id, title: 'Music Makers' },
      kids: [{ id: first.kid.id, name: 'Mia' }],
      position: 1,
      autoBook: null,
      offer: null,
    });
    expect(entry.sessions).toHaveLength(1);
    await joinOk(t, second.cookie, { activityId: activity.id, kidIds: [second.kid.id] });
    expect((await entryOf(t, second.cookie, activity.id)).position).toBe(2);

    // The same request again answers the same place in line.
    const again = await join(t, first.cookie, { activityId: activity.id, kidIds: [first.kid.id] });
    expect(await expectJson(again, 200)).toEqual(entry);
    // Each parent sees only their own entries.
    expect((await waitlistOf(t, second.cookie)).map((e) => e.id)).not.toContain(entry.id);
    await expectError(
      await leave(t, second.cookie, entry.id),
      404,
      'not_found',
      'Waitlist entry not found',
    );
  });

  it('refuses a waitlist where places are left, and says what is wrong', async () => {
    const open = await createActivity(t.db, { capacity: 2 });
    const p = await family(0);
    await expectError(
      await join(t, p.cookie, { activityId: open.id, kidIds: [p.kid.id] }),
      409,
      'places_available',
      'There are places left: book them instead.',
    );
    const { activity, booker } = await fullActivity(t);
    // Already booked there.
    await expectError(
      await join(t, booker.cookie, { activityId: activity.id, kidIds: [booker.kid.id] }),
      409,
      'already_booked',
      'Mia is already booked on this activity.',
    );
    // Another parent's child is not found.
    await expectError(
      await join(t, p.cookie, { activityId: activity.id, kidIds: [booker.kid.id] }),
      404,
      'kid_not_found',
      'Child not found',
    );
    // 'Book it for me' from a wallet that cannot pay.
    await expectError(
      await join(t, p.cookie, {
        activityId: activity.id,
        kidIds: [p.kid.id],
        autoBook: { method: 'wallet' },
      }),
      402,
      'insufficient_balance',
      'Book it for me from your wallet needs $25.00 in it. Top up, or choose a card.',
    );
    // The same dates with other children.
    await joinOk(t, p.cookie, { activityId: activity.id, kidIds: [p.kid.id] });
    const leo = await createKid(t, p, { name: 'Leo', age: 7 });
    await expectError(
      await join(t, p.cookie, { activityId: activity.id, kidIds: [leo.id] }),
      409,
      'already_waitlisted',
      "You're already on the waitlist for these dates. Leave it first to change the children.",
    );
    const bad = await t.request('/api/waitlist', {
      json: { activityId: activity.id },
      cookie: p.cookie,
    });
    expect(bad.status).toBe(400);
  });
});

describe('offers', () => {
  it('offers a cancelled place to the first family, who claims it and is booked', async () => {
    const {
      activity,
      families: [first, second],
      freePlace,
    } = await lineOf(2);
    if (!first || !second) throw new Error('no families');

    await freePlace();
    // The place went to the first family in the same moment: nobody faster can take it.
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
    const stranger = await family();
    await expectError(
      await book(t, stranger.cookie, bookingBody(activity.id, [stranger.kid.id])),
      409,
      'activity_full',
      'Sorry, this activity is full.',
    );

    const offered = await entryOf(t, first.cookie, activity.id);
    expect(offered.position).toBeNull();
    expect(offered.offer).toMatchObject({ totalCents: 2500 });
    const ends = new Date(offered.offer?.heldUntil ?? 0).getTime();
    expect(Math.abs(ends - hoursFromNow(WAITLIST_CLAIM_HOURS).getTime())).toBeLessThan(60_000);
    // The second family moved up.
    expect((await entryOf(t, second.cookie, activity.id)).position).toBe(1);

    // Told in the app, and by e-mail.
    const [notice] = (await notificationsOf(t, first.cookie)).items;
    expect(notice).toMatchObject({
      kind: 'waitlist',
      title: 'A place is yours: Music Makers',
      link: `/activities/${activity.id}`,
    });
    await runJobsAt(() => new Date());
    const mails = await mailsTo(t.db, first.email);
    expect(mails.map((m) => m.subject)).toContain('A place is yours: Music Makers');

    // Claimed: paid with the entry's id as the key, the family is booked and out of the line.
    const booking = await bookOk(t, first.cookie, claimBody(offered));
    expect(booking).toMatchObject({ status: 'confirmed', totalCents: 2500 });
    expect(await balanceOf(t.db, first.userId)).toBe(7500);
    expect(await waitlistOf(t, first.cookie, activity.id)).toEqual([]);
    expect((await entryOf(t, second.cookie, activity.id)).position).toBe(1);
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
  });

  it('gives the offer to the next family when it ends unclaimed', async () => {
    const {
      activity,
      families: [first, second],
      freePlace,
    } = await lineOf(2);
    if (!first || !second) throw new Error('no families');
    await freePlace();

    // Still the first family's an hour before the window closes …
    await runJobsAt(() => hoursFromNow(WAITLIST_CLAIM_HOURS - 1));
    expect((await entryOf(t, first.cookie, activity.id)).offer).not.toBeNull();
    expect((await entryOf(t, second.cookie, activity.id)).offer).toBeNull();
    // … then the next family's.
    await runJobsAt(() => hoursFromNow(WAITLIST_CLAIM_HOURS + 0.1));
    expect(await waitlistOf(t, first.cookie, activity.id)).toEqual([]);
    expect((await entryOf(t, second.cookie, activity.id)).offer).toMatchObject({
      totalCents: 2500,
    });
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
    // The first family's late payment books nothing: the place is no longer theirs.
    const late = await book(t, first.cookie, {
      ...bookingBody(activity.id, [first.kid.id]),
    });
    expect(late.status).toBe(409);
  });

  it('gives the offer to the next family when the first leaves the waitlist', async () => {
    const {
      activity,
      families: [first, second],
      freePlace,
    } = await lineOf(2);
    if (!first || !second) throw new Error('no families');
    await freePlace();

    expect((await leave(t, first.cookie, first.entry.id)).status).toBe(204);
    expect(await waitlistOf(t, first.cookie)).toEqual([]);
    expect((await entryOf(t, second.cookie, activity.id)).offer).not.toBeNull();
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
  });

  it('keeps a family needing more places in line, and offers one place to a family behind it', async () => {
    const { activity, booker, bookingIds } = await fullActivity(t, 2);
    const twins = await family();
    const leo = await createKid(t, twins, { name: 'Leo', age: 6 });
    const single = await family();
    await joinOk(t, twins.cookie, { activityId: activity.id, kidIds: [twins.kid.id, leo.id] });
    await joinOk(t, single.cookie, { activityId: activity.id, kidIds: [single.kid.id] });

    await expectJson(await cancel(t, booker.cookie, bookingIds[0] ?? ''), 200);
    expect(await entryOf(t, twins.cookie, activity.id)).toMatchObject({ position: 1, offer: null });
    expect((await entryOf(t, single.cookie, activity.id)).offer).not.toBeNull();

    // When enough places free up for both children, the family first in line gets them.
    const third = await family();
    await joinOk(t, third.cookie, { activityId: activity.id, kidIds: [third.kid.id] });
    const [, second] = bookingIds;
    await expectJson(await cancel(t, booker.cookie, second ?? ''), 200);
    // One place free, still not enough for two: the third family, behind, gets it.
    expect((await entryOf(t, third.cookie, activity.id)).offer).not.toBeNull();
    expect((await entryOf(t, twins.cookie, activity.id)).position).toBe(1);
    const offer = await entryOf(t, single.cookie, activity.id);
    expect((await leave(t, single.cookie, offer.id)).status).toBe(204);
    // Only one place again: the twins wait on.
    expect((await entryOf(t, twins.cookie, activity.id)).offer).toBeNull();
    expect(await spotsLeft(t.db, activity.id)).toBe(1);
  });

  it('holds an offer for 2 hours when the session starts within 48 hours', async () => {
    const {
      activity,
      families: [p],
      freePlace,
    } = await lineOf(1, 1, { inDays: 1 });
    if (!p) throw new Error('no family');
    await freePlace(true);
    const { offer } = await entryOf(t, p.cookie, activity.id);
    const ends = new Date(offer?.heldUntil ?? 0).getTime();
    expect(Math.abs(ends - hoursFromNow(WAITLIST_SOON_CLAIM_HOURS).getTime())).toBeLessThan(60_000);
  });

  it("keeps an offer's places when the parent leaves the payment step", async () => {
    const {
      activity,
      families: [p],
      freePlace,
    } = await lineOf(1);
    if (!p) throw new Error('no family');
    await freePlace();
    const { offer } = await entryOf(t, p.cookie, activity.id);
    expect((await releaseHold(t, p.cookie, offer?.bookingId ?? '')).status).toBe(204);
    expect((await entryOf(t, p.cookie, activity.id)).offer).toEqual(offer);
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
  });

  it('drops a family whose child can no longer go, and offers the place on', async () => {
    const { activity, booker, bookingIds } = await fullActivity(t);
    const gone = await family();
    const next = await family();
    await joinOk(t, gone.cookie, { activityId: activity.id, kidIds: [gone.kid.id] });
    await joinOk(t, next.cookie, { activityId: activity.id, kidIds: [next.kid.id] });
    await t.db.delete(kidProfiles).where(eq(kidProfiles.id, gone.kid.id));

    await expectJson(await cancel(t, booker.cookie, bookingIds[0] ?? ''), 200);
    expect(await waitlistOf(t, gone.cookie)).toEqual([]);
    expect((await entryOf(t, next.cookie, activity.id)).offer).not.toBeNull();
  });

  it('offers the places of a deleted account', async () => {
    const { activity, booker } = await fullActivity(t);
    const p = await family();
    await joinOk(t, p.cookie, { activityId: activity.id, kidIds: [p.kid.id] });
    const deleted = await t.request('/api/account/delete', {
      json: { confirmEmail: booker.email },
      cookie: booker.cookie,
    });
    expect(deleted.status).toBe(200);
    await runJobsAt(() => new Date());
    expect((await entryOf(t, p.cookie, activity.id)).offer).not.toBeNull();
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
  });
});

describe('Book it for me', () => {
  it('books and charges the wallet the moment a place frees up', async () => {
    const { activity, booker, bookingIds } = await fullActivity(t);
    const p = await family(5000);
    await joinOk(t, p.cookie, {
      activityId: activity.id,
      kidIds: [p.kid.id],
      autoBook: { method: 'wallet' },
    });
    await expectJson(await cancel(t, booker.cookie, bookingIds[0] ?? ''), 200);
    await runJobsAt(() => new Date());

    expect(await waitlistOf(t, p.cookie)).toEqual([]);
    const [booking] = (await listBookings(t, p.cookie)).items;
    expect(booking).toMatchObject({ status: 'confirmed', totalCents: 2500 });
    expect(await balanceOf(t.db, p.userId)).toBe(2500);
    const titles = (await notificationsOf(t, p.cookie)).items.map((n) => n.title);
    expect(titles).toContain('Booking confirmed: Music Makers');
    expect(titles).not.toContain('A place is yours: Music Makers');
  });

  it('charges the saved card the parent chose', async () => {
    const { activity, booker, bookingIds } = await fullActivity(t);
    const p = await family(0);
    const card = await addCard(t, p);
    await joinOk(t, p.cookie, {
      activityId: activity.id,
      kidIds: [p.kid.id],
      autoBook: { method: 'card', paymentMethodId: card.id },
    });
    await expectJson(await cancel(t, booker.cookie, bookingIds[0] ?? ''), 200);
    await runJobsAt(() => new Date());
    const [booking] = (await listBookings(t, p.cookie)).items;
    expect(booking).toMatchObject({
      status: 'confirmed',
      payment: { method: 'card', paymentMethodId: card.id, label: 'Visa ending in 4242' },
    });
    expect(await balanceOf(t.db, p.userId)).toBe(0);
  });

  it('leaves the offer open and tells the family when the card is declined', async () => {
    const { activity, booker, bookingIds } = await fullActivity(t);
    const p = await family(0);
    const card = await addCard(t, p, { cardNumber: TEST_CARDS.declined });
    await joinOk(t, p.cookie, {
      activityId: activity.id,
      kidIds: [p.kid.id],
      autoBook: { method: 'card', paymentMethodId: card.id },
    });
    await expectJson(await cancel(t, booker.cookie, bookingIds[0] ?? ''), 200);
    await runJobsAt(() => new Date());

    expect((await listBookings(t, p.cookie)).items).toEqual([]);
    expect((await entryOf(t, p.cookie, activity.id)).offer).not.toBeNull();
    const [notice] = (await notificationsOf(t, p.cookie)).items;
    expect(notice?.title).toBe("We couldn't book Music Makers for you");
    expect(notice?.body).toContain('Your payment did not go through.');
  });
});
