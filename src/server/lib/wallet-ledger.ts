import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { walletTransactions, wallets, type WalletTransactionRow } from '../db/schema';

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
  const [wallet] = await tx
    .insert(wallets)
    .values({ userId, balanceCents: entry.amountCents })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: {
        balanceCents: sql`${wallets.balanceCents} + ${entry.amountCents}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ balanceCents: wallets.balanceCents });
  const [transaction] = await tx
    .insert(walletTransactions)
    .values({
      userId,
      ...entry,
      bookingId: entry.bookingId ?? null,
      idempotencyKey: entry.idempotencyKey ?? null,
    })
    .returning();
  if (!wallet || !transaction) throw new Error('INSERT … RETURNING returned no row');
  return { balanceCents: wallet.balanceCents, transaction };
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
  const [wallet] = await tx
    .update(wallets)
    .set({
      balanceCents: sql`${wallets.balanceCents} - ${entry.amountCents}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(wallets.userId, userId), gte(wallets.balanceCents, entry.amountCents)))
    .returning({ balanceCents: wallets.balanceCents });
  if (!wallet) return null;
  const [transaction] = await tx
    .insert(walletTransactions)
    .values({
      userId,
      type: entry.type,
      description: entry.description,
      amountCents: -entry.amountCents,
      bookingId: entry.bookingId ?? null,
    })
    .returning();
  if (!transaction) throw new Error('INSERT … RETURNING returned no row');
  return { balanceCents: wallet.balanceCents, transaction };
}

/** The balance (0 for a parent who never had money in the wallet). */
export async function walletBalance(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.balanceCents ?? 0;
}
