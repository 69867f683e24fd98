/**
 * A tiny iCalendar (RFC 5545) writer for the bookings feed: CRLF line endings, lines folded at 75
 * octets (never inside a UTF-8 character), and TEXT values escaped.
 *
 * Times are floating local times (DTSTART:20260321T093000, no TZID): an activity's date and
 * start time are wall-clock times where it takes place, which is what a parent's calendar should
 * show. A TZID would need a VTIMEZONE block for every zone; floating times need none.
 */

export type IcalEvent = {
  uid: string;
  /** When this version of the event was written (UTC). */
  stamp: Date;
  /** 'YYYY-MM-DD' and 'HH:MM' wall-clock times. */
  date: string;
  startTime: string;
  endTime: string;
  summary: string;
  location: string;
  description: string;
  url?: string;
};

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

/** '2026-03-21', '09:30' → 20260321T093000 (floating) */
export const floatingTime = (date: string, time: string) =>
  `${date.replaceAll('-', '')}T${time.slice(0, 2)}${time.slice(3, 5)}00`;

export function serializeCalendar(opts: { name: string; events: IcalEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kidventure//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
  ];
  for (const event of opts.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(event.stamp)}`,
      `DTSTART:${floatingTime(event.date, event.startTime)}`,
      `DTEND:${floatingTime(event.date, event.endTime)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
