import { paidInWords, refundDestination } from '../../../shared/booking-payment';
import { BOOKING_POLICY } from '../../../shared/booking-rules';
import { formatLongDate, formatMoney, formatTimeRange } from '../../../shared/display-format';
import type { Booking } from '../../../shared/schemas/booking';
import { discountAmount } from '../../../shared/sibling-discount';
import type { AppDeps, SessionUser } from '../../lib/app-env';

function details(booking: Booking): string[] {
  const { activity } = booking;
  return [
    activity.title,
    `Date: ${formatLongDate(activity.date)}`,
    `Time: ${formatTimeRange(activity.startTime, activity.endTime)}`,
    `Place: ${activity.locationName}, ${activity.address}`,
    `Children: ${booking.kids.map((k) => k.name).join(', ')}`,
    ...(booking.discountCents > 0
      ? [`Sibling discount: ${discountAmount(booking.discountCents)}`]
      : []),
    `Total: ${formatMoney(booking.totalCents)} (${paidInWords(booking.payment)})`,
    `Booking ID: ${booking.shortId}`,
  ];
}

/**
 * Mail goes out after the booking committed. A failure to send is logged, never turned into an
 * error: the booking and the money are already right, and My Bookings shows them.
 */
async function send(
  deps: Pick<AppDeps, 'mailer' | 'logger'>,
  user: SessionUser,
  subject: string,
  lines: string[],
) {
  try {
    await deps.mailer.send({ to: user.email, subject, text: `${lines.join('\n')}\n` });
  } catch (err) {
    deps.logger.error({ err, userId: user.id, subject }, 'booking e-mail not sent');
  }
}

export function sendBookingConfirmedMail(
  deps: Pick<AppDeps, 'mailer' | 'logger'>,
  user: SessionUser,
  booking: Booking,
) {
  return send(deps, user, `Booking confirmed: ${booking.activity.title}`, [
    `Hi ${user.name || 'there'},`,
    '',
    'Your booking is confirmed.',
    '',
    ...details(booking),
    '',
    `Booking policy: ${BOOKING_POLICY.join(' ')}`,
  ]);
}

/** What the cancellation mail says about the money. */
function cancellationRefundLine(booking: Booking, refundable: boolean): string {
  if (booking.totalCents === 0) {
    return 'Nothing was charged for this booking, so there is nothing to refund.';
  }
  if (!refundable) {
    return 'This cancellation was made less than 24 hours before the start, so there is no refund.';
  }
  const to = refundDestination(booking.payment.parts);
  return `${formatMoney(booking.refundCents ?? booking.totalCents)} has been refunded to ${to}.`;
}

/** `refundable`: whether the cancellation came 24 hours or more before the start. */
export function sendBookingCancelledMail(
  deps: Pick<AppDeps, 'mailer' | 'logger'>,
  user: SessionUser,
  booking: Booking,
  { refundable }: { refundable: boolean },
) {
  const refundLine = cancellationRefundLine(booking, refundable);
  return send(deps, user, `Booking cancelled: ${booking.activity.title}`, [
    `Hi ${user.name || 'there'},`,
    '',
    'Your booking has been cancelled.',
    refundLine,
    '',
    ...details(booking),
  ]);
}
