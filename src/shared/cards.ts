/**
 * Card rules (spec part 2, section 5), used by the add-card form and the API alike.
 * Only brand, last four, expiry and the cardholder's name are ever kept (DESIGN.md).
 */

export const CARD_TYPES = ['Visa', 'MasterCard', 'Amex', 'Discover', 'Unknown'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The spec's rule: the first digit names the card type. */
export function cardTypeOf(cardNumber: string): CardType {
  switch (cardDigits(cardNumber)[0]) {
    case '4':
      return 'Visa';
    case '5':
      return 'MasterCard';
    case '3':
      return 'Amex';
    case '6':
      return 'Discover';
    default:
      return 'Unknown';
  }
}

/** A stored brand read back: one of CARD_TYPES, else 'Unknown'. */
export const asCardType = (brand: string | null): CardType =>
  (CARD_TYPES as readonly string[]).includes(brand ?? '') ? (brand as CardType) : 'Unknown';

/**
 * 'Visa ending in 4242': how a saved card is named in the wallet, at checkout, on a booking
 * and in the ledger. A card of no known brand reads 'Card ending in 1234'.
 */
export function cardLabel(brand: string | null, lastFour: string | null): string {
  const type = asCardType(brand);
  return `${type === 'Unknown' ? 'Card' : type} ending in ${lastFour ?? ''}`;
}

/** The digits alone ('4242 4242-4242 4242' → '4242424242424242'). */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/\D/g, '');

/** Luhn checksum over the digits. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The input mask: digits only, grouped in blocks of four, at most 19 characters. */
export function formatCardNumberInput(raw: string): string {
  const digits = cardDigits(raw).slice(0, 16);
  return (digits.match(/.{1,4}/g) ?? []).join(' ').slice(0, CARD_NUMBER_MAX_LENGTH);
}

/** The input mask for expiry: digits only, 'MM/YY', at most 5 characters. */
export function formatExpiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const CARD_NUMBER_MIN_LENGTH = 16;
export const CARD_NUMBER_MAX_LENGTH = 19;
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;

/** 'MM/YY' → month and four-digit year, or null when it is not that shape. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  if (!EXPIRY_PATTERN.test(expiry)) return null;
  const [mm, yy] = expiry.split('/');
  return { month: Number(mm), year: 2000 + Number(yy) };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(
  expiry: { month: number; year: number },
  now: Date = new Date(),
): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** '08/29' from a stored month and year. */
export const formatExpiry = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
