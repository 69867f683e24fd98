import { describe, expect, it } from 'vitest';
import { nextLabel, priceUnit, programWhen, type ProgramSchedule } from './program-labels';

const base: ProgramSchedule = {
  bookingMode: 'drop_in',
  sessionCount: 1,
  date: '2027-01-09',
  startTime: '09:00',
  lastDate: '2027-01-09',
  weekdays: [6],
};

describe('programWhen', () => {
  it('shows a single session as its date and time, as before', () => {
    expect(programWhen(base)).toBe('Sat, Jan 9 · 9:00 AM');
  });

  it('counts weekly sessions by their weekday', () => {
    expect(
      programWhen({ ...base, bookingMode: 'term', sessionCount: 8, lastDate: '2027-02-27' }),
    ).toBe('8 Saturdays · from Jan 9, 9:00 AM');
  });

  it('counts sessions on several weekdays as sessions', () => {
    expect(programWhen({ ...base, sessionCount: 6, weekdays: [2, 4], startTime: '16:30' })).toBe(
      '6 sessions · from Jan 9, 4:30 PM',
    );
  });

  it('shows a camp week by its days and dates', () => {
    expect(
      programWhen({
        ...base,
        bookingMode: 'camp_week',
        sessionCount: 5,
        date: '2026-12-28',
        lastDate: '2027-01-01',
        weekdays: [1, 2, 3, 4, 5],
      }),
    ).toBe('Mon–Fri · Dec 28–Jan 1');
    expect(
      programWhen({
        ...base,
        bookingMode: 'camp_week',
        sessionCount: 2,
        date: '2026-12-28',
        lastDate: '2026-12-30',
        weekdays: [1, 3],
      }),
    ).toBe('Mon, Wed · Dec 28–Dec 30');
  });
});

describe('priceUnit', () => {
  it('names what the price buys', () => {
    expect(priceUnit({ bookingMode: 'term', sessionCount: 8 })).toBe('per term');
    expect(priceUnit({ bookingMode: 'camp_week', sessionCount: 5 })).toBe('per week');
    expect(priceUnit({ bookingMode: 'drop_in', sessionCount: 6 })).toBe('per session');
    expect(priceUnit({ bookingMode: 'drop_in', sessionCount: 1 })).toBeNull();
  });
});

describe('nextLabel', () => {
  it('names the session a program of several was found by', () => {
    const term = { ...base, bookingMode: 'term' as const, sessionCount: 8 };
    expect(nextLabel(term, { date: '2027-01-16' })).toBe('Next: Sat, Jan 16');
  });

  it('says nothing for one session, for the first date, or when no session is given', () => {
    expect(nextLabel(base, { date: '2027-01-09' })).toBeNull();
    expect(nextLabel({ ...base, sessionCount: 8 }, { date: '2027-01-09' })).toBeNull();
    expect(nextLabel({ ...base, sessionCount: 8 }, undefined)).toBeNull();
  });
});
