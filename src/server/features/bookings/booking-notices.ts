import { sessionsWhenLabel } from '../../../shared/booking-dates';
import { formatMoney, formatNames } from '../../../shared/display-format';
import type { Database } from '../../db/client';
import { notify } from '../../lib/notify';
import { cancelReminders, scheduleReminders } from '../../lib/reminders';

type Session = { id: number; date: string; startTime: string };

/**
 * A booking just made, in its own transaction: the bell and push tell the parent (the receipt
 * e-mail is bookings' own), and the reminders before each of its sessions wait as jobs.
 */
export async function noticeBooked(
  tx: Database,
  booking: { id: string; userId: string; title: string; kidNames: string[]; sessions: Session[] },
  now: Date,
) {
  await notify(
    tx,
    [
      {
        userId: booking.userId,
        kind: 'booking',
        title: `Booking confirmed: ${booking.title}`,
        body: `${formatNames(booking.kidNames)} · ${sessionsWhenLabel(booking.sessions)}`,
        link: `/bookings?booking=${booking.id}`,
        key: `booking:confirmed:${booking.id}`,
        data: { bookingId: booking.id },
      },
    ],
    { now, channels: ['push'] },
  );
  await scheduleReminders(tx, booking, now);
}

/** A booking just cancelled: the parent is told what came back, and its reminders are dropped. */
export async function noticeCancelled(
  tx: Database,
  booking: { id: string; userId: string; title: string; refundCents: number },
  now: Date,
) {
  const refunded = booking.refundCents > 0;
  await notify(
    tx,
    [
      {
        userId: booking.userId,
        kind: 'booking',
        title: `Booking cancelled: ${booking.title}`,
        body: refunded ? `${formatMoney(booking.refundCents)} refunded` : 'No refund',
        link: `/bookings?booking=${booking.id}`,
        key: `booking:cancelled:${booking.id}`,
        data: { bookingId: booking.id, refundCents: booking.refundCents },
      },
    ],
    { now, channels: ['push'] },
  );
  await cancelReminders(tx, booking.id);
}
