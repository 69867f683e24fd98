import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_CODE_MAX,
  GIFT_CARD_CODE_MIN,
  GIFT_CODE_ALPHABET,
  maskGiftCardCode,
  normalizeGiftCardCode,
} from './gift-codes';

describe('gift card codes', () => {
  it('strips every kind of space and upper-cases', () => {
    expect(normalizeGiftCardCode('  abcd efgh\tjkLM\n')).toBe('ABCDEFGHJKLM');
    expect(normalizeGiftCardCode('kids-2026')).toBe('KIDS-2026');
    expect(normalizeGiftCardCode('')).toBe('');
  });

  it('has 8 and 16 as its limits', () => {
    expect([GIFT_CARD_CODE_MIN, GIFT_CARD_CODE_MAX]).toEqual([8, 16]);
  });

  it('masks all but the first four characters', () => {
    expect(maskGiftCardCode('KIDSABCDEFGH')).toBe('KIDS••••••••');
    expect(maskGiftCardCode('ABCDEFGH')).toBe('ABCD••••');
    expect(maskGiftCardCode('ABC')).toBe('ABC');
  });

  it('issues from an alphabet without look-alikes', () => {
    for (const c of ['0', 'O', '1', 'I']) expect(GIFT_CODE_ALPHABET).not.toContain(c);
    expect(new Set(GIFT_CODE_ALPHABET).size).toBe(GIFT_CODE_ALPHABET.length);
    expect(GIFT_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
  });
});
