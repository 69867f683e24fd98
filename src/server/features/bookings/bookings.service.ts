import type { z } from 'zod';
import { isEligible } from '../../../shared/age';
import {
  activityStartsAt,
  bookingTotalCents,
  hasStarted,
  isRefundable,
} from '../../../shared/booking-rules';
import type {
  Booking,
  BookingListQuerySchema,
  BookingPage,
  BookingWhen,
  CalendarRangeQuerySchema,
  CancelBookingSchema,
  CreateBookingSchema,
} from '../../../shared/schemas/booking';
import { cardLabel } from '../../../shared/cards';
import { localIsoDate } from '../../../shared/iso-date';
import type { AppDeps, SessionUser } from '../../app-env';
import type { Database } from '../../db/client';
import {
  gatewayRefused,
  notACard,
  paymentMethodNotFound,
  refundUnrecordedCharge,
} from '../../lib/payments';
import { idempotentWrite } from '../../lib/idempotent-replay';
import { pgError } from '../../lib/pg-errors';
import { creditWallet, debitWallet } from '../../lib/wallet-ledger';
import {
  activityFull,
  activityNotFound,
  activityStartedForBooking,
  activityStartedForCancel,
  alreadyBooked,
  alreadyCancelled,
  bookingNotFound,
  idempotencyKeyReused,
  insufficientBalance,
  kidNotEligible,
  kidNotFound,
  notEnoughSpots,
  noRefundConfirmationNeeded,
} from './bookings.errors';
import { sendBookingCancelledMail, sendBookingConfirmedMail } from './bookings.mail';
import {
  claimBookingKey,
  completeBookingRow,
  findActivityStart,
  findActivityToBook,
  findKidAlreadyBooked,
  findParentKids,
  findParentPaymentMethod,
  insertParticipants,
  lockBookingToCancel,
  lockParent,
  markBookingCancelled,
  releaseParticipants,
  releaseSpots,
  spotsLeft,
  takeSpots,
} from './booking-writes.queries';
import {
  calendarBookingRows,
  findBooking,
  findBookingByKey,
  kidBelongsTo,
  kidIdsOfBooking,
  listBookingRows,
  listBookingRowsWhen,
  withKids,
  type BookingWithActivity,
} from './bookings.queries';
import { encodeNewestFirstCursor, readNewestFirstCursor } from '../../lib/newest-first-cursor';
import { encodeWhenCursor, readWhenCursor } from './bookings-when-cursor';

/** What a booking needs from the app; `now` is the clock (tests move it to the 24-hour edge). */
export type BookingDeps = Pick<AppDeps, 'db' | 'payments' | 'mailer' | 'logger'> & {
  now?: () => Date;
};

type CreateInput = z.output<typeof CreateBookingSchema>;

/**
 * The gateway's idempotency key for one attempt: the id of the booking row this attempt claimed.
 * Concurrent requests with the parent's key queue on that row's unique index and never reach the
 * gateway; an attempt that rolled back (its charge refunded) leaves no row, so a retry claims a new
 * id and is charged afresh, never answered with the refunded charge.
 */
export const bookingChargeKey = (bookingId: string) => `booking:${bookingId}`;

const sameSet = (a: readonly (string | null)[], b: readonly string[]) =>
  a.length === b.length && b.every((id) => a.includes(id));

/** The kids and payment the earlier request with this key asked for; equal → a replay. */
async function isSameRequest(db: Database, row: BookingWithActivity, input: CreateInput) {
  if (row.activityId !== input.activityId) return false;
  if (row.paymentKind !== input.payment.method) return false;
  // A card removed since keeps its booking with no method id: the same retry is still a replay.
  if (
    input.payment.method === 'card' &&
    row.paymentMethodId !== null &&
    row.paymentMethodId !== input.payment.paymentMethodId
  ) {
    return false;
  }
  return sameSet(await kidIdsOfBooking(db, row.id), input.kidIds);
}

