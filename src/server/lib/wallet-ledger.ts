import type { Database } from '../db/client';
import type { WalletTransactionRow } from '../db/schema';
import {
  addToBalance,
  findBalance,
  insertLedgerRow,
  takeFromBalance,
} from './wallet-ledger.queries';

/**
 * The only code that changes a wallet balance. Call it inside the caller's transaction: the ledger
 * row and the balance change commit together or not at all (decision record 009).
 */

type Entry = {
  type: 'deposit' | 'giftcard' | 'refund' | 'other';
  /** Positive cents to add. */
  amountCents: number;
  description: string;
  bookingId?: string | null;
  /** A top-up's idempotency key (unique per parent). */
  idempotencyKey?: string | null;
  /** The saved card a top-up charged. */
  paymentMethodId?: string | null;
};

type DebitEntry = {
  type: 'payment' | 'withdrawal';
  /** Positive cents to take. */
  amountCents: number;
  description: string;
  bookingId?: string | null;
};

export type LedgerResult = { balanceCents: number; transaction: WalletTransactionRow };

export async function creditWallet(
  tx: Database,
  userId: string,
  entry: Entry,
): Promise<LedgerResult> {
  if (!Number.isInteger(entry.amountCents) || entry.amountCents <= 0) {
    throw new Error(`A credit must be a positive whole number of cents, got ${entry.amountCents}`);
  }
  const balanceCents = await addToBalance(tx, userId, entry.amountCents);
  const transaction = await insertLedgerRow(tx, {
    userId,
    ...entry,
    bookingId: entry.bookingId ?? null,
    idempotencyKey: entry.idempotencyKey ?? null,
    paymentMethodId: entry.paymentMethodId ?? null,
  });
  if (balanceCents === undefined || !transaction) {
    throw new Error('INSERT … RETURNING returned no row');
  }
  return { balanceCents, transaction };
}

/** Takes the amount only if the balance covers it; null (and nothing written) when it does not. */
export async function debitWallet(
  tx: Database,
  userId: string,
  entry: DebitEntry,
): Promise<LedgerResult | null> {
  if (!Number.isInteger(entry.amountCents) || entry.amountCents <= 0) {
    throw new Error(`A debit must be a positive whole number of cents, got ${entry.amountCents}`);
  }
  const balanceCents = await takeFromBalance(tx, userId, entry.amountCents);
  if (balanceCents === undefined) return null;
  const transaction = await insertLedgerRow(tx, {
    userId,
    type: entry.type,
    description: entry.description,
    amountCents: -entry.amountCents,
    bookingId: entry.bookingId ?? null,
  });
  if (!transaction) throw new Error('INSERT … RETURNING returned no row');
  return { balanceCents, transaction };
}

/** The balance (0 for a parent who never had money in the wallet). */
export async function walletBalance(db: Database, userId: string): Promise<number> {
  return (await findBalance(db, userId)) ?? 0;
}
