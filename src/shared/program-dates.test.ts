import { describe, expect, it } from 'vitest';
import { datesLine, priceUnit } from './program-dates';

describe('datesLine', () => {
  it('names one date, two dates, or the count and the span of more', () => {
    expect(datesLine(['2027-01-09'])).toBe('Sat, Jan 9');
    expect(datesLine(['2027-01-16', '2027-01-09'])).toBe('Sat, Jan 9 and Sat, Jan 16');
    expect(datesLine(['2027-01-09', '2027-01-16', '2027-01-23', '2027-01-30', '2027-02-06'])).toBe(
      '5 dates: Sat, Jan 9 – Sat, Feb 6',
    );
  });

  it('counts a date once and says nothing for none', () => {
    expect(datesLine(['2027-01-09', '2027-01-09'])).toBe('Sat, Jan 9');
    expect(datesLine([])).toBe('');
  });
});

describe('priceUnit', () => {
  it('says what a price buys', () => {
    expect(priceUnit('term')).toBe('per term');
    expect(priceUnit('week')).toBe('per week');
    expect(priceUnit('session')).toBe('per session');
    expect(priceUnit('days')).toBe('per session');
  });
});
