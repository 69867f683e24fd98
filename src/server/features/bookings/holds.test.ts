import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MINUTES } from '../../../shared/booking-holds';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { appJobRunner, runAllDue } from '../../../../tests/job-runner';
import { addCard, countingGateway, createActivity, createKid } from '../../../../tests/factories';
import { messageLine, NO_KIDS_SELECTED } from '../../../shared/booking-rules';
import { createLogger } from '../../lib/logger';
import { createMailer } from '../../lib/mail';
import { TEST_CARDS } from '../../lib/payments';
import { runPaymentSweep } from '../../payment-sweep';
import {
  balanceOf,
  book,
  bookingBody,
  bookOk,
  expectError,
  familyWithWallet,
  hold,
  holdOk,
  listBookings,
  releaseHold,
  spotsLeft,
} from './bookings.test-helpers';

/** Places held while a parent pays (decision 057). */

let t: TestApp;
const gateway = countingGateway();
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { payments: gateway.gateway });
});
afterAll(() => t.close());

const family = (balanceCents?: number) => familyWithWallet(t, balanceCents);

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('POST /api/bookings/holds', () => {
  it('takes the places for ten minutes, as a hold and not yet a booking', async () => {
    const p = await family();
    const activity = await createActivity(t.db);
    const body = bookingBody(activity.id, [p.kid.id]);
    const before = Date.now();
    const held = await holdOk(t, p.cookie, body);

    expect(held).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      heldUntil: expect.any(String),
      secondsLeft: expect.any(Number),
      totalCents: 2500,
    });
    expect(held.secondsLeft).toBeGreaterThan(HOLD_MINUTES * 60 - 5);
    expect(held.secondsLeft).toBeLessThanOrEqual(HOLD_MINUTES * 60);
    const ends = new Date(held.heldUntil).getTime();
    expect(ends).toBeGreaterThanOrEqual(before + HOLD_MINUTES * 60_000 - 1000);
    expect(ends).toBeLessThanOrEqual(Date.now() + HOLD_MINUTES * 60_000);
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    // Nothing is paid, so nothing shows as a booking.
    expect((await listBookings(t, p.cookie)).items).toEqual([]);
    const byId = await t.api(p).bookings[':id'].$get({ param: { id: held.id } });
    expect(byId.status).toBe(404);
    expect(await balanceOf(t.db, p.userId)).toBe(10_000);

    // The same key again answers the same hold, and takes nothing more.
    const again = await expectJson(await hold(t, p.cookie, body), 200);
    expect(again).toEqual({ ...held, secondsLeft: expect.any(Number) });
    expect(again.secondsLeft).toBeLessThanOrEqual(held.secondsLeft);
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    // The same key for other children is refused.
    const leo = await createKid(t, p, { name: 'Leo', age: 7 });
    await expectError(
      await hold(t, p.cookie, { ...body, kidIds: [leo.id] }),
      422,
      'idempotency_key_reused',
      'This idempotency key was already used for a different booking.',
    );
  });

  it('keeps the held place from a faster parent until it is paid for', async () => {
    const p = await family();
    const other = await family();
    const activity = await createActivity(t.db, { capacity: 1 });
    const body = bookingBody(activity.id, [p.kid.id]);
    await holdOk(t, p.cookie, body);

    await expectError(
      await book(t, other.cookie, bookingBody(activity.id, [other.kid.id])),
      409,
      'activity_full',
      'Sorry, this activity is full.',
    );
    await expectError(
      await hold(t, other.cookie, bookingBody(activity.id, [other.kid.id])),
      409,
      'activity_full',
      'Sorry, this activity is full.',
    );
    const booking = await bookOk(t, p.cookie, body);
    expect(booking.kids.map((k) => k.name)).toEqual(['Mia']);
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
  });

  it('is paid for from the wallet with the same key: the held places become the booking', async () => {
    const p = await family();
    const activity = await createActivity(t.db);
    const body = bookingBody(activity.id, [p.kid.id]);
    const held = await holdOk(t, p.cookie, body);

    const booking = await bookOk(t, p.cookie, body);
    expect(booking).toMatchObject({
      id: held.id,
      status: 'confirmed',
      totalCents: 2500,
      payment: { method: 'wallet', label: 'Wallet' },
    });
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    expect(await balanceOf(t.db, p.userId)).toBe(7_500);
    // A retry answers the booking; a hold under that key is no longer there.
    expect((await expectJson(await book(t, p.cookie, body), 200)).id).toBe(held.id);
    await expectError(
      await hold(t, p.cookie, body),
      409,
      'already_paid',
      'These places are already booked and paid for.',
    );
    expect((await releaseHold(t, p.cookie, held.id)).status).toBe(404);
  });

  it('stays held when a card is declined, and the next card pays for it', async () => {
    const p = await family(0);
    const declined = await addCard(t, p, { cardNumber: TEST_CARDS.declined });
    const good = await addCard(t, p);
    const activity = await createActivity(t.db, { capacity: 1 });
    const request = bookingBody(activity.id, [p.kid.id]);
    await holdOk(t, p.cookie, request);

    await expectError(
      await book(t, p.cookie, {
        ...request,
        payment: { method: 'card', paymentMethodId: declined.id },
      }),
      402,
      'card_declined',
      'Your card was declined. Please use another card.',
    );
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
    expect((await listBookings(t, p.cookie)).items).toEqual([]);

    const booking = await bookOk(t, p.cookie, {
      ...request,
      payment: { method: 'card', paymentMethodId: good.id },
    });
    expect(booking.payment).toMatchObject({ method: 'card', label: 'Visa ending in 4242' });
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
  });

  it('gives the places back when a card booking without a hold is declined', async () => {
    const p = await family(0);
    const declined = await addCard(t, p, { cardNumber: TEST_CARDS.declined });
    const activity = await createActivity(t.db);
    await expectError(
      await book(
        t,
        p.cookie,
        bookingBody(activity.id, [p.kid.id], { method: 'card', paymentMethodId: declined.id }),
      ),
      402,
      'card_declined',
      'Your card was declined. Please use another card.',
    );
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
  });

  it('validates the request with the booking sentences and needs a signed-in parent', async () => {
    const p = await family();
    const activity = await createActivity(t.db);
    const { payment: _payment, ...request } = bookingBody(activity.id, [p.kid.id]);
    const empty = await t.api(p).bookings.holds.$post({ json: { ...request, kidIds: [] } });
    await expectError(empty, 400, 'validation_failed', messageLine(NO_KIDS_SELECTED));
    const anonymous = await t.request('/api/bookings/holds', { json: request });
    expect(anonymous.status).toBe(401);
  });
});

