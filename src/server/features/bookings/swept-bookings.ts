import type { Database } from '../../db/client';
import type { PaymentIntentRow } from '../../db/schema';
import type { ChargeRecord } from '../../lib/payments';
import { amountChanged } from './bookings.errors';
import { sendBookingConfirmedMail } from './bookings.mail';
import { payWalletPart } from './booking-payments';
import { book, HoldGone, payHeldBooking, type Payer } from './booking-transaction';
import { findParentPaymentMethod } from './booking-writes.queries';
import { findBookingByKey, findBookingParent } from './bookings.queries';
import { toApi, type BookingDeps } from './bookings.service';

/**
 * Card bookings the payment sweep finishes (decision record 021): a charge was taken but the
 * request's transaction never committed.
 */

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
  const pay = sweptPayer(intent, charge, request);
  // The places held under the key, if the hold is still there …
  try {
    await payHeldBooking(tx, intent.userId, intent.idempotencyKey, now, { pay });
    return;
  } catch (err) {
    if (!(err instanceof HoldGone)) throw err;
  }
  // … else booked afresh, if they are still free.
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
    { pay },
  );
}

/** The swept charge pays for the booking, with the wallet part of a split payment taken again. */
function sweptPayer(
  intent: PaymentIntentRow,
  charge: ChargeRecord,
  request: { walletCents?: number },
): Payer {
  const walletCents = request.walletCents ?? 0;
  return async (inner, { totalCents, discountCents, activity, bookingId }) => {
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
      paymentKind: 'card',
      paymentLabel: intent.paymentLabel,
      paymentMethodId: method?.id ?? null,
      gatewayChargeId: charge.chargeId,
      walletCents,
    };
  };
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
    const row = await findBookingByKey(deps.db, intent.userId, intent.idempotencyKey);
    if (!parent || !row) return;
    await sendBookingConfirmedMail(deps, parent, await toApi(deps.db, row, now));
  } catch (err) {
    deps.logger.error({ err, intentId: intent.id }, 'swept booking: confirmation not sent');
  }
}
