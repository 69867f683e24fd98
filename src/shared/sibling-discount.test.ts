import { describe, expect, it } from 'vitest';
import {
  bookingAmounts,
  discountAmount,
  siblingDiscountLabel,
  siblingDiscountOffer,
} from './sibling-discount';

describe('sibling discount', () => {
  it('takes the percent off the price of each child after the first', () => {
    expect(bookingAmounts(3000, 2, 10)).toEqual({
      subtotalCents: 6000,
      discountCents: 300,
      totalCents: 5700,
    });
    expect(bookingAmounts(3000, 4, 15)).toEqual({
      subtotalCents: 12000,
      discountCents: 1350,
      totalCents: 10650,
    });
  });

  it('changes nothing for one child or without a discount', () => {
    expect(bookingAmounts(3000, 1, 10)).toEqual({
      subtotalCents: 3000,
      discountCents: 0,
      totalCents: 3000,
    });
    expect(bookingAmounts(3000, 3, null)).toEqual({
      subtotalCents: 9000,
      discountCents: 0,
      totalCents: 9000,
    });
    expect(bookingAmounts(3000, 0, 10)).toEqual({
      subtotalCents: 0,
      discountCents: 0,
      totalCents: 0,
    });
  });

  it('rounds each further child’s discount to a whole cent, half a cent up', () => {
    // 10% of $24.95 is 249.5 cents: $2.50 off each further child.
    expect(bookingAmounts(2495, 3, 10)).toEqual({
      subtotalCents: 7485,
      discountCents: 500,
      totalCents: 6985,
    });
    // 15% of $10.01 is 150.15 cents: $1.50.
    expect(bookingAmounts(1001, 2, 15).discountCents).toBe(150);
    // 90% of 1 cent is 0.9 cents: 1 cent.
    expect(bookingAmounts(1, 2, 90).discountCents).toBe(1);
  });

  it('keeps a free activity free', () => {
    expect(bookingAmounts(0, 3, 50)).toEqual({ subtotalCents: 0, discountCents: 0, totalCents: 0 });
  });

  it('answers whole cents that add up, for any price, count and percent', () => {
    for (const price of [0, 1, 99, 1999, 2495, 123_457]) {
      for (let kids = 1; kids <= 10; kids++) {
        for (const percent of [null, 1, 7, 10, 33, 90]) {
          const a = bookingAmounts(price, kids, percent);
          expect(Number.isInteger(a.discountCents)).toBe(true);
          expect(a.subtotalCents - a.discountCents).toBe(a.totalCents);
          expect(a.totalCents).toBeGreaterThanOrEqual(price);
        }
      }
    }
  });

  it('words the offer and the summary line', () => {
    expect(siblingDiscountOffer(10)).toBe('10% off each additional child');
    expect(siblingDiscountLabel(15)).toBe('Sibling discount (15%)');
    expect(discountAmount(300)).toBe('−$3.00');
  });
});