/** One booking as the API shows it. */
async function toApi(db: Database, row: BookingWithActivity | undefined, now: Date) {
  const [booking] = row ? await withKids(db, [row], now) : [];
  if (!booking) throw bookingNotFound();
  return booking;
}

async function replay(db: Database, row: BookingWithActivity, input: CreateInput, now: Date) {
  if (!(await isSameRequest(db, row, input))) throw idempotencyKeyReused();
  return { booking: await toApi(db, row, now), created: false };
}

/** A concurrent request with the same key committed first (the claim insert waited for it). */
class KeyTaken extends Error {}

/** The child named in a violation of booking_participants_once_idx, from PostgreSQL's detail. */
const kidIdInViolation = (detail: string | undefined) =>
  /\(activity_id, kid_id\)=\(\d+, ([0-9a-f-]{36})\)/.exec(detail ?? '')?.[1];

/**
 * POST /api/bookings (docs/booking-api.md, steps 1–8): one transaction that re-checks everything,
 * takes the spots and the payment and records the booking, or leaves nothing behind.
 */
export async function createBooking(
  deps: BookingDeps,
  user: SessionUser,
  input: CreateInput,
): Promise<{ booking: Booking; created: boolean }> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  // 1. The same key seen before (or committed first by a concurrent request): answer with that
  //    booking, charge nothing.
  return idempotentWrite({
    find: () => findBookingByKey(db, user.id, input.idempotencyKey),
    replay: (row) => replay(db, row, input, now),
    write: () => book(deps, user, input, now),
    lostKey: (err) => err instanceof KeyTaken,
  });
}

