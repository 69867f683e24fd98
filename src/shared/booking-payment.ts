import type { CreateBookingInput } from './schemas/booking';

/** How a booking is paid: from the wallet, or by one of the parent's saved cards. */
export type BookingPayment = CreateBookingInput['payment'];

/** What the parent can pay with: the wallet's balance and the saved cards. */
export type PaymentMeans = {
  balanceCents: number;
  cards: ReadonlyArray<{ id: string; isDefault: boolean }>;
};

/**
 * Whether `payment` can pay `totalCents`: a saved card is charged the total (the gateway has
 * the last word), the wallet must already hold it (spec part 2: the balance must be at least
 * the total).
 */
export function paymentCovers(
  payment: BookingPayment,
  totalCents: number,
  means: PaymentMeans,
): boolean {
  if (payment.method === 'wallet') return means.balanceCents >= totalCents;
  return means.cards.some((card) => card.id === payment.paymentMethodId);
}

/**
 * The way to pay the booking summary preselects: one that covers the total when there is
 * one. The default card first (the spec preselects the default method), else the wallet when
 * its balance covers the total, else another saved card. Null when nothing covers it (no card,
 * and a wallet short of the total): the page then says so and shows the ways to add one.
 */
export function coveringPayment(totalCents: number, means: PaymentMeans): BookingPayment | null {
  const card = means.cards.find((c) => c.isDefault) ?? null;
  if (card) return { method: 'card', paymentMethodId: card.id };
  if (means.balanceCents >= totalCents) return { method: 'wallet' };
  const other = means.cards[0];
  return other ? { method: 'card', paymentMethodId: other.id } : null;
}
