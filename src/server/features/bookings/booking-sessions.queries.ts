import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { BookingSession } from '../../../shared/schemas/booking';
import type { LocalMoment } from '../../../shared/upcoming';
import type { Database } from '../../db/client';
import { activitySessions, bookingPlaces, bookings } from '../../db/schema';
import { toHhMm } from '../../lib/activity-rows.queries';

/**
 * A booking's dates: the program sessions it holds places in (decision 043), one place per
 * session and child, so a session is counted once per booking.
 */

const sessionFields = {
  bookingId: bookingPlaces.bookingId,
  id: activitySessions.id,
  date: activitySessions.date,
  startTime: activitySessions.startTime,
  endTime: activitySessions.endTime,
};

type SessionRow = {
  bookingId: string;
  id: number;
  date: string;
  startTime: string;
  endTime: string;
};

export const toBookingSession = (row: SessionRow): BookingSession => ({
  id: row.id,
  date: row.date,
  startTime: toHhMm(row.startTime),
  endTime: toHhMm(row.endTime),
});

/** Each booking's sessions, soonest first (a cancelled booking's too: the places it held). */
export async function sessionsOfBookings(
  db: Database,
  bookingIds: string[],
): Promise<Map<string, BookingSession[]>> {
  const byBooking = new Map<string, BookingSession[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectDistinct(sessionFields)
    .from(bookingPlaces)
    .innerJoin(activitySessions, eq(activitySessions.id, bookingPlaces.sessionId))
    .where(inArray(bookingPlaces.bookingId, bookingIds))
    .orderBy(
      asc(bookingPlaces.bookingId),
      asc(activitySessions.date),
      asc(activitySessions.startTime),
      asc(activitySessions.id),
    );
  for (const row of rows) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push(toBookingSession(row));
    byBooking.set(row.bookingId, list);
  }
  return byBooking;
}

/**
 * The booking (in an outer query on `bookings`) has a session not over at `now` (its date and end
 * time, wall-clock where it takes place): it is still to come, or under way.
 */
export const hasSessionNotOver = (now: LocalMoment) =>
  sql`exists (
    select 1 from ${bookingPlaces}
    join ${activitySessions} on ${activitySessions.id} = ${bookingPlaces.sessionId}
    where ${bookingPlaces.bookingId} = ${bookings.id}
      and (${activitySessions.date}, ${activitySessions.endTime}) > (${now.date}::date, ${now.time}::time)
  )`;

/**
 * The parent's confirmed bookings on each of their dates in [from, to]: one row per booking and
 * session, by date, start time, then the booking made first.
 */
export function calendarSessionRows(db: Database, userId: string, from: string, to: string) {
  return db
    .selectDistinct({ ...sessionFields, createdAt: bookings.createdAt })
    .from(bookingPlaces)
    .innerJoin(bookings, eq(bookings.id, bookingPlaces.bookingId))
    .innerJoin(activitySessions, eq(activitySessions.id, bookingPlaces.sessionId))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'confirmed'),
        gte(activitySessions.date, from),
        lte(activitySessions.date, to),
      ),
    )
    .orderBy(
      asc(activitySessions.date),
      asc(activitySessions.startTime),
      asc(bookings.createdAt),
      asc(activitySessions.id),
    );
}
