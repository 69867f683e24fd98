import { describe, expect, it } from 'vitest';
import {
  formatAges,
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
