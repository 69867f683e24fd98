import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import { CreateBookingSchema, type Booking } from '../../../shared/schemas/booking';
import { createLogger } from '../../lib/logger';
import { createMailer } from '../../lib/mail';
import { TEST_CARDS } from '../../lib/payments';
import { pgErrorCode } from '../../lib/pg-errors';
import { activities, bookings } from '../../db/schema';
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
  addGiftCardMethod,
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
import type { BookingDeps } from './bookings.service';
import { createBooking } from './checkout.service';

let t: TestApp;
const gateway = countingGateway();
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { payments: gateway.gateway });
});
afterAll(() => t.close());

/** A parent with a funded wallet and one 6-year-old. */
async function family(balanceCents = 10_000) {
  const parent = await signedInParent(t);
  const kid = await createKid(t, parent, { name: 'Mia', age: 6 });
  if (balanceCents > 0) await fundWallet(t.db, parent.userId, balanceCents);
  return { ...parent, kid };
}

describe('POST /api/bookings with the wallet', () => {
  it('books, takes the spots and the money, and answers the Booking', async () => {
    const p = await family();
    const leo = await createKid(t, p, { name: 'Leo', age: 5 });
    const activity = await createActivity(t.db, { title: 'Clay, Paint; Fun' });
    const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [p.kid.id, leo.id]));

    expect(booking).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      shortId: booking.id.slice(0, 8),
      activity: {
        id: activity.id,
        title: 'Clay, Paint; Fun',
        providerName: 'Maple Music School',
        imageUrl: '/images/activities/music-1.svg',
        date: activity.date,
        startTime: '10:00',
        endTime: '11:00',
        locationName: 'Community Hall',
        address: '1 Main Street, Toronto',
        lat: 43.65,
        lng: -79.38,
        // Wall-clock times where the activity takes place (the server's zone), as instants.
        startsAt: new Date(`${activity.date}T10:00:00`).toISOString(),
        endsAt: new Date(`${activity.date}T11:00:00`).toISOString(),
      },
      // One date: the activity's one session.
      sessions: [
        { id: expect.any(Number), date: activity.date, startTime: '10:00', endTime: '11:00' },
      ],
      kids: expect.arrayContaining([
        { id: p.kid.id, name: 'Mia', avatarColor: p.kid.avatarColor },
        { id: leo.id, name: 'Leo', avatarColor: leo.avatarColor },
      ]),
      priceCents: 2500,
      totalCents: 5000,
      discountCents: 0,
      paymentStatus: 'completed',
      payment: {
        method: 'wallet',
        paymentMethodId: null,
        label: 'Wallet',
        parts: [{ method: 'wallet', label: 'Wallet', amountCents: 5000 }],
      },
      status: 'confirmed',
      createdAt: expect.any(String),
      cancelledAt: null,
      refundCents: null,
      cancellation: { refundable: true, refundCents: 5000 },
    });
    expect(booking.kids).toHaveLength(2);
    expect(await spotsLeft(t.db, activity.id)).toBe(8);
    expect(await balanceOf(t.db, p.userId)).toBe(5000);
    const ledger = await ledgerOf(t.db, p.userId);
    expect(ledger.rows.at(-1)).toMatchObject({
      type: 'payment',
      amountCents: -5000,
      description: 'Booking: Clay, Paint; Fun',
      bookingId: booking.id,
    });
    expect(ledger.sum).toBe(5000);

    const res = await t.request(`/api/bookings/${booking.id}`, { cookie: p.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(booking);
  });

  it('sends the confirmation e-mail with the details and the policy', async () => {
    const p = await family();
    const activity = await createActivity(t.db, { title: 'Drum Circle' });
    const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [p.kid.id]));
    const mails = await mailsTo(t.db, p.email);
    expect(mails.map((m) => m.subject)).toEqual(['Booking confirmed: Drum Circle']);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('Time: 10:00 AM – 11:00 AM');
    expect(text).toContain('Place: Community Hall, 1 Main Street, Toronto');
    expect(text).toContain('Children: Mia');
    expect(text).toContain('Total: $25.00 (Wallet)');
    expect(text).toContain(`Booking ID: ${booking.shortId}`);
    expect(text).toContain('Full refund for cancellation made 24 hours before start.');
  });

  it('refuses a short wallet and leaves no booking, no spot taken and the balance as it was', async () => {
    const p = await family(2400);
    const activity = await createActivity(t.db);
    await expectError(
      await book(t, p.cookie, bookingBody(activity.id, [p.kid.id])),
      402,
      'insufficient_balance',
      'Your wallet balance is too low for this booking',
    );
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
    expect(await balanceOf(t.db, p.userId)).toBe(2400);
    expect((await listBookings(t, p.cookie)).items).toEqual([]);
    // A parent with no wallet at all.
    const q = await family(0);
    await expectError(
      await book(t, q.cookie, bookingBody(activity.id, [q.kid.id])),
      402,
      'insufficient_balance',
      'Your wallet balance is too low for this booking',
    );
    expect(await mailsTo(t.db, p.email)).toEqual([]);
  });

  it('books a free activity without a payment', async () => {
    const p = await family(0);
    const activity = await createActivity(t.db, { priceCents: 0 });
    const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [p.kid.id]));
    expect(booking).toMatchObject({ totalCents: 0, payment: { label: 'Wallet' } });
    expect((await ledgerOf(t.db, p.userId)).rows).toEqual([]);
    expect(booking.cancellation).toEqual({ refundable: true, refundCents: 0 });
  });
});

