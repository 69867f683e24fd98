import { refundDestination as destinationOf } from '../../../shared/booking-payment';
import type { Booking } from '../../../shared/schemas/booking';
import { formatMoney } from '../../lib/format';

/**
 * Where a refund goes: 'your wallet', the card the booking was paid with, or for a split
 * payment both, each with its part.
 */
export const refundDestination = (booking: Pick<Booking, 'payment'>) =>
  destinationOf(booking.payment.parts);

/** A cancelled booking's refund, in a line: 'Refunded $50.00 to your wallet'. */
export function refundLine(booking: Pick<Booking, 'payment' | 'refundCents' | 'totalCents'>) {
  if (booking.totalCents === 0) return 'Nothing was paid, so there was nothing to refund';
  if (booking.refundCents && booking.refundCents > 0) {
    return `Refunded ${formatMoney(booking.refundCents)} to ${refundDestination(booking)}`;
  }
  return 'No refund (cancelled less than 24 hours before the start)';
}
