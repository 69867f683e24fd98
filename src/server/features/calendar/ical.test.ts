import { describe, expect, it } from 'vitest';
import { escapeText, floatingTime, foldLine, serializeCalendar, utcStamp } from './ical';

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('leaves a line of 75 octets alone and folds a longer one with a leading space', () => {
    const exact = 'X'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    const folded = foldLine('Y'.repeat(200));
    const lines = folded.split('\r\n');
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((l) => l.startsWith(' ') && l.length <= 75)).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe('Y'.repeat(200));
  });

  it('drops control characters other than tab, and still escapes newlines', () => {
    expect(escapeText('Mi\u0007a\tand\u0000 Leo\u001b\u007f\r\nBell\u000b\u000c')).toBe(
      'Mia\tand Leo\\nBell',
    );
  });

  it('writes a kid name with a control character without it', () => {
    const ics = serializeCalendar({
      name: 'Kidventure bookings',
      events: [
        {
          uid: 'abc@kidventure',
          stamp: new Date('2026-03-01T12:00:00Z'),
          date: '2026-03-21',
          startTime: '09:30',
          endTime: '11:00',
          summary: 'Clay',
          location: 'Studio 5',
          description: 'Children: Mi\u0007a, Leo',
        },
      ],
    });
    expect(ics).toContain('DESCRIPTION:Children: Mia\\, Leo\r\n');
    // eslint-disable-next-line no-control-regex
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F]/);
  });

  it('counts octets, not characters, and never splits a character', () => {
    // Two- and four-byte characters at every offset, so some fall right on the 75-octet edge.
    for (let shift = 0; shift < 4; shift++) {
      const text = `SUMMARY:${'x'.repeat(shift)}${'é'.repeat(60)}🎨${'ü'.repeat(10)}${'🎨é'.repeat(30)}`;
      const lines = foldLine(text).split('\r\n');
      expect(lines.length).toBeGreaterThan(2);
      for (const [i, line] of lines.entries()) {
        const bytes = Buffer.from(line, 'utf8');
        expect(bytes.length).toBeLessThanOrEqual(75);
        // Each line on its own is whole UTF-8: decoding its bytes gives it back, with no
        // replacement character (a line that began or ended inside a character would not).
        const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        expect(decoded).toBe(line);
        expect(decoded).not.toContain('\uFFFD');
        expect(line).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
        if (i > 0) expect(line.startsWith(' ')).toBe(true);
      }
      expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(text);
    }
  });

  it('writes UTC stamps and floating local times', () => {
    expect(utcStamp(new Date('2026-03-21T09:05:07.123Z'))).toBe('20260321T090507Z');
    expect(floatingTime('2026-03-21', '09:30')).toBe('20260321T093000');
    expect(floatingTime('2026-12-01', '17:45:00')).toBe('20261201T174500');
  });

  it('serializes a calendar with CRLF lines and one VEVENT per event', () => {
    const ics = serializeCalendar({
      name: 'Kidventure bookings',
      events: [
        {
          uid: 'abc@kidventure',
          stamp: new Date('2026-03-01T12:00:00Z'),
          date: '2026-03-21',
          startTime: '09:30',
          endTime: '11:00',
          summary: 'Clay, Paint; Fun',
          location: 'Studio 5, 12 King St',
          description: 'Children: Mia, Leo\nTotal: $50.00',
        },
      ],
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Kidventure//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Kidventure bookings',
      'BEGIN:VEVENT',
      'UID:abc@kidventure',
      'DTSTAMP:20260301T120000Z',
      'DTSTART:20260321T093000',
      'DTEND:20260321T110000',
      'SUMMARY:Clay\\, Paint\\; Fun',
      'LOCATION:Studio 5\\, 12 King St',
      'DESCRIPTION:Children: Mia\\, Leo\\nTotal: $50.00',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
