import { formatMoney } from './display-format';
import type { BookingPaymentPart, CreateBookingInput } from './schemas/booking';

/** How a booking is paid: from the wallet, or by one of the parent's saved cards. */
export type BookingPayment = CreateBookingInput['payment'];

/** What the parent can pay with: the wallet's balance and the saved cards. */
export type PaymentMeans = {
  balanceCents: number;
  cards: ReadonlyArray<{ id: string; isDefault: boolean }>;
};

/** The most a request may ask to take from the wallet (a bound; the total and balance decide). */
export const WALLET_PART_MAX_CENTS = 10_000_000;
export const WALLET_PART_WHOLE_CENTS =
  'The amount from your wallet must be a whole number of cents, at least 1 cent.';
export const WALLET_PART_TOO_LARGE =
  'The amount from your wallet must be less than the booking total. To pay it all from your wallet, choose Wallet.';

/** A split payment: the wallet's part and the card's, adding up to the total. */
export type PaymentSplit = { walletCents: number; cardCents: number };

/** A wallet part a split can take: at least a cent, and at least a cent left for the card. */
export const walletPartFits = (walletCents: number, totalCents: number) =>
  Number.isInteger(walletCents) && walletCents >= 1 && walletCents < totalCents;

/**
 * The split the booking summary offers: everything the wallet holds, the rest by card. Null when
 * the wallet alone covers the total (pay from the wallet) or holds nothing (pay by card).
 */
export function walletFirstSplit(totalCents: number, balanceCents: number): PaymentSplit | null {
  if (!walletPartFits(balanceCents, totalCents)) return null;
  return { walletCents: balanceCents, cardCents: totalCents - balanceCents };
}

/** The split as the summary offers it: 'Use $50.00 from your wallet, pay $10.00 by card'. */
export const splitInWords = ({ walletCents, cardCents }: PaymentSplit) =>
  `Use ${formatMoney(walletCents)} from your wallet, pay ${formatMoney(cardCents)} by card`;

/**
 * Whether `payment` can pay `totalCents`: a saved card is charged the total (the gateway has
 * the last word), the wallet must already hold it (spec part 2: the balance must be at least
 * the total); a split needs the card and a wallet holding its part, less than the total.
 */
export function paymentCovers(
  payment: BookingPayment,
  totalCents: number,
  means: PaymentMeans,
): boolean {
  if (payment.method === 'wallet') return means.balanceCents >= totalCents;
  const { walletCents } = payment;
  if (
    walletCents !== undefined &&
    (!walletPartFits(walletCents, totalCents) || walletCents > means.balanceCents)
  ) {
    return false;
  }
  return means.cards.some((card) => card.id === payment.paymentMethodId);
}

/**
 * What each source paid for a booking, wallet first: the whole total from one source, or for a
 * split (a card booking with a wallet part) the wallet's part and the card's.
 */
export function paymentParts(
  method: 'wallet' | 'card',
  {
    totalCents,
    walletCents,
    cardLabel,
  }: { totalCents: number; walletCents: number; cardLabel: string },
): BookingPaymentPart[] {
  if (method === 'wallet') return [{ method, label: 'Wallet', amountCents: totalCents }];
  const card: BookingPaymentPart = {
    method,
    label: cardLabel,
    amountCents: totalCents - walletCents,
  };
  if (walletCents <= 0) return [card];
  return [{ method: 'wallet', label: 'Wallet', amountCents: walletCents }, card];
}

/** A booking's way to pay in a few words: 'Wallet', 'Visa ending in 4242', or both joined. */
export const paymentLabelOf = (parts: readonly BookingPaymentPart[]) =>
  parts.map((part) => part.label).join(' and ');

const yourSource = (part: BookingPaymentPart) =>
  part.method === 'wallet' ? 'your wallet' : `your ${part.label}`;

/**
 * Where a full refund goes, to finish 'refunded to …': 'your wallet', 'your Visa ending in
 * 4242', or for a split 'your wallet ($50.00) and your Visa ending in 4242 ($10.00)'.
 */
export function refundDestination(parts: readonly BookingPaymentPart[]): string {
  const [only] = parts;
  if (parts.length === 1 && only) return yourSource(only);
  return parts
    .map((part) => `${yourSource(part)} (${formatMoney(part.amountCents)})`)
    .join(' and ');
}

/**
 * How a booking was paid, in words: 'Wallet', 'Visa ending in 4242', or for a split
 * '$50.00 from your wallet, $10.00 by Visa ending in 4242'.
 */
export function paidInWords(payment: { label: string; parts: readonly BookingPaymentPart[] }) {
  const [wallet, card] = payment.parts;
  if (!wallet || !card) return payment.label;
  return `${formatMoney(wallet.amountCents)} from your wallet, ${formatMoney(card.amountCents)} by ${card.label}`;
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
