import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { walletTransactions, wallets, type WalletTransactionRow } from '../db/schema';

/** The wallet ledger's SQL; only lib/wallet-ledger calls it (it checks the amounts first). */

export type NewLedgerRow = Omit<typeof walletTransactions.$inferInsert, 'id' | 'createdAt'>;

/** Adds to the balance, creating the wallet on its first credit; the new balance. */
export async function addToBalance(tx: Database, userId: string, amountCents: number) {
  const [wallet] = await tx
    .insert(wallets)
    .values({ userId, balanceCents: amountCents })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: {
        balanceCents: sql`${wallets.balanceCents} + ${amountCents}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ balanceCents: wallets.balanceCents });
  return wallet?.balanceCents;
}

/** Takes from the balance only if it covers the amount (one conditional UPDATE); the new balance. */
export async function takeFromBalance(tx: Database, userId: string, amountCents: number) {
  const [wallet] = await tx
    .update(wallets)
    .set({
      balanceCents: sql`${wallets.balanceCents} - ${amountCents}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(wallets.userId, userId), gte(wallets.balanceCents, amountCents)))
    .returning({ balanceCents: wallets.balanceCents });
  return wallet?.balanceCents;
}

export async function insertLedgerRow(
  tx: Database,
  row: NewLedgerRow,
): Promise<WalletTransactionRow | undefined> {
  const [transaction] = await tx.insert(walletTransactions).values(row).returning();
  return transaction;
}

/** The stored balance; undefined for a parent who never had money in the wallet. */
export async function findBalance(db: Database, userId: string) {
  const [row] = await db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.balanceCents;
}