/** Steps 2–8 for a key not seen before. */
async function book(deps: BookingDeps, user: SessionUser, input: CreateInput, now: Date) {
  const { db, payments } = deps;
  let chargeId: string | null = null;
  let chargedCents = 0;
  let bookingId: string;
  let kidNames: string[] = [];
  try {
    bookingId = await db.transaction(async (tx) => {
      // 2. The activity exists and has not started.
      const activity = await findActivityToBook(tx, input.activityId);
      if (!activity) throw activityNotFound();

      // Claim the key first: a concurrent request with the same key waits here until this one
      // commits (then it finds this booking) or rolls back (then it carries on itself).
      const claim = await claimBookingKey(tx, {
        userId: user.id,
        activityId: activity.id,
        idempotencyKey: input.idempotencyKey,
        paymentKind: input.payment.method,
      });
      if (!claim) throw new KeyTaken();

      if (hasStarted(activityStartsAt(activity.date, activity.startTime), now)) {
        throw activityStartedForBooking();
      }

      // 3. Every kid is the parent's and fits the age range (in whole years today, the rule the
      //    activity page applies when it offers the kids).
      const kids = await findParentKids(tx, user.id, input.kidIds);
      const ordered = input.kidIds.flatMap((id) => kids.filter((k) => k.id === id));
      if (ordered.length !== input.kidIds.length) throw kidNotFound();
      const today = localIsoDate(now);
      const tooYoungOrOld = ordered.find((kid) => !isEligible(kid, activity, today));
      if (tooYoungOrOld) throw kidNotEligible(tooYoungOrOld.name, activity.ageMin, activity.ageMax);
      kidNames = ordered.map((k) => k.name);

      // 4. No kid already holds a place (the partial unique index is the last line, below).
      const booked = await findKidAlreadyBooked(tx, activity.id, input.kidIds);
      if (booked)
        throw alreadyBooked(ordered.find((k) => k.id === booked.kidId)?.name ?? 'A child');

      // 5. The spots, taken only if there are enough (one conditional UPDATE: no oversell).
      //    A plain read first refuses a full activity without queueing on its row lock, which
      //    matters when a crowd books the last spots; the UPDATE stays the one that decides.
      const n = input.kidIds.length;
      const visible = await spotsLeft(tx, activity.id);
      if (visible < n) throw visible <= 0 ? activityFull() : notEnoughSpots(visible);
      if (!(await takeSpots(tx, activity.id, n))) {
        const left = await spotsLeft(tx, activity.id);
        throw left <= 0 ? activityFull() : notEnoughSpots(left);
      }

      // 6. The total, on the server.
      const totalCents = bookingTotalCents(activity.priceCents, n);

      // 7. Payment.
      let paymentLabel = 'Wallet';
      let paymentMethodId: string | null = null;
      if (input.payment.method === 'wallet') {
        if (totalCents > 0) {
          const debit = await debitWallet(tx, user.id, {
            type: 'payment',
            amountCents: totalCents,
            description: `Booking: ${activity.title}`,
            bookingId: claim.id,
          });
          if (!debit) throw insufficientBalance();
        }
      } else {
        const method = await findParentPaymentMethod(tx, user.id, input.payment.paymentMethodId);
        if (!method) throw paymentMethodNotFound();
        if (method.type !== 'card' || !method.gatewayToken) throw notACard();
        paymentMethodId = method.id;
        paymentLabel = cardLabel(method.cardBrand, method.lastFour);
        if (totalCents > 0) {
          const charge = await payments.charge({
            token: method.gatewayToken,
            amountCents: totalCents,
            idempotencyKey: bookingChargeKey(claim.id),
            description: `Kidventure booking: ${activity.title}`,
          });
          if (!charge.ok) throw gatewayRefused(charge);
          chargeId = charge.chargeId;
          chargedCents = totalCents;
        }
      }

      // 8. The booking and its participants.
      await completeBookingRow(tx, claim.id, {
        priceCents: activity.priceCents,
        totalCents,
        paymentMethodId,
        paymentLabel,
        gatewayChargeId: chargeId,
      });
      await insertParticipants(tx, claim.id, activity.id, ordered);
      return claim.id;
    });
  } catch (err) {
    if (chargeId) {
      await refundUnrecordedCharge(
        deps,
        { what: 'booking', chargeId, amountCents: chargedCents },
        { err, userId: user.id },
      );
    }
    const pg = pgError(err);
    if (pg?.code === '23505' && pg.constraint === 'booking_participants_once_idx') {
      // A concurrent booking took this child's place first.
      const kidId = kidIdInViolation(pg.detail);
      const name = kidNames[input.kidIds.indexOf(kidId ?? '')] ?? kidNames[0] ?? 'A child';
      throw alreadyBooked(name);
    }
    throw err;
  }

  const booking = await toApi(db, await findBooking(db, user.id, bookingId), now);
  await sendBookingConfirmedMail(deps, user, booking);
  return { booking, created: true };
}

export async function listBookings(
  db: Database,
  userId: string,
  q: z.output<typeof BookingListQuerySchema>,
  now = new Date(),
): Promise<BookingPage> {
  // Another parent's child (or no child): 404, like any id that is not the parent's.
  if (q.kidId && !(await kidBelongsTo(db, userId, q.kidId))) throw kidNotFound();
  if (q.when) return listBookingsWhen(db, userId, { ...q, when: q.when }, now);
  const cursor = readNewestFirstCursor(q.cursor);
  const rows = await listBookingRows(db, userId, { limit: q.limit, cursor, kidId: q.kidId });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: await withKids(db, page, now),
    nextCursor:
      rows.length > q.limit && last
        ? encodeNewestFirstCursor({ createdAt: last.createdAtText, id: last.id })
        : null,
  };
}

