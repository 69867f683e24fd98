import { describe, expect, it } from 'vitest';
import { CALENDAR_RANGE_MAX_DAYS } from '../../../shared/schemas/booking';
import { daysBetween } from '../../../shared/iso-date';
import {
  formatMonthYear,
  formatWeekRange,
  monthEnd,
  monthWeeks,
  stepSelection,
  visibleRange,
} from './calendar-dates';

describe('calendar periods (weeks start Monday)', () => {
  it('draws a month as whole Monday-first weeks, with the edges of the months around it', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthWeeks('2026-11-17');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks[0]?.[6]).toBe('2026-11-01');
    expect(weeks.at(-1)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(monthWeeks('2027-02-10')).toHaveLength(4);
    expect(monthEnd('2028-02-03')).toBe('2028-02-29');
  });

  it('asks the API only for the visible days, never more than it allows', () => {
    expect(visibleRange('week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(visibleRange('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(visibleRange('month', '2026-11-25')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    for (const month of ['2026-01-15', '2026-03-01', '2027-02-01', '2026-08-31']) {
      const { from, to } = visibleRange('month', month);
      expect(daysBetween(from, to)).toBeLessThan(CALENDAR_RANGE_MAX_DAYS);
    }
  });

  it('steps a week to the same weekday, a month to its first day (or today)', () => {
    expect(stepSelection('week', '2026-11-25', 1, '2026-11-25')).toBe('2026-12-02');
    expect(stepSelection('week', '2026-11-25', -1, '2026-11-25')).toBe('2026-11-18');
    expect(stepSelection('month', '2026-11-25', 1, '2026-11-25')).toBe('2026-12-01');
    expect(stepSelection('month', '2026-01-31', -1, '2026-11-25')).toBe('2025-12-01');
    expect(stepSelection('month', '2026-12-01', -1, '2026-11-25')).toBe('2026-11-25');
  });

  it('names periods in US English', () => {
    expect(formatMonthYear('2026-11-25')).toBe('November 2026');
    expect(formatWeekRange('2026-11-25')).toBe('Nov 23 – 29, 2026');
    expect(formatWeekRange('2026-12-02')).toBe('Nov 30 – Dec 6, 2026');
    expect(formatWeekRange('2026-12-30')).toBe('Dec 28, 2026 – Jan 3, 2027');
  });
});
