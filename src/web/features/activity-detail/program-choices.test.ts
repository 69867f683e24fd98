import { describe, expect, it } from 'vitest';
import { currentChoice, sessionState, type Program } from './program-choices';

const NOW = new Date('2026-06-15T12:00:00');
const session = (id: number, date: string, spotsLeft = 3) => ({
  id,
  date,
  startTime: '10:00',
  endTime: '12:00',
  capacity: 12,
  spotsLeft,
});
const term = (spots: number[], dates = ['2026-06-20', '2026-06-27', '2026-07-04']): Program => ({
  bookingMode: 'term',
  priceCents: 12_000,
  dropInPriceCents: 3_500,
  sessions: dates.map((date, i) => session(i + 1, date, spots[i])),
});

describe('what a program page offers', () => {
  it('tells past, full and open dates apart', () => {
    expect(sessionState(session(1, '2026-06-15'), NOW)).toBe('past');
    expect(sessionState(session(1, '2026-06-16', 0), NOW)).toBe('full');
    expect(sessionState(session(1, '2026-06-16', 1), NOW)).toBe('open');
  });

  it('starts on the whole term at the term price while it can be booked', () => {
    expect(currentChoice(term([3, 3, 3]), undefined, NOW)).toMatchObject({
      option: { kind: 'term', priceCents: 12_000 },
      sessionIds: [1, 2, 3],
      blocked: null,
    });
    // One full Saturday: the term is not the starting choice; a date is to pick.
    expect(currentChoice(term([3, 0, 3]), undefined, NOW)).toBeNull();
  });

  it("keeps the parent's pick with its price, and says when it can no longer be booked", () => {
    expect(currentChoice(term([3, 3, 3]), [2], NOW)).toMatchObject({
      option: { kind: 'session', priceCents: 3_500 },
      blocked: null,
    });
    expect(currentChoice(term([3, 0, 3]), [2], NOW)?.blocked).toBe('full');
    expect(currentChoice(term([3, 3, 3]), [], NOW)).toBeNull();
    // Two dates of a term are not sold together.
    expect(currentChoice(term([3, 3, 3]), [1, 2], NOW)).toBeNull();
  });
});
