import { calendarLines, escapeText, foldLine, utcStamp } from '../../../shared/ical';

export { escapeText, foldLine, utcStamp };

/**
 * The bookings feed as iCalendar (RFC 5545); the text rules (escaping, folding) are in
 * src/shared/ical.
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

/** '2026-03-21', '09:30' → 20260321T093000 (floating) */
export const floatingTime = (date: string, time: string) =>
  `${date.replaceAll('-', '')}T${time.slice(0, 2)}${time.slice(3, 5)}00`;

export function serializeCalendar(opts: { name: string; events: IcalEvent[] }): string {
  return calendarLines(
    opts.name,
    opts.events.map((event) => [
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
    ]),
  );
}
