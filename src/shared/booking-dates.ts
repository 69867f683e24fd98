import { activityStartsAt } from './booking-rules';
import { formatMonthDay, formatShortDate, formatTime, weekdayName } from './display-format';
import type { Booking, BookingSession, CalendarEntry } from './schemas/booking';

/**
 * A booking's dates (issue 29): a term or a camp week is one booking with several sessions; it
 * shows on the calendar on each of them and in lists as one booking with its dates counted.
 */

/** A session's start and end as ISO instants (its wall-clock times where it takes place). */
export const sessionInstants = (session: BookingSession) => ({
  startsAt: activityStartsAt(session.date, session.startTime).toISOString(),
  endsAt: activityStartsAt(session.date, session.endTime).toISOString(),
});

/** The booking on one of its dates, as a calendar places it: that session's date and times. */
export function onSession(booking: Booking, session: BookingSession): CalendarEntry {
  return {
    ...booking,
    activity: {
      ...booking.activity,
      date: session.date,
      startTime: session.startTime,
      endTime: session.endTime,
      ...sessionInstants(session),
    },
    session,
  };
}

/** The first of the booking's sessions that has not ended at `now`; the last when all have. */
export function nextSessionOf(
  booking: Pick<Booking, 'sessions'>,
  now: Date = new Date(),
): BookingSession | undefined {
  const notOver = booking.sessions.find(
    (s) => activityStartsAt(s.date, s.endTime).getTime() > now.getTime(),
  );
  return notOver ?? booking.sessions.at(-1);
}

/**
 * How a list names a booking's dates: 'Sat, Jan 10' for one, '8 dates · from Sat, Jan 10' for
 * several (from the first of them).
 */
export function bookingDatesLabel(booking: Pick<Booking, 'sessions' | 'activity'>): string {
  const first = booking.sessions[0]?.date ?? booking.activity.date;
  if (booking.sessions.length < 2) return formatShortDate(first);
  return `${booking.sessions.length} dates · from ${formatShortDate(first)}`;
}

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/**
 * Every date of a booking of several in one line, as a confirmation heads their list: '8 Saturdays
 * · Jan 10–Feb 28' when they fall on one weekday, else '5 dates · Dec 28–Jan 1'; the date itself
 * for one.
 */
export function bookingSpanLabel(sessions: readonly Pick<BookingSession, 'date'>[]): string {
  const first = sessions[0]?.date;
  const last = sessions.at(-1)?.date;
  if (first === undefined || last === undefined) return '';
  if (sessions.length === 1) return formatShortDate(first);
  const day = weekdayOf(first);
  const what = sessions.every((s) => weekdayOf(s.date) === day)
    ? `${sessions.length} ${weekdayName(day)}s`
    : `${sessions.length} dates`;
  return `${what} · ${formatMonthDay(first)}–${formatMonthDay(last)}`;
}

/** "Sat, Jan 10, 9:30 AM" for one date, "8 Saturdays · Jan 10–Feb 28" for several. */
export function sessionsWhenLabel(
  sessions: readonly Pick<BookingSession, 'date' | 'startTime'>[],
): string {
  const [only] = sessions;
  return sessions.length === 1 && only
    ? `${bookingSpanLabel(sessions)}, ${formatTime(only.startTime.slice(0, 5))}`
    : bookingSpanLabel(sessions);
}

/** Which of its dates a session is, for a booking of several: 'Date 2 of 8'; null for one date. */
export function sessionPositionLabel(
  booking: Pick<Booking, 'sessions'>,
  sessionId: number,
): string | null {
  const index = booking.sessions.findIndex((s) => s.id === sessionId);
  if (booking.sessions.length < 2 || index < 0) return null;
  return `Date ${index + 1} of ${booking.sessions.length}`;
}