/** GET /api/bookings?when=upcoming|past: by when the activity takes place. */
async function listBookingsWhen(
  db: Database,
  userId: string,
  q: z.output<typeof BookingListQuerySchema> & { when: BookingWhen },
  now: Date,
): Promise<BookingPage> {
  const cursor = readWhenCursor(q.cursor);
  const rows = await listBookingRowsWhen(db, userId, {
    when: q.when,
    now: { date: localIsoDate(now), time: localTime(now) },
    limit: q.limit,
    cursor,
    kidId: q.kidId,
  });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: await withKids(db, page, now),
    nextCursor:
      rows.length > q.limit && last
        ? encodeWhenCursor({
            date: last.activity.date,
            startTime: last.activity.startTime,
            id: last.id,
          })
        : null,
  };
}

/** 'HH:MM:SS' on this machine's clock, the time zone activity times are written in. */
const localTime = (now: Date) =>
  [now.getHours(), now.getMinutes(), now.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

export async function calendarBookings(
  db: Database,
  userId: string,
  q: z.output<typeof CalendarRangeQuerySchema>,
  now = new Date(),
): Promise<Booking[]> {
  return withKids(db, await calendarBookingRows(db, userId, q.from, q.to), now);
}

export async function getBooking(
  db: Database,
  userId: string,
  id: string,
  now = new Date(),
): Promise<Booking> {
  return toApi(db, await findBooking(db, userId, id), now);
}

/**
 * POST /api/bookings/{id}/cancel: releases the spots, frees the kids to be booked again and,
 * 24 hours or more before the start, refunds the total to where it came from. The parent's row is
 * key-share locked, then the booking row locked, so two cancels at once refund once.
 */
export async function cancelBooking(
  deps: BookingDeps,
  user: SessionUser,
  id: string,
  input: z.output<typeof CancelBookingSchema>,
): Promise<Booking> {
  const { db, payments } = deps;
  const now = deps.now?.() ?? new Date();

  let refundable = false;
  await db.transaction(async (tx) => {
    // The parent first, then the booking: account deletion locks the users row before the
    // bookings, and a wallet refund below references users (a key-share lock). Taking the
    // parent's row first keeps the two in one order, so they queue instead of deadlocking; once
    // the account is gone, the row is not there and the booking is not found.
    if (!(await lockParent(tx, user.id))) throw bookingNotFound();
    const row = await lockBookingToCancel(tx, user.id, id);
    if (!row) throw bookingNotFound();
    if (row.status === 'cancelled') throw alreadyCancelled();

    const activity = await findActivityStart(tx, row.activityId);
    if (!activity) throw bookingNotFound();
    const startsAt = activityStartsAt(activity.date, activity.startTime);
    if (hasStarted(startsAt, now)) throw activityStartedForCancel();
    refundable = isRefundable(startsAt, now);
    const refundCents = refundable ? row.totalCents : 0;
    if (!refundable && !input.acceptNoRefund) throw noRefundConfirmationNeeded();

    // The spots go back (never above capacity) and the kids can be booked again.
    const released = await releaseParticipants(tx, row.id);
    if (released.length > 0) await releaseSpots(tx, row.activityId, released.length);

    let gatewayRefundId: string | null = null;
    if (refundCents > 0) {
      if (row.paymentKind === 'wallet') {
        await creditWallet(tx, user.id, {
          type: 'refund',
          amountCents: refundCents,
          description: `Refund: ${activity.title}`,
          bookingId: row.id,
        });
      } else if (row.gatewayChargeId) {
        // Last, so a refusal leaves the booking as it was; the gateway refunds a charge once,
        // so a retry after a failed commit cannot pay back twice.
        const refund = await payments.refund({
          chargeId: row.gatewayChargeId,
          amountCents: refundCents,
        });
        if (!refund.ok) throw gatewayRefused(refund);
        gatewayRefundId = refund.refundId;
      }
    }

    await markBookingCancelled(tx, row.id, { cancelledAt: now, refundCents, gatewayRefundId });
  });

  const booking = await toApi(db, await findBooking(db, user.id, id), now);
  await sendBookingCancelledMail(deps, user, booking, { refundable });
  return booking;
}