describe('POST /api/bookings with a card', () => {
  it("charges the parent's card through the gateway and labels the payment", async () => {
    const p = await family(0);
    const card = await addCard(t, p);
    const activity = await createActivity(t.db);
    const before = gateway.charges.length;
    const body = bookingBody(activity.id, [p.kid.id], {
      method: 'card',
      paymentMethodId: card.id,
    });
    const booking = await bookOk(t, p.cookie, body);
    expect(booking.payment).toEqual({
      method: 'card',
      paymentMethodId: card.id,
      label: 'Visa ending in 4242',
      parts: [{ method: 'card', label: 'Visa ending in 4242', amountCents: 2500 }],
    });
    expect(gateway.charges.slice(before)).toEqual([
      {
        amountCents: 2500,
        idempotencyKey: `booking:${booking.id}`,
        token: expect.stringMatching(/^sim_ok_/),
        result: { ok: true, chargeId: expect.any(String) },
      },
    ]);
    // Card payments are not wallet transactions.
    expect((await ledgerOf(t.db, p.userId)).rows).toEqual([]);
    const mail = (await mailsTo(t.db, p.email))[0];
    expect(mail?.text).toContain('Total: $25.00 (Visa ending in 4242)');
  });

  it.each([
    [TEST_CARDS.declined, 'card_declined', 'Your card was declined. Please use another card.'],
    [
      TEST_CARDS.insufficientFunds,
      'insufficient_funds',
      'Your card has insufficient funds. Please use another card.',
    ],
  ])('refuses card %s with 402 %s and leaves nothing behind', async (number, code, message) => {
    const p = await family(0);
    const card = await addCard(t, p, { cardNumber: number });
    const activity = await createActivity(t.db);
    const body = bookingBody(activity.id, [p.kid.id], {
      method: 'card',
      paymentMethodId: card.id,
    });
    await expectError(await book(t, p.cookie, body), 402, code, message);
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
    expect(await activeParticipants(t.db, activity.id)).toBe(0);
    expect((await listBookings(t, p.cookie)).items).toEqual([]);
    // The key was not spent: the same key with a good card books.
    const good = await addCard(t, p);
    const retry = { ...body, payment: { method: 'card' as const, paymentMethodId: good.id } };
    await bookOk(t, p.cookie, retry);
  });

  it("refuses another parent's card, an unknown card and a gift card", async () => {
    const p = await family(0);
    const other = await signedInParent(t);
    const theirs = await addCard(t, other);
    const gift = await addGiftCardMethod(t.db, p.userId);
    const activity = await createActivity(t.db);
    for (const paymentMethodId of [theirs.id, randomUUID()]) {
      await expectError(
        await book(
          t,
          p.cookie,
          bookingBody(activity.id, [p.kid.id], { method: 'card', paymentMethodId }),
        ),
        404,
        'payment_method_not_found',
        'Payment method not found',
      );
    }
    await expectError(
      await book(
        t,
        p.cookie,
        bookingBody(activity.id, [p.kid.id], { method: 'card', paymentMethodId: gift.id }),
      ),
      400,
      'not_a_card',
      'Only a saved card can be used for this. Please choose a card.',
    );
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
  });

  it('gives the charge back when the booking cannot be recorded after it', async () => {
    const p = await family(0);
    const card = await addCard(t, p);
    const activity = await createActivity(t.db);
    const charges = gateway.charges.length;
    const refunds = gateway.refunds.length;
    const body = bookingBody(activity.id, [p.kid.id], { method: 'card', paymentMethodId: card.id });
    gateway.faults.unstorableChargeId = true;
    try {
      // The injected charge id holds a NUL: the app answers any value PostgreSQL cannot store
      // with this 400 (whatever failed after the charge, the parent gets that failure).
      await expectError(
        await book(t, p.cookie, body),
        400,
        'validation_failed',
        'Some text contains characters that cannot be saved. Please remove them and try again.',
      );
    } finally {
      gateway.faults.unstorableChargeId = false;
    }
    const charged = gateway.charges.slice(charges);
    expect(charged).toHaveLength(1);
    const chargeId = charged[0]?.result.ok ? charged[0].result.chargeId : 'none';
    expect(gateway.refunds.slice(refunds)).toEqual([
      { chargeId, amountCents: 2500, result: { ok: true, refundId: expect.any(String) } },
    ]);
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
    expect((await listBookings(t, p.cookie)).items).toEqual([]);
    expect(await mailsTo(t.db, p.email)).toEqual([]);

    // The parent retries with the same key: a new charge, not the refunded one replayed.
    const retried = await book(t, p.cookie, body);
    expect(retried.status).toBe(201);
    const newCharges = gateway.charges.slice(charges + 1);
    expect(newCharges).toHaveLength(1);
    const newChargeId = newCharges[0]?.result.ok ? newCharges[0].result.chargeId : 'none';
    expect(newChargeId).not.toBe(chargeId);
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
  });
});

