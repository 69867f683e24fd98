import type { z } from 'zod';
import { activityStartsAt, hasStarted } from '../../../shared/booking-rules';
import type { Booking, CreateBookingSchema } from '../../../shared/schemas/booking';
import { cardLabel } from '../../../shared/cards';
import type { SessionUser } from '../../lib/app-env';
import type { Database } from '../../db/client';
import { payByCardWithIntent, type IntentAttempt } from '../../lib/payments';
import { idempotentWrite } from '../../lib/idempotent-replay';
import { activityFull, idempotencyKeyReused, notEnoughSpots } from './bookings.errors';
import { sendBookingConfirmedMail } from './bookings.mail';
import { payByCard, payFromWallet } from './booking-payments';
import { book, HoldGone, KeyTaken, payHeldBooking, type Payer } from './booking-transaction';
import { releaseHold } from './booking-holds';
import { AppError } from '../../lib/http-errors';
import { findBookingSessions } from '../../lib/booking-places.queries';
import { findBookingOutlook, findParentPaymentMethod } from './booking-writes.queries';
import {
  findBooking,
  findBookingByKey,
  kidIdsOfBooking,
  type BookingWithActivity,
} from './bookings.queries';
import { toApi, type BookingDeps } from './bookings.service';

/**
 * Checkout: creating a booking, paid by card or from the wallet, or paying for the places held
 * under its key (decision 057). The steps themselves are in booking-transaction.ts; a card
 * payment whose booking never committed is finished in swept-bookings.ts.
 */

type CreateInput = z.output<typeof CreateBookingSchema>;
type HoldInput = Omit<CreateInput, 'payment'>;

const sameSet = (a: readonly (string | null)[], b: readonly string[]) =>
  a.length === b.length && b.every((id) => a.includes(id));

/** The kids and payment the earlier request with this key asked for; equal → a replay. */
export async function isSameRequest(
  db: Database,
  row: BookingWithActivity,
  input: HoldInput & { payment?: CreateInput['payment'] },
) {
  if (row.activityId !== input.activityId) return false;
  // A held booking is not paid yet: any way to pay may pay for it.
  if (input.payment && !(await isSamePayment(row, input.payment))) return false;
  if (input.sessionIds) {
    const held = (await findBookingSessions(db, row.id)).map((s) => s.id);
    const asked = input.sessionIds;
    if (held.length !== asked.length || !asked.every((id) => held.includes(id))) return false;
  }
  return sameSet(await kidIdsOfBooking(db, row.id), input.kidIds);
}

async function isSamePayment(row: BookingWithActivity, payment: CreateInput['payment']) {
  if (row.status === 'held') return true;
  if (row.paymentKind !== payment.method) return false;
  if (payment.method === 'card' && row.walletCents !== (payment.walletCents ?? 0)) {
    return false;
  }
  // A card removed since keeps its booking with no method id: the same retry is still a replay.
  return !(
    payment.method === 'card' &&
    row.paymentMethodId !== null &&
    row.paymentMethodId !== payment.paymentMethodId
  );
}

/** Step 1: the same key seen for this parent answers that booking, if the request is the same. */
async function replay(db: Database, row: BookingWithActivity, input: CreateInput, now: Date) {
  if (!(await isSameRequest(db, row, input))) throw idempotencyKeyReused();
  return { booking: await toApi(db, row, now), created: false };
}

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

/**
 * Step 0. A crowd arriving after the last place went is told so from one read, before anything
 * is written or locked (no payment intent, no claimed key, no wait on the activity's row). Only a
 * plain new request is refused here; a retry, a child already booked there or an activity that
 * has started get the full steps and their own answers.
 */
export async function refuseWhenFull(db: Database, userId: string, input: HoldInput, now: Date) {
  const outlook = await findBookingOutlook(db, {
    userId,
    activityId: input.activityId,
    sessionIds: input.sessionIds,
    kidIds: input.kidIds,
    idempotencyKey: input.idempotencyKey,
  });
  if (!outlook?.plain) return;
  if (hasStarted(activityStartsAt(outlook.date, outlook.startTime), now)) return;
  const n = input.kidIds.length;
  if (outlook.spotsLeft >= n) return;
  throw outlook.spotsLeft <= 0 ? activityFull() : notEnoughSpots(outlook.spotsLeft);
}

type CardInput = CreateInput & {
  payment: { method: 'card'; paymentMethodId: string; walletCents?: number };
};

/**
 * A card booking under a payment intent (decisions 021 and 057): the same key answers the booking
 * made before. Else the places are held first, in their own transaction (or were, when the parent
 * reached the payment step), and the charge and the confirmation commit together with no
 * session's row locked; the sweep settles a charge whose booking was lost.
 */
