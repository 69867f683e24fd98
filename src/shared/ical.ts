/**
 * iCalendar (RFC 5545) text, shared by the bookings feed (server) and the one-booking
 * 'Add to calendar' file (browser): CRLF line endings, lines folded at 75 octets (never inside a
 * UTF-8 character), TEXT values escaped, times in UTC ('Z').
 */

/**
 * TEXT escaping: backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). Other control
 * characters (everything below U+0020 but tab, and DEL) are not allowed in TEXT: they are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
  );
}

const encoder = new TextEncoder();

/** Splits a content line into 75-octet pieces; continuation lines start with one space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation holds 74 after its leading space.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-03-21T09:30:00.000Z → 20260321T093000Z */
export const utcStamp = (date: Date) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T` +
  `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

/** The lines around the events of one calendar. */
export function calendarLines(name: string, events: string[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kidventure//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** One date of a booking: its session and its start and end as ISO instants. */
export type BookingEventDate = { sessionId: number; startsAt: string; endsAt: string };

export type BookingEvent = {
  bookingId: string;
  /** When the file is written. */
  stamp: Date;
  /** The booking's dates (the API's sessions as instants), soonest first: one VEVENT each. */
  dates: BookingEventDate[];
  summary: string;
  location: string;
  description: string;
  url?: string;
};

/**
 * The UID of a booking's event on one of its dates, the same in the feed and in a booking's own
 * file, so a calendar keeps one copy: a one-date booking's is its id's; a booking of several
 * dates (a term, a camp week) has one per session, stable as its sessions are.
 */
export const bookingEventUid = (bookingId: string, sessionId: number, sessionCount: number) =>
  sessionCount > 1 ? `${bookingId}-${sessionId}@kidventure` : `${bookingId}@kidventure`;

/** A calendar file holding one booking, one VEVENT per date, its times in UTC. */
export function bookingCalendarFile(event: BookingEvent): string {
  return calendarLines(
    'Kidventure',
    event.dates.map((date) => [
      'BEGIN:VEVENT',
      `UID:${bookingEventUid(event.bookingId, date.sessionId, event.dates.length)}`,
      `DTSTAMP:${utcStamp(event.stamp)}`,
      `DTSTART:${utcStamp(new Date(date.startsAt))}`,
      `DTEND:${utcStamp(new Date(date.endsAt))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'STATUS:CONFIRMED',
      'END:VEVENT',
    ]),
  );
}