describe('POST /api/bookings when the refund of a stray charge fails', () => {
  it('keeps the original error and logs the charge, amount and refund outcome', async () => {
    const p = await family(0);
    const card = await addCard(t, p);
    const activity = await createActivity(t.db);
    const lines: string[] = [];
    const logger = createLogger('error', { write: (line: string) => void lines.push(line) });
    const deps: BookingDeps = {
      db: t.db,
      payments: gateway.gateway,
      logger,
      mailer: createMailer({ db: t.db, logger, from: 'test@example.com' }),
      appUrl: TEST_ORIGIN,
    };
    const input = CreateBookingSchema.parse(
      bookingBody(activity.id, [p.kid.id], { method: 'card', paymentMethodId: card.id }),
    );
    const charges = gateway.charges.length;
    gateway.faults.unstorableChargeId = true;
    gateway.faults.refundThrows = true;
    let thrown: unknown;
    try {
      await createBooking(deps, { id: p.userId, email: p.email, name: 'Ann Lee' }, input).catch(
        (err: unknown) => {
          thrown = err;
        },
      );
    } finally {
      gateway.faults.unstorableChargeId = false;
      gateway.faults.refundThrows = false;
    }
    // The failure that stopped the booking (a value the database cannot store), not the refund's.
    expect(pgErrorCode(thrown)).toMatch(/^22/);
    const charge = gateway.charges[charges]?.result;
    const chargeId = charge?.ok ? charge.chargeId : 'none';
    const logged = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.chargeId === chargeId);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 50,
        userId: p.userId,
        chargeId,
        amountCents: 2500,
        refund: { ok: false, error: { name: 'Error', message: 'gateway timed out' } },
        err: expect.objectContaining({ message: expect.any(String) }),
        msg: 'booking charged but not recorded; REFUND FAILED, the payment sweep settles it',
      }),
    ]);
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
    expect((await listBookings(t, p.cookie)).items).toEqual([]);
  });
});

