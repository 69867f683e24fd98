import type { z } from 'zod';
import { activityStartsAt, hasStarted } from '../../../shared/booking-rules';
import type { Booking, CreateBookingSchema } from '../../../shared/schemas/booking';
import { cardLabel } from '../../../shared/cards';
import type { SessionUser } from '../../lib/app-env';
import type { Database } from '../../db/client';
import type { PaymentIntentRow } from '../../db/schema';
import { payByCardWithIntent, type ChargeRecord } from '../../lib/payments';
import { idempotentWrite } from '../../lib/idempotent-replay';
import {
  activityFull,
  amountChanged,
  idempotencyKeyReused,
  notEnoughSpots,
} from './bookings.errors';
import { sendBookingConfirmedMail } from './bookings.mail';
import { payByCard, payFromWallet, payWalletPart } from './booking-payments';
import { book, KeyTaken } from './booking-transaction';
import { findBookingSessions } from '../../lib/booking-places.queries';
import { findBookingOutlook, findParentPaymentMethod } from './booking-writes.queries';
import {
  findBooking,
  findBookingByKey,
  findBookingParent,
  kidIdsOfBooking,
  type BookingWithActivity,
} from './bookings.queries';
import { toApi, type BookingDeps } from './bookings.service';

/**
 * Checkout: creating a booking, paid by card or from the wallet, and settling a card payment
 * whose booking never committed. The steps themselves are in booking-transaction.ts.
 */

type CreateInput = z.output<typeof CreateBookingSchema>;

const sameSet = (a: readonly (string | null)[], b: readonly string[]) =>
  a.length === b.length && b.every((id) => a.includes(id));

/** The kids and payment the earlier request with this key asked for; equal → a replay. */
async function isSameRequest(db: Database, row: BookingWithActivity, input: CreateInput) {
  if (row.activityId !== input.activityId) return false;
  if (row.paymentKind !== input.payment.method) return false;
  if (input.payment.method === 'card' && row.walletCents !== (input.payment.walletCents ?? 0)) {
    return false;
  }
  // A card removed since keeps its booking with no method id: the same retry is still a replay.
  if (
    input.payment.method === 'card' &&
    row.paymentMethodId !== null &&
    row.paymentMethodId !== input.payment.paymentMethodId
  ) {
    return false;
  }
  if (input.sessionIds) {
    const held = (await findBookingSessions(db, row.id)).map((s) => s.id);
    const asked = input.sessionIds;
    if (held.length !== asked.length || !asked.every((id) => held.includes(id))) return false;
  }
  return sameSet(await kidIdsOfBooking(db, row.id), input.kidIds);
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
async function refuseWhenFull(db: Database, userId: string, input: CreateInput, now: Date) {
  const outlook = await findBookingOutlook(db, { userId, ...input });
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
  const { paymentMethodId, walletCents } = input.payment;
  // The writing transaction answers the new booking's id only: reading it back and the mail
  // come after, outside the attempt (a failure there must not refund a committed booking).
  const result = await payByCardWithIntent<
    { booking: Booking; created: boolean } | { bookingId: string }
  >(deps, await bookingIntent(db, user.id, input), {
    // The same key seen before: answer with that booking, charge nothing.
    find: async () => {
      const row = await findBookingByKey(db, user.id, input.idempotencyKey);
      return row ? replay(db, row, input, now) : undefined;
    },
    write: async (attempt) => {
      const bookingId = await book(db, user.id, input, now, {
        bookingId: attempt.intent.id,
        refuse,
        lock: attempt.lock,
        pay: (tx, { activity, totalCents, discountCents, bookingId }) =>
          payByCard(tx, user.id, {
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
          }),
        done: attempt.complete,
      });
      return { bookingId };
    },
    lostKey: (err) => err instanceof KeyTaken,
  });
  return 'booking' in result ? result : created(deps, user, result.bookingId, now);
}

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
      const bookingId = await book(db, user.id, input, now, {
        refuse,
        pay: (tx, { activity, totalCents, discountCents, bookingId }) =>
          payFromWallet(tx, user.id, {
            totalCents,
            discountCents,
            title: activity.title,
            bookingId,
          }),
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
  const request = intent.request as {
    activityId: number;
    sessionIds?: number[];
    kidIds: string[];
    walletCents?: number;
  };
  const walletCents = request.walletCents ?? 0;
  await book(
    tx,
    intent.userId,
    {
      activityId: request.activityId,
      sessionIds: request.sessionIds,
      kidIds: request.kidIds,
      idempotencyKey: intent.idempotencyKey,
      payment: { method: 'card' },
    },
    now,
    {
      bookingId: intent.id,
      pay: async (inner, { totalCents, discountCents, activity, bookingId }) => {
        if (totalCents - walletCents !== charge.amountCents) throw amountChanged();
        // A split payment's wallet part was rolled back with the attempt: taken now, if the
        // balance still holds it (else the charge is refunded).
        if (request.walletCents !== undefined) {
          await payWalletPart(inner, intent.userId, {
            totalCents,
            discountCents,
            title: activity.title,
            bookingId,
            walletCents,
            card: intent.paymentLabel,
          });
        }
        // The card may have been removed since: the charge id still refunds it later.
        const method = intent.paymentMethodId
          ? await findParentPaymentMethod(inner, intent.userId, intent.paymentMethodId)
          : undefined;
        return {
          paymentLabel: intent.paymentLabel,
          paymentMethodId: method?.id ?? null,
          gatewayChargeId: charge.chargeId,
          walletCents,
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
  deps: Pick<BookingDeps, 'db' | 'mailer' | 'logger' | 'appUrl'>,
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
