import { paidInWords, refundDestination } from '../../../shared/booking-payment';
import { BOOKING_POLICY } from '../../../shared/booking-rules';
import { formatLongDate, formatMoney, formatTimeRange } from '../../../shared/display-format';
import type { Booking } from '../../../shared/schemas/booking';
import { discountAmount } from '../../../shared/sibling-discount';
import type { AppDeps, SessionUser } from '../../lib/app-env';
import { renderEmail, type EmailContent } from '../../lib/mail-templates/layout';
import { settingsUrl } from '../../lib/mail-templates/recipient';
import { greetingNameOf } from '../../lib/mail-templates/recipient.queries';

/** One line for one date; a booking of several dates (a term, a camp week) has a line each. */
function whenLines(booking: Booking): string[] {
  const { activity, sessions } = booking;
  if (sessions.length < 2) {
    const only = sessions[0] ?? activity;
    return [
      `Date: ${formatLongDate(only.date)}`,
      `Time: ${formatTimeRange(only.startTime, only.endTime)}`,
    ];
  }
  return [
    `Dates (${sessions.length}):`,
    ...sessions.map(
      (s) => `- ${formatLongDate(s.date)}, ${formatTimeRange(s.startTime, s.endTime)}`,
    ),
  ];
}

function details(booking: Booking): string[] {
  const { activity } = booking;
  return [
    activity.title,
    ...whenLines(booking),
    `Place: ${activity.locationName}, ${activity.address}`,
    `Children: ${booking.kids.map((k) => k.name).join(', ')}`,
    ...(booking.discountCents > 0
      ? [`Sibling discount: ${discountAmount(booking.discountCents)}`]
      : []),
    `Total: ${formatMoney(booking.totalCents)} (${paidInWords(booking.payment)})`,
    `Booking ID: ${booking.shortId}`,
  ];
}

/** What a booking's e-mail needs: where to send it from, and the app its links open. */
export type BookingMailDeps = Pick<AppDeps, 'db' | 'mailer' | 'logger'> & { appUrl: string };

type BookingMail = Pick<EmailContent, 'subject' | 'heading' | 'paragraphs' | 'details' | 'closing'>;

/**
 * Mail goes out after the booking committed. A failure to send is logged, never turned into an
 * error: the booking and the money are already right, and My Bookings shows them.
 */
async function send(deps: BookingMailDeps, user: SessionUser, booking: Booking, mail: BookingMail) {
  try {
    const email = renderEmail({
      ...mail,
      preheader: `${booking.activity.title} · Booking ID ${booking.shortId}`,
      greetingName: await greetingNameOf(deps.db, { userId: user.id }),
      action: { label: 'View booking', url: `${deps.appUrl}/bookings?booking=${booking.id}` },
      reason:
        'This is a receipt for a booking on your Kidventure account, so it always comes by e-mail.',
      settingsUrl: settingsUrl(deps.appUrl),
    });
    await deps.mailer.send({ to: user.email, ...email });
  } catch (err) {
    deps.logger.error({ err, userId: user.id, subject: mail.subject }, 'booking e-mail not sent');
  }
}

export function sendBookingConfirmedMail(
  deps: BookingMailDeps,
  user: SessionUser,
  booking: Booking,
) {
  return send(deps, user, booking, {
    subject: `Booking confirmed: ${booking.activity.title}`,
    heading: 'Your booking is confirmed.',
    paragraphs: [],
    details: details(booking),
    closing: [`Booking policy: ${BOOKING_POLICY.join(' ')}`],
  });
}

/** What the cancellation mail says about the money: the amount refunded, and why not all. */
function cancellationRefundLine(booking: Booking, refundable: boolean): string {
  if (booking.totalCents === 0) {
    return 'Nothing was charged for this booking, so there is nothing to refund.';
  }
  const refundCents = booking.refundCents ?? (refundable ? booking.totalCents : 0);
  if (refundCents === 0) {
    return 'This cancellation was made less than 24 hours before the start, so there is no refund.';
  }
  const refunded = `${formatMoney(refundCents)} has been refunded to ${refundDestination(booking.payment.parts)}.`;
  // Part of a program: the dates within 24 hours (or already over) keep their share.
  return refundable || refundCents >= booking.totalCents
    ? refunded
    : `${refunded} Dates within 24 hours are not refunded.`;
}

/** `refundable`: whether the cancellation came 24 hours or more before the start. */
export function sendBookingCancelledMail(
  deps: BookingMailDeps,
  user: SessionUser,
  booking: Booking,
  { refundable }: { refundable: boolean },
) {
  return send(deps, user, booking, {
    subject: `Booking cancelled: ${booking.activity.title}`,
    heading: 'Your booking has been cancelled.',
    paragraphs: [cancellationRefundLine(booking, refundable)],
    details: details(booking),
  });
}
