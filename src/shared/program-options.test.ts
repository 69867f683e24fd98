import { describe, expect, it } from 'vitest';
import { resolveBookingOption, weekOf, type ProgramSession } from './program-options';

const session = (id: number, date: string, startTime = '09:00:00'): ProgramSession => ({
  id,
  date,
  startTime,
});

// Four Saturdays of a term, given out of order.
const saturdays = [
  session(13, '2027-01-30'),
  session(10, '2027-01-09'),
  session(11, '2027-01-16'),
  session(12, '2027-01-23'),
];
// A camp: Mon–Fri of one week (Dec 28 2026 is a Monday), and the Monday after.
const camp = [
  ...['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01'].map((d, i) =>
    session(20 + i, d),
  ),
  session(30, '2027-01-04'),
];

describe('resolveBookingOption', () => {
  it('books a drop-in program one session at a time', () => {
    const program = { bookingMode: 'drop_in', priceCents: 1500, dropInPriceCents: null } as const;
    expect(resolveBookingOption(program, saturdays, [11])).toEqual({
      kind: 'session',
      sessions: [saturdays[2]],
      priceCents: 1500,
    });
    expect(resolveBookingOption(program, saturdays, [10, 11])).toBe('not-an-option');
    // Without a choice, a program of several dates has none to make for the parent.
    expect(resolveBookingOption(program, saturdays)).toBe('not-an-option');
    expect(resolveBookingOption(program, saturdays.slice(0, 1))).toMatchObject({ kind: 'session' });
  });

  it('books a term whole at its price, in date order, or one date at the drop-in price', () => {
    const term = { bookingMode: 'term', priceCents: 12000, dropInPriceCents: 3500 } as const;
    const whole = resolveBookingOption(term, saturdays);
    expect(whole).toEqual({
      kind: 'term',
      sessions: [10, 11, 12, 13].map((id) => saturdays.find((s) => s.id === id)),
      priceCents: 12000,
    });
    expect(resolveBookingOption(term, saturdays, [13, 12, 11, 10])).toEqual(whole);
    expect(resolveBookingOption(term, saturdays, [12])).toMatchObject({
      kind: 'session',
      priceCents: 3500,
    });
    // Part of a term is not sold, and a term without drop-ins sells no single date.
    expect(resolveBookingOption(term, saturdays, [10, 11])).toBe('not-an-option');
    expect(resolveBookingOption({ ...term, dropInPriceCents: null }, saturdays, [12])).toBe(
      'not-an-option',
    );
  });

  it('books a camp week whole, or chosen days of one week at the day price', () => {
    const week = { bookingMode: 'camp_week', priceCents: 30000, dropInPriceCents: 7000 } as const;
    expect(resolveBookingOption(week, camp, [20, 21, 22, 23, 24])).toMatchObject({
      kind: 'week',
      priceCents: 30000,
    });
    expect(resolveBookingOption(week, camp, [21, 23])).toMatchObject({
      kind: 'days',
      priceCents: 14000,
    });
    expect(resolveBookingOption(week, camp, [24, 30])).toBe('not-an-option');
    expect(resolveBookingOption(week, camp, [30])).toMatchObject({ kind: 'week' });
    // Two weeks on offer: the parent chooses one.
    expect(resolveBookingOption(week, camp)).toBe('not-an-option');
    expect(resolveBookingOption(week, camp.slice(0, 5))).toMatchObject({ kind: 'week' });
    expect(resolveBookingOption({ ...week, dropInPriceCents: null }, camp, [21])).toBe(
      'not-an-option',
    );
  });

  it("refuses a session that is not the program's", () => {
    const term = { bookingMode: 'term', priceCents: 12000, dropInPriceCents: 3500 } as const;
    expect(resolveBookingOption(term, saturdays, [10, 99])).toBe('unknown-session');
    expect(resolveBookingOption(term, saturdays, [])).toBe('unknown-session');
  });

  it('keys a camp week by its Monday', () => {
    expect(weekOf('2026-12-28')).toBe('2026-12-28');
    expect(weekOf('2027-01-03')).toBe('2026-12-28'); // a Sunday ends the week
    expect(weekOf('2027-01-04')).toBe('2027-01-04');
  });
});
