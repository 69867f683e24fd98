import { refundParts } from '../../../shared/program-refunds';
import { walletPartFits } from '../../../shared/booking-payment';
import { cardLabel } from '../../../shared/cards';
import { formatMoney } from '../../../shared/display-format';
import type { Database } from '../../db/client';
import {
  gatewayRefused,
  notACard,
  paymentMethodNotFound,
  type ChargeResult,
  type PaymentGateway,
} from '../../lib/payments';
import { creditWallet, debitWallet } from '../../lib/wallet-ledger';
import { insufficientBalance, walletPartTooLarge } from './bookings.errors';
import type { PaymentFields } from './booking-transaction';
import { findParentPaymentMethod } from './booking-writes.queries';

/**
 * Step 7 of docs/booking-api.md, inside the booking's transaction: the wallet, a saved card, or
 * both (a split payment: the wallet's part first, then the card for the rest). Every refusal
 * throws, so the transaction rolls back whatever was taken before it (decision record 042).
 */

type Booked = {
  /** What to charge: price × children, less the discount. */
  totalCents: number;
  /** The provider's sibling discount, which the ledger's line names (0 without one). */
  discountCents: number;
  title: string;
  bookingId: string;
};

/**
 * The ledger's line for a booking: 'Booking: {title}', and in brackets a sibling discount and,
 * for a split payment, what the card paid: 'Booking: Clay Club ($3.00 sibling discount; $7.00
 * more by Visa ending in 4242)'.
 */
function bookingLine(title: string, discountCents: number, cardRest?: string) {
  const notes = [
    ...(discountCents > 0 ? [`${formatMoney(discountCents)} sibling discount`] : []),
    ...(cardRest ? [cardRest] : []),
  ];
  return notes.length > 0 ? `Booking: ${title} (${notes.join('; ')})` : `Booking: ${title}`;
}

/** A wallet booking: a ledger debit of the total, conditional on the balance. */
export async function payFromWallet(
  tx: Database,
  userId: string,
  { totalCents, discountCents, title, bookingId }: Booked,
): Promise<PaymentFields> {
  if (totalCents > 0) {
    const debit = await debitWallet(tx, userId, {
      type: 'payment',
      amountCents: totalCents,
      description: bookingLine(title, discountCents),
      bookingId,
    });
    if (!debit) throw insufficientBalance();
  }
  return {
    paymentKind: 'wallet',
    paymentLabel: 'Wallet',
    paymentMethodId: null,
    gatewayChargeId: null,
    walletCents: totalCents,
  };
}

/**
 * A split payment's wallet part: less than the total (the card pays at least a cent), taken
 * only if the balance holds it at this moment, under the wallet row's lock until commit.
 */
export async function payWalletPart(
  tx: Database,
  userId: string,
  {
    totalCents,
    discountCents,
    title,
    bookingId,
    walletCents,
    card,
  }: Booked & { walletCents: number; card: string },
): Promise<void> {
  if (!walletPartFits(walletCents, totalCents)) throw walletPartTooLarge();
  const debit = await debitWallet(tx, userId, {
    type: 'payment',
    amountCents: walletCents,
    description: bookingLine(
      title,
      discountCents,
      `${formatMoney(totalCents - walletCents)} more by ${card}`,
    ),
    bookingId,
  });
  if (!debit) throw insufficientBalance();
}

/**
 * A saved card of the parent's, charged the total, or the rest after a split payment's wallet
 * part. The wallet part is taken before the charge: a balance that no longer holds it refuses
 * the booking with no charge made, and a declined card rolls the debit back.
 */
export async function payByCard(
  tx: Database,
  userId: string,
  booked: Booked & {
    paymentMethodId: string;
    walletCents: number | undefined;
    charge: (token: string, amountCents: number) => Promise<ChargeResult>;
  },
): Promise<PaymentFields> {
  const method = await findParentPaymentMethod(tx, userId, booked.paymentMethodId);
  if (!method) throw paymentMethodNotFound();
  if (method.type !== 'card' || !method.gatewayToken) throw notACard();
  const label = cardLabel(method.cardBrand, method.lastFour);
  const walletCents = booked.walletCents ?? 0;
  if (booked.walletCents !== undefined) {
    await payWalletPart(tx, userId, { ...booked, walletCents, card: label });
  }
  let gatewayChargeId: string | null = null;
  const cardCents = booked.totalCents - walletCents;
  if (cardCents > 0) {
    const result = await booked.charge(method.gatewayToken, cardCents);
    if (!result.ok) throw gatewayRefused(result);
    gatewayChargeId = result.chargeId;
  }
  return {
    paymentKind: 'card',
    paymentLabel: label,
    paymentMethodId: method.id,
    gatewayChargeId,
    walletCents,
  };
}

/**
 * A full refund of a cancelled booking, inside the cancel's transaction: each source gets back
 * exactly what it paid, the wallet its part (the whole total for a wallet booking) and the card
 * the rest. The card last, so a refusal leaves the booking as it was; the gateway refunds a
 * charge once, so a retry after a failed commit cannot pay back twice. The card refund's id.
 */
export async function refundToSources(
  tx: Database,
  payments: PaymentGateway,
  booking: {
    id: string;
    userId: string;
    title: string;
    totalCents: number;
    walletCents: number;
    paymentKind: 'wallet' | 'card';
    gatewayChargeId: string | null;
    /** What cancelling returns (shared/program-refunds): all of the total, or a part of it. */
    refundCents: number;
  },
): Promise<string | null> {
  const parts = refundParts(booking.refundCents, booking);
  if (parts.walletCents > 0) {
    await creditWallet(tx, booking.userId, {
      type: 'refund',
      amountCents: parts.walletCents,
      description: `Refund: ${booking.title}`,
      bookingId: booking.id,
    });
  }
  if (booking.paymentKind !== 'card' || parts.cardCents <= 0 || !booking.gatewayChargeId) {
    return null;
  }
  const refund = await payments.refund({
    chargeId: booking.gatewayChargeId,
    amountCents: parts.cardCents,
  });
  if (!refund.ok) throw gatewayRefused(refund);
  return refund.refundId;
}
