import { describe, expect, it } from 'vitest';
import { addDays, compareIso, daysBetween, isIsoDate, isWeekend, localIsoDate } from './iso-date';

describe('ISO dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('2027-1-01')).toBe(false);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-22', '2027-01-21')).toBe(60);
  });

  it('knows weekends and formats the local date', () => {
    expect(isWeekend('2026-11-21')).toBe(true); // Saturday
    expect(isWeekend('2026-11-23')).toBe(false); // Monday
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('orders dates and times as they fall', () => {
    expect(['2027-01-02', '2026-12-31', '2027-01-10'].sort(compareIso)).toEqual([
      '2026-12-31',
      '2027-01-02',
      '2027-01-10',
    ]);
    expect(['14:00', '09:30', '09:05:30'].sort(compareIso)).toEqual(['09:05:30', '09:30', '14:00']);
    expect(compareIso('2026-11-30', '2026-11-30')).toBe(0);
  });
});
