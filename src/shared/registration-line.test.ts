import { describe, expect, it } from 'vitest';
import { expectedWaitSeconds, lineOpensAt, placeInLine, waitInWords } from './registration-line';
import { entriesOpen } from './registration-lottery';

describe('the registration line', () => {
  it('opens 15 minutes before registration', () => {
    const opensAt = new Date('2027-01-05T14:00:00Z');
    expect(lineOpensAt(opensAt).toISOString()).toBe('2027-01-05T13:45:00.000Z');
    expect(entriesOpen(opensAt, 'line', new Date('2027-01-05T13:44:59Z'))).toBe(false);
    expect(entriesOpen(opensAt, 'line', new Date('2027-01-05T13:45:00Z'))).toBe(true);
    // After the opening, families go on joining at the back.
    expect(entriesOpen(opensAt, 'line', new Date('2027-01-05T15:00:00Z'))).toBe(true);
  });

  it('places a family by its rank after those let in, and waits at the rate', () => {
    expect(placeInLine(12, 9)).toBe(3);
    expect(placeInLine(12, 12)).toBe(1);
    // The first in line waits for the next move only; at 60 a minute, one second each.
    expect(expectedWaitSeconds(1, 60)).toBe(0);
    expect(expectedWaitSeconds(3, 60)).toBe(2);
    expect(expectedWaitSeconds(601, 600)).toBe(60);
  });

  it('tells the wait in minutes', () => {
    expect(waitInWords(0)).toBe('Less than a minute to wait');
    expect(waitInWords(59)).toBe('Less than a minute to wait');
    expect(waitInWords(60)).toBe('About 1 minute to wait');
    expect(waitInWords(150)).toBe('About 3 minutes to wait');
  });
});
