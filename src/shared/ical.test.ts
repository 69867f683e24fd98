import { describe, expect, it } from 'vitest';
import { bookingCalendarFile, escapeText, foldLine } from './ical';

/** Unfolds the lines of a calendar file (RFC 5545 §3.1) and reads NAME:VALUE pairs. */
function contentLines(ics: string): [string, string][] {
  return ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

const firstDate = {
  sessionId: 41,
  startsAt: '2026-11-28T14:30:00.000Z',
  endsAt: '2026-11-28T16:00:00.000Z',
};

const event = {
  bookingId: '3f2a9c1e-0000-4000-8000-000000000001',
  stamp: new Date('2026-11-20T10:00:00.000Z'),
  dates: [firstDate],
  summary: 'Clay, Paint; Fun',
  location: 'Riverside Studio, 1 River Rd',
  description: 'Children: Mia and Leo\nBooking ID: 3f2a9c1e',
  url: 'https://kidventure.example/bookings',
};

describe('bookingCalendarFile', () => {
  it('writes one VEVENT with the UID, UTC start and end, summary and location', () => {
    const ics = bookingCalendarFile(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    const lines = contentLines(ics);
    expect(lines.filter(([name, value]) => name === 'BEGIN' && value === 'VEVENT')).toHaveLength(1);
    const props = Object.fromEntries(lines);
    expect(props).toMatchObject({
      UID: '3f2a9c1e-0000-4000-8000-000000000001@kidventure',
      DTSTAMP: '20261120T100000Z',
      DTSTART: '20261128T143000Z',
      DTEND: '20261128T160000Z',
      SUMMARY: 'Clay\\, Paint\\; Fun',
      LOCATION: 'Riverside Studio\\, 1 River Rd',
      DESCRIPTION: 'Children: Mia and Leo\\nBooking ID: 3f2a9c1e',
      URL: 'https://kidventure.example/bookings',
    });
    expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
    expect(props.VERSION).toBe('2.0');
    expect(props.PRODID).toBeTruthy();
  });

  it('folds a long summary at 75 octets and unfolds back to the escaped text', () => {
    const summary =
      'Ünderwater Robotics, Coding & Clay Sculpture Weekend Intensive for Curious Kids';
    const ics = bookingCalendarFile({ ...event, summary });
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(Object.fromEntries(contentLines(ics)).SUMMARY).toBe(escapeText(summary));
  });

  it('writes a booking of several dates as one VEVENT per date, each with its own UID', () => {
    const ics = bookingCalendarFile({
      ...event,
      dates: [
        firstDate,
        { sessionId: 42, startsAt: '2026-12-05T14:30:00.000Z', endsAt: '2026-12-05T16:00:00.000Z' },
      ],
    });
    const lines = contentLines(ics);
    const values = (name: string) => lines.filter(([n]) => n === name).map(([, v]) => v);
    expect(values('UID')).toEqual([
      '3f2a9c1e-0000-4000-8000-000000000001-41@kidventure',
      '3f2a9c1e-0000-4000-8000-000000000001-42@kidventure',
    ]);
    expect(values('DTSTART')).toEqual(['20261128T143000Z', '20261205T143000Z']);
    expect(values('DTEND')).toEqual(['20261128T160000Z', '20261205T160000Z']);
    expect(values('SUMMARY')).toEqual(['Clay\\, Paint\\; Fun', 'Clay\\, Paint\\; Fun']);
  });

  it('leaves URL out when there is none', () => {
    const { url: _url, ...withoutUrl } = event;
    expect(bookingCalendarFile(withoutUrl)).not.toContain('URL:');
  });
});

describe('iCalendar text rules', () => {
  it('escapes backslash before the others, and drops control characters', () => {
    expect(escapeText('a\\b;c,d\r\ne\u0007f')).toBe('a\\\\b\\;c\\,d\\ne' + 'f');
  });

  it('never splits a character when folding', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });
});
