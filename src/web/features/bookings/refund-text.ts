import type { Booking } from '../../../shared/schemas/booking';
import { formatMoney } from '../../lib/format';

/** Where a refund goes: the wallet, or the card the booking was paid with. */
export const refundDestination = (booking: Pick<Booking, 'payment'>) =>
  booking.payment.method === 'wallet' ? 'your wallet' : `your ${booking.payment.label}`;

/** A cancelled booking's refund, in a line: 'Refunded $50.00 to your wallet'. */
export function refundLine(booking: Pick<Booking, 'payment' | 'refundCents' | 'totalCents'>) {
  if (booking.totalCents === 0) return 'Nothing was paid, so there was nothing to refund';
  if (booking.refundCents && booking.refundCents > 0) {
    return `Refunded ${formatMoney(booking.refundCents)} to ${refundDestination(booking)}`;
  }
  return 'No refund (cancelled less than 24 hours before the start)';
}