describe('POST /api/bookings refusals', () => {
  it('answers 404 for an activity that does not exist', async () => {
    const p = await family();
    await expectError(
      await book(t, p.cookie, bookingBody(999_999, [p.kid.id])),
      404,
      'activity_not_found',
      'Activity not found',
    );
    // Beyond any id the database can hold: the same sentence, not a database error.
    await expectError(
      await book(t, p.cookie, bookingBody(2_147_483_648, [p.kid.id])),
      400,
      'validation_failed',
      'Activity not found',
    );
  });

  it('refuses an activity that has started or is over', async () => {
    const p = await family();
    const past = await createActivity(t.db, { date: addDays(localIsoDate(), -1) });
    const startedNow = await activityStartingIn(t.db, -2 * 60_000);
    for (const activity of [past, startedNow]) {
      await expectError(
        await book(t, p.cookie, bookingBody(activity.id, [p.kid.id])),
        409,
        'activity_started',
        'This activity has already started, so it can no longer be booked.',
      );
    }
    expect(await balanceOf(t.db, p.userId)).toBe(10_000);
  });

  it("answers 404 for another parent's kid or an unknown kid, and books none of them", async () => {
    const p = await family();
    const other = await signedInParent(t);
    const theirs = await createKid(t, other, { name: 'Zoe' });
    const activity = await createActivity(t.db);
    for (const kidIds of [[p.kid.id, theirs.id], [randomUUID()]]) {
      await expectError(
        await book(t, p.cookie, bookingBody(activity.id, kidIds)),
        404,
        'kid_not_found',
        'Child not found',
      );
    }
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
  });

  it('refuses a kid outside the age range in whole years, with their name', async () => {
    const p = await family();
    const older = await createKid(t, p, { name: 'Sam', age: 9 });
    const youngest = await createKid(t, p, { name: 'Ava', age: 4 });
    const oldest = await createKid(t, p, { name: 'Ben', age: 8 });
    const activity = await createActivity(t.db, { ageMin: 4, ageMax: 8 });
    await expectError(
      await book(t, p.cookie, bookingBody(activity.id, [p.kid.id, older.id])),
      422,
      'kid_not_eligible',
      'Sam is not in the age range for this activity (ages 4–8).',
    );
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
    // The edges are inclusive.
    await bookOk(t, p.cookie, bookingBody(activity.id, [youngest.id, oldest.id]));
  });

  it('refuses a kid already booked on the activity, and books again after cancelling', async () => {
    const p = await family();
    const leo = await createKid(t, p, { name: 'Leo', age: 5 });
    const activity = await createActivity(t.db);
    const first = await bookOk(t, p.cookie, bookingBody(activity.id, [p.kid.id]));
    await expectError(
      await book(t, p.cookie, bookingBody(activity.id, [leo.id, p.kid.id])),
      409,
      'already_booked',
      'Mia is already booked on this activity.',
    );
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    expect(await balanceOf(t.db, p.userId)).toBe(7500);
    const res = await t.request(`/api/bookings/${first.id}/cancel`, { cookie: p.cookie, json: {} });
    expect(res.status).toBe(200);
    await bookOk(t, p.cookie, bookingBody(activity.id, [leo.id, p.kid.id]));
  });

  it('refuses a full activity and one with too few spots', async () => {
    const p = await family();
    const leo = await createKid(t, p, { name: 'Leo', age: 5 });
    const full = await createActivity(t.db, { capacity: 3, spotsLeft: 0 });
    await expectError(
      await book(t, p.cookie, bookingBody(full.id, [p.kid.id])),
      409,
      'activity_full',
      'Sorry, this activity is full.',
    );
    const one = await createActivity(t.db, { capacity: 3, spotsLeft: 1 });
    await expectError(
      await book(t, p.cookie, bookingBody(one.id, [p.kid.id, leo.id])),
      409,
      'not_enough_spots',
      'Only 1 spot is left for this activity.',
    );
    const kids = [p.kid.id, leo.id, (await createKid(t, p, { name: 'Ava' })).id];
    const two = await createActivity(t.db, { capacity: 3, spotsLeft: 2 });
    await expectError(
      await book(t, p.cookie, bookingBody(two.id, kids)),
      409,
      'not_enough_spots',
      'Only 2 spots are left for this activity.',
    );
    expect(await spotsLeft(t.db, two.id)).toBe(2);
    expect(await balanceOf(t.db, p.userId)).toBe(10_000);
  });

  it('once the last place is gone, still replays a booking made and names a child already booked', async () => {
    const p = await family(0);
    const card = await addCard(t, p);
    const leo = await createKid(t, p, { name: 'Leo', age: 5 });
    const activity = await createActivity(t.db, { capacity: 1, spotsLeft: 1 });
    const body = bookingBody(activity.id, [p.kid.id], { method: 'card', paymentMethodId: card.id });
    const first = await bookOk(t, p.cookie, body);
    expect(await spotsLeft(t.db, activity.id)).toBe(0);

    // The same request again (its answer was lost): the booking, not 'full'.
    const again = await book(t, p.cookie, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    // The same child under a new key: what the parent needs to hear is that she is booked.
    await expectError(
      await book(t, p.cookie, { ...body, idempotencyKey: randomUUID() }),
      409,
      'already_booked',
      'Mia is already booked on this activity.',
    );
    // Another child, or another parent: full, and no card payment is begun for it.
    const charges = gateway.charges.length;
    await expectError(
      await book(t, p.cookie, { ...body, kidIds: [leo.id], idempotencyKey: randomUUID() }),
      409,
      'activity_full',
      'Sorry, this activity is full.',
    );
    const other = await family();
    await expectError(
      await book(t, other.cookie, bookingBody(activity.id, [other.kid.id])),
      409,
      'activity_full',
      'Sorry, this activity is full.',
    );
    expect(gateway.charges.length).toBe(charges);
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
  });

  it('validates the body with the schema sentences', async () => {
    const p = await family();
    const activity = await createActivity(t.db);
    const cases: [unknown, string][] = [
      [
        { ...bookingBody(activity.id, []) },
        'No kids selected: Please select at least one child for this activity',
      ],
      [
        { ...bookingBody(activity.id, [p.kid.id]), payment: { method: 'card' } },
        'Payment method required: Please select a payment method to continue',
      ],
      [{ ...bookingBody(activity.id, [p.kid.id, p.kid.id]) }, 'Each child can be chosen once'],
    ];
    for (const [json, message] of cases) {
      await expectError(
        await t.request('/api/bookings', { cookie: p.cookie, json }),
        400,
        'validation_failed',
        message,
      );
    }
  });

  it('needs a signed-in parent', async () => {
    const activity = await createActivity(t.db);
    const res = await t.request('/api/bookings', {
      json: bookingBody(activity.id, [randomUUID()]),
    });
    expect(res.status).toBe(401);
    expect((await t.request('/api/bookings')).status).toBe(401);
    expect((await t.request('/api/bookings/calendar?from=2026-01-01&to=2026-01-31')).status).toBe(
      401,
    );
    expect((await t.request('/api/calendar/feed')).status).toBe(401);
  });
});

describe('idempotency', () => {
  it('returns the same booking with 200 for the same key, charging once', async () => {
    const p = await family(0);
    const card = await addCard(t, p);
    const activity = await createActivity(t.db);
    const body = bookingBody(activity.id, [p.kid.id], { method: 'card', paymentMethodId: card.id });
    const before = gateway.charges.length;
    const first = await bookOk(t, p.cookie, body);
    const again = await book(t, p.cookie, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(gateway.charges.length - before).toBe(1);
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    expect(await mailsTo(t.db, p.email)).toHaveLength(1);
  });

  it('refuses the key reused with different activity, kids or payment (422)', async () => {
    const p = await family();
    const leo = await createKid(t, p, { name: 'Leo', age: 5 });
    const card = await addCard(t, p);
    const activity = await createActivity(t.db);
    const other = await createActivity(t.db);
    const body = bookingBody(activity.id, [p.kid.id]);
    await bookOk(t, p.cookie, body);
    for (const changed of [
      { ...body, activityId: other.id },
      { ...body, kidIds: [p.kid.id, leo.id] },
      { ...body, payment: { method: 'card', paymentMethodId: card.id } },
    ]) {
      await expectError(
        await t.request('/api/bookings', { cookie: p.cookie, json: changed }),
        422,
        'idempotency_key_reused',
        'This idempotency key was already used for a different booking.',
      );
    }
    expect(await balanceOf(t.db, p.userId)).toBe(7500);
  });

  it('replays the same request after the card it paid with was removed', async () => {
    const p = await family(0);
    const card = await addCard(t, p);
    const activity = await createActivity(t.db);
    const body = bookingBody(activity.id, [p.kid.id], { method: 'card', paymentMethodId: card.id });
    const first = await bookOk(t, p.cookie, body);
    const removed = await t.request(`/api/wallet/payment-methods/${card.id}`, {
      cookie: p.cookie,
      method: 'DELETE',
    });
    expect(removed.ok).toBe(true);
    const charges = gateway.charges.length;

    const again = await book(t, p.cookie, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      id: first.id,
      payment: { method: 'card', paymentMethodId: null, label: 'Visa ending in 4242' },
    });
    expect(gateway.charges.length).toBe(charges);
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    // Still the same request only: other kids with that key are refused.
    const leo = await createKid(t, p, { name: 'Leo', age: 5 });
    await expectError(
      await book(t, p.cookie, { ...body, kidIds: [p.kid.id, leo.id] }),
      422,
      'idempotency_key_reused',
      'This idempotency key was already used for a different booking.',
    );
  });

  it('keys belong to a parent: another parent may use the same key', async () => {
    const p = await family();
    const q = await family();
    const activity = await createActivity(t.db);
    const body = bookingBody(activity.id, [p.kid.id]);
    const mine = await bookOk(t, p.cookie, body);
    const theirs = await bookOk(t, q.cookie, { ...body, kidIds: [q.kid.id] });
    expect(theirs.id).not.toBe(mine.id);
  });
});

describe('reading bookings', () => {
  it('lists newest first with a cursor, filters by kid and hides other parents', async () => {
    const p = await family(100_000);
    const leo = await createKid(t, p, { name: 'Leo', age: 5 });
    const made: Booking[] = [];
    for (let i = 0; i < 5; i++) {
      const activity = await createActivity(t.db, { title: `Class ${i}` });
      made.push(await bookOk(t, p.cookie, bookingBody(activity.id, [i % 2 ? leo.id : p.kid.id])));
    }
    const other = await family();
    await bookOk(t, other.cookie, bookingBody((await createActivity(t.db)).id, [other.kid.id]));

    const first = await listBookings(t, p.cookie, { limit: '2' });
    expect(first.items.map((b) => b.activity.title)).toEqual(['Class 4', 'Class 3']);
    const second = await listBookings(t, p.cookie, {
      limit: '2',
      cursor: String(first.nextCursor),
    });
    expect(second.items.map((b) => b.activity.title)).toEqual(['Class 2', 'Class 1']);
    const third = await listBookings(t, p.cookie, {
      limit: '2',
      cursor: String(second.nextCursor),
    });
    expect(third.items.map((b) => b.activity.title)).toEqual(['Class 0']);
    expect(third.nextCursor).toBeNull();

    const leos = await listBookings(t, p.cookie, { kidId: leo.id });
    expect(leos.items.map((b) => b.activity.title)).toEqual(['Class 3', 'Class 1']);

    // Another parent's kid: 404, like a kid that does not exist.
    await expectError(
      await t.request(`/api/bookings?kidId=${other.kid.id}`, { cookie: p.cookie }),
      404,
      'kid_not_found',
      'Child not found',
    );
    const bad = await t.request('/api/bookings?cursor=nonsense', { cookie: p.cookie });
    expect(bad.status).toBe(400);

    // Another parent's booking, an unknown id and a non-id: 404 alike.
    const theirs = (await listBookings(t, other.cookie)).items[0];
    for (const id of [theirs?.id, randomUUID(), 'not-an-id']) {
      await expectError(
        await t.request(`/api/bookings/${id}`, { cookie: p.cookie }),
        404,
        'not_found',
        'Booking not found',
      );
    }
  });

  it('lists the calendar range: confirmed only, by date and start time', async () => {
    const p = await family(100_000);
    const leo = await createKid(t, p, { name: 'Leo', age: 5 });
    const d3 = addDays(localIsoDate(), 3);
    const d4 = addDays(localIsoDate(), 4);
    const late = await createActivity(t.db, {
      date: d3,
      startTime: '15:00',
      endTime: '16:00',
      title: 'Late',
    });
    const early = await createActivity(t.db, {
      date: d3,
      startTime: '09:00',
      endTime: '10:00',
      title: 'Early',
    });
    const next = await createActivity(t.db, { date: d4, title: 'Next day' });
    const outside = await createActivity(t.db, {
      date: addDays(localIsoDate(), 20),
      title: 'Later',
    });
    const gone = await createActivity(t.db, { date: d3, title: 'Cancelled' });
    await bookOk(t, p.cookie, bookingBody(next.id, [p.kid.id]));
    await bookOk(t, p.cookie, bookingBody(late.id, [p.kid.id]));
    await bookOk(t, p.cookie, bookingBody(early.id, [leo.id]));
    await bookOk(t, p.cookie, bookingBody(outside.id, [p.kid.id]));
    const cancelled = await bookOk(t, p.cookie, bookingBody(gone.id, [p.kid.id]));
    expect(
      (await t.request(`/api/bookings/${cancelled.id}/cancel`, { cookie: p.cookie, json: {} }))
        .status,
    ).toBe(200);

    const res = await t.api(p).bookings.calendar.$get({ query: { from: d3, to: d4 } });
    const { items } = await expectJson(res, 200);
    expect(items.map((b) => b.activity.title)).toEqual(['Early', 'Late', 'Next day']);

    const wide = await t.request(`/api/bookings/calendar?from=${d3}&to=${addDays(d3, 62)}`, {
      cookie: p.cookie,
    });
    await expectError(wide, 400, 'validation_failed', 'Ask for at most 62 days at once');
    const reversed = await t.request(`/api/bookings/calendar?from=${d4}&to=${d3}`, {
      cookie: p.cookie,
    });
    await expectError(reversed, 400, 'validation_failed', 'from must not be after to');
  });

  it('lists upcoming (confirmed, not over, soonest first) and past (latest first) a page at a time', async () => {
    const p = await family(100_000);
    const leo = await createKid(t, p, { name: 'Leo', age: 5 });
    const today = localIsoDate();
    const at = async (title: string, inDays: number, startTime = '10:00') => {
      const activity = await createActivity(t.db, {
        title,
        inDays,
        startTime,
        endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`,
      });
      return { activity, booking: await bookOk(t, p.cookie, bookingBody(activity.id, [p.kid.id])) };
    };
    await at('In ten days', 10);
    const soonAfternoon = await at('Soon, afternoon', 2, '15:00');
    const soonMorning = await at('Soon, morning', 2, '09:00');
    const cancelled = await at('Called off', 3);
    expect((await cancel(t, p.cookie, cancelled.booking.id)).status).toBe(200);
    const lastWeek = await at('Last week', 4);
    const yesterday = await at('Yesterday', 5);
    const leos = await createActivity(t.db, { title: "Leo's", inDays: 6 });
    await bookOk(t, p.cookie, bookingBody(leos.id, [leo.id]));
    // Bookings are made before the start; the calendar then moves on.
    await t.db
      .update(activities)
      .set({ date: addDays(today, -7) })
      .where(eq(activities.id, lastWeek.activity.id));
    await t.db
      .update(activities)
      .set({ date: addDays(today, -1) })
      .where(eq(activities.id, yesterday.activity.id));

    const titles = (page: { items: Booking[] }) => page.items.map((b) => b.activity.title);
    const first = await listBookings(t, p.cookie, { when: 'upcoming', limit: '2' });
    expect(titles(first)).toEqual(['Soon, morning', 'Soon, afternoon']);
    const second = await listBookings(t, p.cookie, {
      when: 'upcoming',
      limit: '2',
      cursor: String(first.nextCursor),
    });
    expect(titles(second)).toEqual(["Leo's", 'In ten days']);
    expect(second.nextCursor).toBeNull();
    expect(soonMorning.booking.id).toBe(first.items[0]?.id);
    expect(soonAfternoon.booking.id).toBe(first.items[1]?.id);

    const past = await listBookings(t, p.cookie, { when: 'past' });
    expect(titles(past)).toEqual(['Called off', 'Yesterday', 'Last week']);
    expect(past.items.map((b) => b.status)).toEqual(['cancelled', 'confirmed', 'confirmed']);

    const leosUpcoming = await listBookings(t, p.cookie, { when: 'upcoming', kidId: leo.id });
    expect(titles(leosUpcoming)).toEqual(["Leo's"]);

    // A cursor of the other kind of list, and an unknown `when`, are refused clearly.
    const newest = await listBookings(t, p.cookie, { limit: '1' });
    await expectError(
      await t.request(`/api/bookings?when=upcoming&cursor=${String(newest.nextCursor)}`, {
        cookie: p.cookie,
      }),
      400,
      'validation_failed',
      'Cursor is not valid: pass back nextCursor unchanged',
    );
    await expectError(
      await t.request('/api/bookings?when=soon', { cookie: p.cookie }),
      400,
      'validation_failed',
      "when must be 'upcoming' or 'past'",
    );
    // Another parent sees none of them.
    const other = await family();
    expect((await listBookings(t, other.cookie, { when: 'upcoming' })).items).toEqual([]);
    expect((await listBookings(t, other.cookie, { when: 'past' })).items).toEqual([]);
  });

  it('keeps the booking with its kid name when the kid profile is deleted', async () => {
    const p = await family();
    const activity = await createActivity(t.db);
    const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [p.kid.id]));
    expect(
      (await t.request(`/api/kids/${p.kid.id}`, { cookie: p.cookie, method: 'DELETE' })).status,
    ).toBe(204);
    const res = await t.api(p).bookings[':id'].$get({ param: { id: booking.id } });
    expect((await expectJson(res, 200)).kids).toEqual([
      { id: null, name: 'Mia', avatarColor: null },
    ]);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('confirmed');
  });
});
