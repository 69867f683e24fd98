import { describe, expect, it } from 'vitest';
import { mondayOf, weekOf } from './week';

describe('weeks start on Monday', () => {
  it('finds the Monday of any day, Sunday included', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // Thursday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('lists the seven days Monday to Sunday, across a month and a year', () => {
    expect(weekOf('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});
