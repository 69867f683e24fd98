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
import type { AppDeps, SessionUser } from '../../lib/app-env';
import type { Database } from '../../db/client';
import {
  gatewayRefused,
  notACard,
  payByCardWithIntent,
  paymentMethodNotFound,
  type ChargeRecord,
  type ChargeResult,
} from '../../lib/payments';
import type { PaymentIntentRow } from '../../db/schema';
import { AppError } from '../../lib/http-errors';
import { idempotentWrite } from '../../lib/idempotent-replay';
import { pgError } from '../../lib/pg-errors';
import { creditWallet, debitWallet } from '../../lib/wallet-ledger';
import {
  activityFull,
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
import { bookingTurns } from './booking-turns';
import { sendBookingCancelledMail, sendBookingConfirmedMail } from './bookings.mail';
import {
  claimBookingKey,
  completeBookingRow,
  findActivityStart,
  findActivityToBook,
  findBookingOutlook,
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
  findBookingParent,
  kidBelongsTo,
  kidIdsOfBooking,
  listBookingRows,
  listBookingRowsWhen,
  withKids,
  type BookingWithActivity,
} from './bookings.queries';
import { encodeNewestFirstCursor, readNewestFirstCursor } from '../../lib/newest-first-cursor';
import { encodeWhenCursor, readWhenCursor } from './bookings-when-cursor';
import { activityNotFound } from '../../lib/refusals';

/** What a booking needs from the app; `now` is the clock (tests move it to the 24-hour edge). */
export type BookingDeps = Pick<AppDeps, 'db' | 'payments' | 'mailer' | 'logger'> & {
  now?: () => Date;
};

type CreateInput = z.output<typeof CreateBookingSchema>;

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

/** The activity's price changed between the charge and its settlement: the charge is refunded. */
const amountChanged = () =>
  new AppError(409, 'amount_changed', 'The price changed since the card was charged.');

/** A concurrent request with the same key committed first (the claim insert waited for it). */
class KeyTaken extends Error {}

/** The child named in a violation of booking_participants_once_idx, from PostgreSQL's detail. */
const kidIdInViolation = (detail: string | undefined) =>
  /\(activity_id, kid_id\)=\(\d+, ([0-9a-f-]{36})\)/.exec(detail ?? '')?.[1];

/**
 * POST /api/bookings (docs/booking-api.md, steps 1–8): one transaction that re-checks everything,
 * takes the spots and the payment and records the booking, or leaves nothing behind. A card
 * payment first commits a payment intent (decision record 021), so a charge whose booking never
 * commits is found and settled by the payment sweep.
 */
export async function createBooking(
  deps: BookingDeps,
  user: SessionUser,
  input: CreateInput,
): Promise<{ booking: Booking; created: boolean }> {
  const now = deps.now?.() ?? new Date();
  const refuse = () => refuseWhenFull(deps.db, user.id, input, now);
  await refuse();
  return input.payment.method === 'card'
    ? bookByCard(deps, user, { ...input, payment: input.payment }, now, refuse)
    : bookFromWallet(deps, user, input, now, refuse);
}

/** This process's bookings of one activity, one at a time (booking-turns.ts). */
const activityTurns = bookingTurns();

/**
 * A crowd arriving after the last place went is told so from one read, before anything is
 * written or locked (no payment intent, no claimed key, no wait on the activity's row). Only a
 * plain new request is refused here; a retry, a child already booked there or an activity that
 * has started get the full steps and their own answers.
 */
async function refuseWhenFull(db: Database, userId: string, input: CreateInput, now: Date) {
  const outlook = await findBookingOutlook(db, { userId, ...input });
  if (!outlook?.plain) return;
  if (hasStarted(activityStartsAt(outlook.date, outlook.startTime), now)) return;
  const n = input.kidIds.length;
  if (outlook.spotsLeft >= n) return;
  throw outlook.spotsLeft <= 0 ? activityFull() : notEnoughSpots(outlook.spotsLeft);
}

type CardInput = CreateInput & { payment: { method: 'card'; paymentMethodId: string } };

/**
 * A card booking under a payment intent: the same key answers the booking made before; else the
 * charge and the booking commit together, and the sweep settles a charge whose booking was lost.
 */
async function bookByCard(
  deps: BookingDeps,
  user: SessionUser,
  input: CardInput,
  now: Date,
  refuse: () => Promise<void>,
) {
  const { db } = deps;
  const { paymentMethodId } = input.payment;
  // The label the booking will show, kept with the intent for the sweep (the checks, in their
  // order, stay in the writing transaction).
  const method = await findParentPaymentMethod(db, user.id, paymentMethodId);
  // The writing transaction answers the new booking's id only: reading it back and the mail
  // come after, outside the attempt (a failure there must not refund a committed booking).
  const result = await payByCardWithIntent<
    { booking: Booking; created: boolean } | { bookingId: string }
  >(
    deps,
    {
      kind: 'booking',
      userId: user.id,
      idempotencyKey: input.idempotencyKey,
      paymentMethodId: method?.id ?? null,
      paymentLabel: method ? cardLabel(method.cardBrand, method.lastFour) : '',
      request: { activityId: input.activityId, kidIds: input.kidIds },
    },
    {
      // The same key seen before: answer with that booking, charge nothing.
      find: async () => {
        const row = await findBookingByKey(db, user.id, input.idempotencyKey);
        return row ? replay(db, row, input, now) : undefined;
      },
      write: async (attempt) => {
        const bookingId = await book(deps, user.id, input, now, {
          bookingId: attempt.intent.id,
          refuse,
          lock: attempt.lock,
          pay: (tx, { activity, totalCents }) =>
            payByCard(tx, user.id, paymentMethodId, {
              totalCents,
              charge: (token) =>
                attempt.charge({
                  token,
                  amountCents: totalCents,
                  description: `Kidventure booking: ${activity.title}`,
                }),
            }),
          done: attempt.complete,
        });
        return { bookingId };
      },
      lostKey: (err) => err instanceof KeyTaken,
    },
  );
  return 'booking' in result ? result : created(deps, user, result.bookingId, now);
}

/** A wallet booking: the debit and the booking commit together, once per key. */
function bookFromWallet(
  deps: BookingDeps,
  user: SessionUser,
  input: CreateInput,
  now: Date,
  refuse: () => Promise<void>,
) {
  const { db } = deps;
  return idempotentWrite({
    find: () => findBookingByKey(db, user.id, input.idempotencyKey),
    replay: (row) => replay(db, row, input, now),
    write: async () => {
      const bookingId = await book(deps, user.id, input, now, {
        refuse,
        pay: (tx, { activity, totalCents, bookingId }) =>
          payFromWallet(tx, user.id, { totalCents, title: activity.title, bookingId }),
      });
      return created(deps, user, bookingId, now);
    },
    lostKey: (err) => err instanceof KeyTaken,
  });
}

async function created(deps: BookingDeps, user: SessionUser, bookingId: string, now: Date) {
  const booking = await toApi(deps.db, await findBooking(deps.db, user.id, bookingId), now);
  await sendBookingConfirmedMail(deps, user, booking);
  return { booking, created: true };
}

type PaymentFields = {
  paymentLabel: string;
  paymentMethodId: string | null;
  gatewayChargeId: string | null;
};

type Payer = (
  tx: Database,
  booking: { activity: { title: string }; totalCents: number; bookingId: string },
) => Promise<PaymentFields>;

/** Step 7 for the wallet: a ledger debit, conditional on the balance. */
async function payFromWallet(
  tx: Database,
  userId: string,
  { totalCents, title, bookingId }: { totalCents: number; title: string; bookingId: string },
): Promise<PaymentFields> {
  if (totalCents > 0) {
    const debit = await debitWallet(tx, userId, {
      type: 'payment',
      amountCents: totalCents,
      description: `Booking: ${title}`,
      bookingId,
    });
    if (!debit) throw insufficientBalance();
  }
  return { paymentLabel: 'Wallet', paymentMethodId: null, gatewayChargeId: null };
}

/** Step 7 for a saved card: the parent's card, charged through the payment intent. */
async function payByCard(
  tx: Database,
  userId: string,
  paymentMethodId: string,
  { totalCents, charge }: { totalCents: number; charge: (token: string) => Promise<ChargeResult> },
): Promise<PaymentFields> {
  const method = await findParentPaymentMethod(tx, userId, paymentMethodId);
  if (!method) throw paymentMethodNotFound();
  if (method.type !== 'card' || !method.gatewayToken) throw notACard();
  let gatewayChargeId: string | null = null;
  if (totalCents > 0) {
    const result = await charge(method.gatewayToken);
    if (!result.ok) throw gatewayRefused(result);
    gatewayChargeId = result.chargeId;
  }
  return {
    paymentLabel: cardLabel(method.cardBrand, method.lastFour),
    paymentMethodId: method.id,
    gatewayChargeId,
  };
}

type BookingRequest = Pick<CreateInput, 'activityId' | 'kidIds' | 'idempotencyKey'> & {
  payment: { method: 'wallet' | 'card' };
};

/**
 * Steps 2–8 for a key not seen before, in one transaction; the booking's id. `lock` runs first
 * and `done` last inside it (a card payment's intent); `bookingId` is the id to give the row.
 * With `refuse`, the transaction waits for the activity's turn in this process and `refuse`
 * runs first (booking-turns.ts).
 */
async function book(
  deps: Pick<BookingDeps, 'db'>,
  userId: string,
  input: BookingRequest,
  now: Date,
  {
    pay,
    bookingId,
    refuse,
    lock,
    done,
  }: {
    pay: Payer;
    refuse?: () => Promise<void>;
    bookingId?: string;
    lock?: (tx: Database) => Promise<void>;
    done?: (tx: Database) => Promise<void>;
  },
): Promise<string> {
  let kidNames: string[] = [];
  const write = (placesHeld?: () => void) =>
    deps.db.transaction(async (tx) => {
      await lock?.(tx);
      // 2. The activity exists and has not started.
      const activity = await findActivityToBook(tx, input.activityId);
      if (!activity) throw activityNotFound();

      // Claim the key first: a concurrent request with the same key waits here until this one
      // commits (then it finds this booking) or rolls back (then it carries on itself).
      const claim = await claimBookingKey(tx, {
        id: bookingId,
        userId,
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
      const kids = await findParentKids(tx, userId, input.kidIds);
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
      // The places are this transaction's until it ends: the next turn may begin (booking-turns.ts).
      placesHeld?.();

      // 6. The total, on the server.
      const totalCents = bookingTotalCents(activity.priceCents, n);

      // 7. Payment.
      const payment = await pay(tx, { activity, totalCents, bookingId: claim.id });

      // 8. The booking and its participants.
      await completeBookingRow(tx, claim.id, {
        priceCents: activity.priceCents,
        totalCents,
        ...payment,
      });
      await insertParticipants(tx, claim.id, activity.id, ordered);
      await done?.(tx);
      return claim.id;
    });
  try {
    if (!refuse) return await write();
    return await activityTurns(input.activityId, { refuse, write });
  } catch (err) {
    const pg = pgError(err);
    if (pg?.code === '23505' && pg.constraint === 'booking_participants_once_idx') {
      // A concurrent booking took this child's place first.
      const kidId = kidIdInViolation(pg.detail);
      const name = kidNames[input.kidIds.indexOf(kidId ?? '')] ?? kidNames[0] ?? 'A child';
      throw alreadyBooked(name);
    }
    throw err;
  }
}

/**
 * The payment sweep's way to finish a card booking whose charge was taken but whose transaction
 * never committed: the same steps, re-checked now, paid by that charge. Throws when the booking
 * can no longer be made (the sweep then refunds the charge).
 */
export async function completeBookingIntent(
  tx: Database,
  intent: PaymentIntentRow,
  charge: ChargeRecord,
  now: Date,
): Promise<void> {
  const request = intent.request as { activityId: number; kidIds: string[] };
  await book(
    { db: tx },
    intent.userId,
    {
      activityId: request.activityId,
      kidIds: request.kidIds,
      idempotencyKey: intent.idempotencyKey,
      payment: { method: 'card' },
    },
    now,
    {
      bookingId: intent.id,
      pay: async (inner, { totalCents }) => {
        if (totalCents !== charge.amountCents) throw amountChanged();
        // The card may have been removed since: the charge id still refunds it later.
        const method = intent.paymentMethodId
          ? await findParentPaymentMethod(inner, intent.userId, intent.paymentMethodId)
          : undefined;
        return {
          paymentLabel: intent.paymentLabel,
          paymentMethodId: method?.id ?? null,
          gatewayChargeId: charge.chargeId,
        };
      },
    },
  );
}

/**
 * After the payment sweep completed a booking (its request never answered): the parent gets the
 * same confirmation mail a request would have sent. Never throws; a failure is logged.
 */
export async function confirmSweptBooking(
  deps: Pick<BookingDeps, 'db' | 'mailer' | 'logger'>,
  intent: PaymentIntentRow,
  now = new Date(),
): Promise<void> {
  try {
    const parent = await findBookingParent(deps.db, intent.userId);
    const row = await findBooking(deps.db, intent.userId, intent.id);
    if (!parent || !row) return;
    await sendBookingConfirmedMail(deps, parent, await toApi(deps.db, row, now));
  } catch (err) {
    deps.logger.error({ err, intentId: intent.id }, 'swept booking: confirmation not sent');
  }
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
