import { describe, expect, it } from 'vitest';
import {
  CARD_NUMBER_MAX_LENGTH,
  cardDigits,
  cardLabel,
  cardTypeOf,
  formatCardNumberInput,
  formatExpiry,
  formatExpiryInput,
  isExpired,
  parseExpiry,
  passesLuhn,
} from './cards';

describe('Luhn check', () => {
  it.each([
    '4242 4242 4242 4242',
    '4000 0000 0000 0002',
    '4000 0000 0000 9995',
    '5555-5555-5555-4444',
    '6011111111111117',
    '378282246310005', // Amex, 15 digits
    '4000056655665556',
  ])('accepts %s', (n) => expect(passesLuhn(n)).toBe(true));

  it.each(['4242 4242 4242 4241', '1234 5678 9012 3456', '4000000000000001', '', 'abcd'])(
    'refuses %o',
    (n) => expect(passesLuhn(n)).toBe(false),
  );
});

describe('card type by the first digit', () => {
  it.each([
    ['4242 4242 4242 4242', 'Visa'],
    ['5555 5555 5555 4444', 'MasterCard'],
    ['3782 822463 10005', 'Amex'],
    ['6011 1111 1111 1117', 'Discover'],
    ['1234 5678 9012 3456', 'Unknown'],
    ['', 'Unknown'],
    [' -4242', 'Visa'],
  ])('%o → %s', (n, type) => expect(cardTypeOf(n)).toBe(type));
});

describe('card label', () => {
  it('names a card by brand and last four; an unknown brand reads Card', () => {
    expect(cardLabel('Visa', '4242')).toBe('Visa ending in 4242');
    expect(cardLabel('Unknown', '1234')).toBe('Card ending in 1234');
    expect(cardLabel(null, '1234')).toBe('Card ending in 1234');
    expect(cardLabel('Diners', '0004')).toBe('Card ending in 0004');
  });
});

describe('input masks', () => {
  it('groups the digits in fours and drops everything else', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('4242-42a42 42')).toBe('4242 4242 42');
    expect(formatCardNumberInput('')).toBe('');
    expect(formatCardNumberInput('42424')).toBe('4242 4');
  });

  it('stops at 16 digits, 19 characters', () => {
    const masked = formatCardNumberInput('42424242424242424242');
    expect(masked).toBe('4242 4242 4242 4242');
    expect(masked.length).toBe(CARD_NUMBER_MAX_LENGTH);
  });

  it('types the expiry as MM/YY', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/34')).toBe('12/34');
    expect(formatExpiryInput('12345')).toBe('12/34');
    expect(formatExpiryInput('ab')).toBe('');
  });

  it('keeps only digits', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });
});

describe('expiry', () => {
  it('parses MM/YY', () => {
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('12/00')).toEqual({ month: 12, year: 2000 });
  });

  it.each(['13/29', '00/29', '8/29', '08/2029', '0829', '08-29', ''])('refuses %o', (v) =>
    expect(parseExpiry(v)).toBeNull(),
  );

  it('counts a card as good through its expiry month', () => {
    const now = new Date(2026, 10, 30, 23, 59); // 30 Nov 2026, local time
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false); // this month
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true); // last month
    expect(isExpired({ month: 12, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });

  it('rolls over at the new year', () => {
    const january = new Date(2027, 0, 1);
    expect(isExpired({ month: 12, year: 2026 }, january)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, january)).toBe(false);
  });

  it('formats a stored month and year', () => {
    expect(formatExpiry(8, 2029)).toBe('08/29');
    expect(formatExpiry(12, 2100)).toBe('12/00');
  });
});
