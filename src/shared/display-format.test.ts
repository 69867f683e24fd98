import { describe, expect, it } from 'vitest';
import {
  formatAges,
  formatCount,
  formatShortDate,
  formatFoundCount,
  formatLongDate,
  formatMoney,
  formatDollars,
  formatPrice,
  formatTime,
  formatTimeRange,
  showingResultsFor,
  spotsLabel,
} from './display-format';

describe('display formats (spec part 1, section 9)', () => {
  it('writes dates long, in US English, whatever the machine’s time zone', () => {
    expect(formatLongDate('2026-11-23')).toBe('Monday, November 23, 2026');
  });

  it('writes times on a 12-hour clock', () => {
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('09:30')).toBe('9:30 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('17:45')).toBe('5:45 PM');
    expect(formatTimeRange('09:30', '11:00')).toBe('9:30 AM – 11:00 AM');
  });

  it('writes prices in dollars, whole ones without cents, and 0 as Free', () => {
    expect(formatPrice(2500)).toBe('$25');
    expect(formatPrice(2550)).toBe('$25.50');
    expect(formatPrice(0)).toBe('Free');
    expect(formatDollars(2500)).toBe('$25');
    expect(formatDollars(123450)).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(123456)).toBe('$1,234.56');
  });

  it('says how many spots are left, or Full', () => {
    expect(spotsLabel(3)).toBe('3 spots left');
    expect(spotsLabel(1)).toBe('1 spot left');
    expect(spotsLabel(0)).toBe('Full');
  });

  it('writes an age range, or a single age', () => {
    expect(formatAges(4, 8)).toBe('Ages 4–8');
    expect(formatAges(0, 12)).toBe('Ages 0–12');
    expect(formatAges(6, 6)).toBe('Age 6');
  });

  it('says how many activities a search found, and how its text was read', () => {
    expect(formatFoundCount(24)).toBe('24 activities found');
    expect(formatFoundCount(1)).toBe('1 activity found');
    expect(formatFoundCount(0)).toBe('0 activities found');
    expect(formatFoundCount(1000, true)).toBe('1,000+ activities found');
    expect(formatFoundCount(1234)).toBe('1,234 activities found');
    expect(showingResultsFor('soccer')).toBe("Showing results for 'soccer'");
  });
});

describe('display formats agree with Intl en-US, which they stand in for', () => {
  const longDate = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const shortDate = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const wholeDollars = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const count = new Intl.NumberFormat('en-US');

  it('writes every day of five years as Intl does', () => {
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      const at = new Date(day);
      expect(formatLongDate(iso)).toBe(longDate.format(at));
      expect(formatShortDate(iso)).toBe(shortDate.format(at));
    }
  });

  it('writes amounts from cents as Intl does, negative and large ones too', () => {
    const amounts = [0, 1, 5, 99, 100, 2550, 99_999, 100_000, 123_456_789, -1, -2500, -123_456];
    for (let cents = 137; cents < 200_000; cents += 137) amounts.push(cents, -cents);
    for (const cents of amounts) {
      expect(formatMoney(cents)).toBe(dollars.format(cents / 100));
      const expected = cents % 100 === 0 ? wholeDollars : dollars;
      expect(formatDollars(cents)).toBe(expected.format(cents / 100));
    }
  });

  it('writes no minus sign on zero (where Intl writes -$0.00 for -0)', () => {
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it('groups counts in thousands as Intl does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -4321]) {
      expect(formatCount(n)).toBe(count.format(n));
    }
  });

  it('refuses a date it cannot read, as Intl does', () => {
    expect(() => formatLongDate('2026-13-40')).toThrow(RangeError);
  });
});
