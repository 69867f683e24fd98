import {
  coveringPayment,
  walletFirstSplit,
  type BookingPayment,
  type PaymentMeans,
  type PaymentSplit,
} from '../../../shared/booking-payment';
import type { Wallet } from '../../../shared/schemas/wallet';
import { savedCards } from '../../api/wallet/get-wallet';

/** The radio group's value: the wallet, or a saved card's id. */
export const WALLET_CHOICE = 'wallet';
export type PaymentChoice = string;

/** What the wallet offers to pay with: its balance and the saved cards. */
export const paymentMeans = (wallet: Wallet): PaymentMeans => ({
  balanceCents: wallet.balanceCents,
  cards: savedCards(wallet),
});

/**
 * What is selected: the parent's own pick while it is still offered, else a way to pay that
 * covers the total (shared/booking-payment). A picked card that has since been removed is not
 * swapped for another payment method behind the parent's back: nothing is selected then.
 * When nothing covers the total the wallet stays selected, so 'Complete Payment' answers with
 * the spec's 'Insufficient balance' while the page shows the ways to add money or a card.
 */
export function effectiveChoice(
  picked: PaymentChoice | null,
  wallet: Wallet | undefined,
  totalCents: number,
): PaymentChoice | null {
  if (!wallet) return null;
  if (picked !== null) {
    return picked === WALLET_CHOICE || savedCards(wallet).some((c) => c.id === picked)
      ? picked
      : null;
  }
  const covering = coveringPayment(totalCents, paymentMeans(wallet));
  return covering ? choiceOf(covering) : WALLET_CHOICE;
}

const choiceOf = (payment: BookingPayment): PaymentChoice =>
  payment.method === 'wallet' ? WALLET_CHOICE : payment.paymentMethodId;

/** The request's payment: the wallet, a card, or a card paying what `split` leaves. */
export function paymentFor(
  choice: PaymentChoice,
  split: PaymentSplit | null = null,
): BookingPayment {
  if (choice === WALLET_CHOICE) return { method: 'wallet' };
  return split
    ? { method: 'card', paymentMethodId: choice, walletCents: split.walletCents }
    : { method: 'card', paymentMethodId: choice };
}

/**
 * The split a card payment takes when the parent asked for it: all the wallet holds, the card
 * the rest (null when the wallet is chosen, holds nothing, or covers the total by itself).
 */
export function chosenSplit(
  choice: PaymentChoice | null,
  splitWithWallet: boolean,
  wallet: Wallet | undefined,
  totalCents: number,
): PaymentSplit | null {
  if (!splitWithWallet || choice === null || choice === WALLET_CHOICE || !wallet) return null;
  return walletFirstSplit(totalCents, wallet.balanceCents);
}
