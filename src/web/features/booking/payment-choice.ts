import type { CreateBookingInput } from '../../../shared/schemas/booking';
import type { Wallet } from '../../../shared/schemas/wallet';
import { savedCards } from '../../api/wallet/get-wallet';

/** The radio group's value: the wallet, or a saved card's id. */
export const WALLET_CHOICE = 'wallet';
export type PaymentChoice = string;

/**
 * What is selected: the parent's own pick while it is still offered, else the default card,
 * else the wallet. A picked card that has since been removed is not swapped for another
 * payment method behind the parent's back: nothing is selected then.
 */
export function effectiveChoice(
  picked: PaymentChoice | null,
  wallet: Wallet | undefined,
): PaymentChoice | null {
  if (!wallet) return null;
  const cards = savedCards(wallet);
  if (picked !== null) {
    return picked === WALLET_CHOICE || cards.some((c) => c.id === picked) ? picked : null;
  }
  return cards.find((c) => c.isDefault)?.id ?? WALLET_CHOICE;
}

export type BookingPayment = CreateBookingInput['payment'];

export const paymentFor = (choice: PaymentChoice): BookingPayment =>
  choice === WALLET_CHOICE ? { method: 'wallet' } : { method: 'card', paymentMethodId: choice };
