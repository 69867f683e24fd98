import type { z } from 'zod';
import { onSession } from '../../../shared/booking-dates';
import type { CalendarEntry, CalendarRangeQuerySchema } from '../../../shared/schemas/booking';
import type { Database } from '../../db/client';
import { calendarSessionRows, toBookingSession } from './booking-sessions.queries';
import { findBookings, withKids } from './bookings.queries';

/**
 * GET /api/bookings/calendar: the confirmed bookings on each of their dates in [from, to] (a term
 * on every one of its dates there), by date and start time.
 */
export async function calendarBookings(
  db: Database,
  userId: string,
  q: z.output<typeof CalendarRangeQuerySchema>,
  now = new Date(),
): Promise<CalendarEntry[]> {
  const rows = await calendarSessionRows(db, userId, q.from, q.to);
  const ids = [...new Set(rows.map((row) => row.bookingId))];
  const found = await withKids(db, await findBookings(db, userId, ids), now);
  const byId = new Map(found.map((booking) => [booking.id, booking]));
  return rows.flatMap((row) => {
    const booking = byId.get(row.bookingId);
    return booking ? [onSession(booking, toBookingSession(row))] : [];
  });
}
