import { cardLabel } from '../../../shared/cards';
import type { PaymentMethod, Transaction } from '../../../shared/schemas/wallet';
import { formatMoney } from '../../lib/format';

/** A method's name for people (and screen readers, which would spell out the mask). */
export const methodLabel = (method: PaymentMethod) =>
  method.type === 'card'
    ? cardLabel(method.cardType, method.lastFour)
    : `gift card ${method.maskedCode.slice(0, 4)}`;

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** 'Nov 22, 2026' in the parent's own time zone. */
export const transactionDate = (iso: string) => shortDate.format(new Date(iso));
/** '6:05 AM' */
export const transactionTime = (iso: string) => time.format(new Date(iso));

/** Money in (deposit, gift card, refund) or out (payment, withdrawal), by the signed amount. */
export const isCredit = (transaction: Pick<Transaction, 'amountCents'>) =>
  transaction.amountCents >= 0;

/** '+$25.00' or '−$12.00' (a real minus sign). */
export const signedAmount = (cents: number) =>
  `${cents >= 0 ? '+' : '\u2212'}${formatMoney(Math.abs(cents))}`;