describe('the end of a hold', () => {
  it('is let go of by its parent: the places are free at once', async () => {
    const p = await family();
    const stranger = await family();
    const activity = await createActivity(t.db);
    const held = await holdOk(t, p.cookie, bookingBody(activity.id, [p.kid.id]));

    // Another parent's hold is not found, and stays.
    expect((await releaseHold(t, stranger.cookie, held.id)).status).toBe(404);
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    expect((await releaseHold(t, p.cookie, held.id)).status).toBe(204);
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
    await expectError(await releaseHold(t, p.cookie, held.id), 404, 'not_found', 'Hold not found');
  });

  it('gives the places back at its time, and paying after that books afresh if they are free', async () => {
    const p = await family();
    const activity = await createActivity(t.db, { capacity: 2 });
    const body = bookingBody(activity.id, [p.kid.id]);
    await holdOk(t, p.cookie, body);

    // Not before its time …
    await runAllDue(appJobRunner(t, () => minutesFromNow(HOLD_MINUTES - 1)));
    expect(await spotsLeft(t.db, activity.id)).toBe(1);
    // … and at it.
    await runAllDue(appJobRunner(t, () => minutesFromNow(HOLD_MINUTES + 1)));
    expect(await spotsLeft(t.db, activity.id)).toBe(2);

    const booking = await bookOk(t, p.cookie, body);
    expect(booking.status).toBe('confirmed');
    expect(await spotsLeft(t.db, activity.id)).toBe(1);
  });

  it('is released by the payment sweep when its job has not run', async () => {
    const p = await family();
    const activity = await createActivity(t.db);
    await holdOk(t, p.cookie, bookingBody(activity.id, [p.kid.id]));
    const logger = createLogger('silent');
    const mailer = createMailer({ db: t.db, logger, from: t.env.MAIL_FROM });
    const sweep = (now: Date) =>
      runPaymentSweep(
        t.handle,
        { payments: gateway.gateway, mailer, logger, appUrl: TEST_ORIGIN, now: () => now },
        { graceMs: 0 },
      );

    await sweep(minutesFromNow(HOLD_MINUTES - 1));
    expect(await spotsLeft(t.db, activity.id)).toBe(9);
    await sweep(minutesFromNow(HOLD_MINUTES + 1));
    expect(await spotsLeft(t.db, activity.id)).toBe(10);
  });
});
