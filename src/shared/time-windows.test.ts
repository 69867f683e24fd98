import { describe, expect, it } from 'vitest';
import { isInSlot, weekdayName, windowSlots } from './time-windows';

const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';

const matches = (window: string, date: string, time: string) =>
  windowSlots([window]).some((slot) => isInSlot(slot, date, time));

describe('preferred time windows', () => {
  it.each([
    ['Weekday Mornings', MONDAY, '09:00', true],
    ['Weekday Mornings', SATURDAY, '09:00', false],
    ['Weekday Mornings', MONDAY, '12:00', false],
    ['Weekday Afternoons', MONDAY, '13:30', true],
    ['After School', MONDAY, '15:30', true],
    ['After School', MONDAY, '18:00', false],
    ['After School', SATURDAY, '15:30', false],
    ['Weekday Evenings', MONDAY, '18:30', true],
    ['Weekend Mornings', SATURDAY, '08:00', true],
    ['Weekend Afternoons', '2026-11-29', '14:00', true],
    ['Weekend Evenings', SATURDAY, '17:00', true],
    ['Weekend Evenings', MONDAY, '19:00', false],
    ['School Breaks', MONDAY, '09:00', false],
    ['Tea Time', MONDAY, '16:00', false],
  ])('%s on %s at %s: %s', (window, date, time, expected) => {
    expect(matches(window, date, time)).toBe(expected);
  });

  it('names weekdays as preferences save them', () => {
    expect(weekdayName(MONDAY)).toBe('Monday');
    expect(weekdayName('2026-11-29')).toBe('Sunday');
  });
});
