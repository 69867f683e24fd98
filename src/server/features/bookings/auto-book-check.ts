import type { AutoBook } from '../../../shared/schemas/waitlist';
import type { Database } from '../../db/client';
import { notACard, paymentMethodNotFound } from '../../lib/payments';
import { walletBalance } from '../../lib/wallet-ledger';
import { findParentPaymentMethod } from './booking-writes.queries';
import { walletTooLowForAutoBook } from './waitlist.errors';

/**
 * 'Book it for me' (decision 060), on a waitlist or in a registration line: the way to pay is
 * checked when it is chosen.
 */
/** 'Book it for me' needs a saved card, or the total in the wallet now. */
export async function checkAutoBook(
  db: Database,
  userId: string,
  autoBook: AutoBook,
  totalCents: number,
) {
  if (autoBook.method === 'card') {
    const method = await findParentPaymentMethod(db, userId, autoBook.paymentMethodId);
    if (!method) throw paymentMethodNotFound();
    if (method.type !== 'card') throw notACard();
    return;
  }
  if ((await walletBalance(db, userId)) < totalCents) throw walletTooLowForAutoBook(totalCents);
}
