/** Gift card codes (spec part 2, section 5): the input loses its whitespace and is upper-cased. */

export const GIFT_CARD_CODE_MIN = 8;
export const GIFT_CARD_CODE_MAX = 16;

export const normalizeGiftCardCode = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** A saved gift card shows its first 4 characters and masks the rest: 'KIDS••••••••'. */
export const maskGiftCardCode = (code: string) =>
  code.slice(0, 4) + '•'.repeat(Math.max(0, code.length - 4));

/** Characters the server issues codes from: no 0/O or 1/I, which read alike. */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
