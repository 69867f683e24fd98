import { bookingTotalCents } from './booking-rules';
import { formatMoney } from './display-format';

/**
 * A provider's sibling discount: a percentage off the price of the second and every further child
 * in one booking. The summary shows the spec's total (price × children), then the discount as its
 * own line, then the amount to pay; the server charges that amount and records the discount.
 */

/** What a provider may set: whole percents from 1 to 90 (the database checks the same). */
export const SIBLING_DISCOUNT_MIN = 1;
export const SIBLING_DISCOUNT_MAX = 90;

export type BookingAmounts = {
  /** Price per child × children: the spec's total. */
  subtotalCents: number;
  /** Taken off the subtotal for each child after the first; 0 without a discount. */
  discountCents: number;
  /** What the parent pays: the subtotal less the discount. */
  totalCents: number;
};

/**
 * Each child after the first is `percent` off the price, rounded to a whole cent on its own
 * (half a cent rounds up, in the parent's favour), so every further child costs the same:
 * 10% off $24.95 is $2.50 off each further child. Integer cents in, integer cents out.
 */
export function bookingAmounts(
  priceCents: number,
  kidCount: number,
  percent: number | null,
): BookingAmounts {
  const subtotalCents = bookingTotalCents(priceCents, kidCount);
  const further = Math.max(kidCount - 1, 0);
  const offEachCents = percent === null ? 0 : Math.floor((priceCents * percent + 50) / 100);
  const discountCents = offEachCents * further;
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/** What the activity page says where the price is: '10% off each additional child'. */
export const siblingDiscountOffer = (percent: number) => `${percent}% off each additional child`;

/** The summary's line for the discount: 'Sibling discount (10%)'. */
export const siblingDiscountLabel = (percent: number) => `Sibling discount (${percent}%)`;

/** The discount as an amount taken off: '−$3.00'. */
export const discountAmount = (discountCents: number) => `−${formatMoney(discountCents)}`;