async function bookByCard(
  deps: BookingDeps,
  user: SessionUser,
  input: CardInput,
  now: Date,
  refuse: () => Promise<void>,
) {
  const { db } = deps;
  let held: BookingWithActivity | undefined;
  // The writing transaction answers the new booking's id only: reading it back and the mail
  // come after, outside the attempt (a failure there must not refund a committed booking).
  const result = await payByCardWithIntent<
    { booking: Booking; created: boolean } | { bookingId: string }
  >(deps, await bookingIntent(db, user.id, input), {
    // The same key seen before: answer with that booking, charge nothing; or pay for its hold.
    find: async () => {
      const row = await findBookingByKey(db, user.id, input.idempotencyKey);
      held = row?.status === 'held' ? row : undefined;
      return row && !held ? replay(db, row, input, now) : undefined;
    },
    write: async (attempt) => {
      const payHeld = () =>
        payHeldBooking(db, user.id, input.idempotencyKey, now, {
          lock: attempt.lock,
          pay: cardPayer(user.id, input.payment, attempt),
          done: attempt.complete,
        });
      if (held) {
        if (!(await isSameRequest(db, held, input))) throw idempotencyKeyReused();
        return { bookingId: await payHeld() };
      }
      // This request's own hold, under the payment intent's id: let go of at once if the
      // payment fails with nothing in doubt.
      const heldId = await book(db, user.id, input, now, {
        refuse,
        stepAside: deps.stepAside,
        bookingId: attempt.intent.id,
      });
      try {
        return { bookingId: await payHeld() };
      } catch (err) {
        if (!outcomeInDoubt(err)) {
          await releaseHold(db, user.id, heldId, now, deps.claimWindows).catch(() => undefined);
        }
        throw err;
      }
    },
    lostKey: (err) => err instanceof KeyTaken || err instanceof HoldGone,
  });
  return 'booking' in result ? result : created(deps, user, result.bookingId, now);
}

/** The parent's saved card pays, with a split payment's wallet part taken first. */
function cardPayer(
  userId: string,
  { paymentMethodId, walletCents }: CardInput['payment'],
  attempt: IntentAttempt,
): Payer {
  return (tx, { activity, totalCents, discountCents, bookingId }) =>
    payByCard(tx, userId, {
      totalCents,
      discountCents,
      title: activity.title,
      bookingId,
      paymentMethodId,
      walletCents,
      charge: (token, amountCents) =>
        attempt.charge({
          token,
          amountCents,
          description: `Kidventure booking: ${activity.title}`,
        }),
    });
}

/**
 * The gateway gave no answer: the charge may have been made, and the sweep settles the payment
 * with the places still held (the hold's end waits for it).
 */
const outcomeInDoubt = (err: unknown) =>
  err instanceof AppError && err.code === 'gateway_unavailable';

/**
 * What a card booking's payment intent keeps for the sweep: the request and the label the
 * booking will show (the checks, in their order, stay in the writing transaction).
 */
async function bookingIntent(db: Database, userId: string, input: CardInput) {
  const { paymentMethodId, walletCents } = input.payment;
  const method = await findParentPaymentMethod(db, userId, paymentMethodId);
  return {
    kind: 'booking' as const,
    userId,
    idempotencyKey: input.idempotencyKey,
    paymentMethodId: method?.id ?? null,
    paymentLabel: method ? cardLabel(method.cardBrand, method.lastFour) : '',
    request: {
      activityId: input.activityId,
      ...(input.sessionIds === undefined ? {} : { sessionIds: input.sessionIds }),
      kidIds: input.kidIds,
      ...(walletCents === undefined ? {} : { walletCents }),
    },
  };
}

/**
 * A wallet booking: the debit and the booking commit together, once per key. Places held under
 * the key are the ones paid for: a hold is answered by paying for it, also one that committed
 * while this request was booking afresh (the payment step's hold, still on its way when the
 * parent pressed pay).
 */
function bookFromWallet(
  deps: BookingDeps,
  user: SessionUser,
  input: CreateInput,
  now: Date,
  refuse: () => Promise<void>,
) {
  const { db } = deps;
  const pay: Payer = (tx, { activity, totalCents, discountCents, bookingId }) =>
    payFromWallet(tx, user.id, { totalCents, discountCents, title: activity.title, bookingId });
  const find = () => findBookingByKey(db, user.id, input.idempotencyKey);
  const bookAfresh = async () =>
    created(
      deps,
      user,
      await book(db, user.id, input, now, { refuse, pay, stepAside: deps.stepAside }),
      now,
    );
  const payHold = async (held: BookingWithActivity) => {
    if (!(await isSameRequest(db, held, input))) throw idempotencyKeyReused();
    try {
      const bookingId = await payHeldBooking(db, user.id, input.idempotencyKey, now, { pay });
      return await created(deps, user, bookingId, now);
    } catch (err) {
      // Released meanwhile: booked afresh, if the places are still free.
      if (err instanceof HoldGone) return bookAfresh();
      // Paid for meanwhile by a request with the same key: that booking answers.
      const paid = err instanceof KeyTaken ? await find() : undefined;
      if (paid) return replay(db, paid, input, now);
      throw err;
    }
  };
  return idempotentWrite({
    find,
    replay: (row) => (row.status === 'held' ? payHold(row) : replay(db, row, input, now)),
    write: bookAfresh,
    lostKey: (err) => err instanceof KeyTaken,
  });
}

async function created(deps: BookingDeps, user: SessionUser, bookingId: string, now: Date) {
  const booking = await toApi(deps.db, await findBooking(deps.db, user.id, bookingId), now);
  await sendBookingConfirmedMail(deps, user, booking);
  return { booking, created: true };
}
