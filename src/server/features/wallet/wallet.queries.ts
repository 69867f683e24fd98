import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { asCardType, formatExpiry } from '../../../shared/cards';
import { maskGiftCardCode } from '../../../shared/gift-codes';
import type { PaymentMethod, Transaction } from '../../../shared/schemas/wallet';
import type { Database } from '../../db/client';
import {
  giftCards,
  paymentMethods,
  walletTransactions,
  type GiftCardRow,
  type PaymentMethodRow,
  type WalletTransactionRow,
} from '../../db/schema';
import type { NewestFirstCursor } from '../../lib/newest-first-cursor';
import { createdAtCursorText, olderThanCursor } from '../../lib/newest-first-cursor.queries';

/** Plain Drizzle functions for the wallet: every one scoped to the parent who owns the rows. */

export type TransactionRowWithKey = WalletTransactionRow & { createdAtKey: string };

/** Newest first (created_at desc, id desc), after the cursor when there is one. */
export async function listTransactionRows(
  db: Database,
  userId: string,
  limit: number,
  after?: NewestFirstCursor,
): Promise<TransactionRowWithKey[]> {
  const rows = await db
    .select({
      row: walletTransactions,
      createdAtKey: createdAtCursorText(walletTransactions.createdAt),
    })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, userId),
        after
          ? olderThanCursor(walletTransactions.createdAt, walletTransactions.id, after)
          : undefined,
      ),
    )
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(limit);
  return rows.map(({ row, createdAtKey }) => ({ ...row, createdAtKey }));
}

export async function countTransactionRows(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return row?.n ?? 0;
}

export async function findTopUpRow(db: Database, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, userId),
        eq(walletTransactions.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
}

/** Cards first (the default first, then oldest first), then gift cards oldest first. */
export function listMethodRows(db: Database, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(
      sql`case when ${paymentMethods.type} = 'card' then 0 else 1 end`,
      desc(paymentMethods.isDefault),
      asc(paymentMethods.createdAt),
      asc(paymentMethods.id),
    );
}

export async function findMethodRow(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  return row;
}

/**
 * Serialises changes to one parent's payment methods until the transaction ends, so two
 * concurrent "first card" or "set default" calls cannot both claim the default.
 */
export async function lockParentMethods(tx: Database, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'payment_methods:' + userId}))`);
}

export async function hasDefaultMethod(tx: Database, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  return row !== undefined;
}

export async function clearDefaultMethod(tx: Database, userId: string) {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
}

export async function markDefaultMethod(tx: Database, userId: string, id: string) {
  await tx
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(
      and(
        eq(paymentMethods.id, id),
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.type, 'card'),
      ),
    );
}

/** INSERT … RETURNING gives back the row it wrote. */
function inserted<T>(row: T | undefined): T {
  if (!row) throw new Error('INSERT … RETURNING returned no row');
  return row;
}

export type CardFields = {
  cardBrand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
  cardholderName: string;
  gatewayToken: string;
};

export async function insertCardRow(
  tx: Database,
  userId: string,
  card: CardFields,
  isDefault: boolean,
): Promise<PaymentMethodRow> {
  const [row] = await tx
    .insert(paymentMethods)
    .values({ userId, type: 'card', isDefault, ...card })
    .returning();
  return inserted(row);
}

export async function insertGiftCardMethodRow(
  tx: Database,
  userId: string,
  giftCard: GiftCardRow,
): Promise<PaymentMethodRow> {
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      userId,
      type: 'giftcard',
      isDefault: false,
      giftCardId: giftCard.id,
      giftCardCode: giftCard.code,
      giftCardAmountCents: giftCard.amountCents,
    })
    .returning();
  return inserted(row);
}

export async function deleteMethodRow(tx: Database, userId: string, id: string) {
  const [row] = await tx
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .returning();
  return row;
}

/** The parent's oldest card, which becomes the default when the default is removed. */
export async function oldestCardId(tx: Database, userId: string) {
  const [row] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.type, 'card')))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id))
    .limit(1);
  return row?.id;
}

// ---------- Gift cards ----------

/** The single conditional UPDATE that decides who redeems a code: exactly one caller wins, ever. */
export async function claimGiftCard(tx: Database, code: string, userId: string) {
  const [row] = await tx
    .update(giftCards)
    .set({ redeemedAt: sql`now()`, redeemedBy: userId })
    .where(and(eq(giftCards.code, code), sql`${giftCards.redeemedAt} is null`))
    .returning();
  return row;
}

export async function giftCardExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(eq(giftCards.code, code));
  return row !== undefined;
}

// ---------- Rows as the API shows them ----------

export function toTransaction(row: WalletTransactionRow): Transaction {
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    amountCents: row.amountCents,
    date: row.createdAt.toISOString(),
    bookingId: row.bookingId,
  };
}

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  if (row.type === 'giftcard') {
    return {
      id: row.id,
      type: 'giftcard',
      isDefault: false,
      maskedCode: maskGiftCardCode(row.giftCardCode ?? ''),
      amountCents: row.giftCardAmountCents ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
  }
  return {
    id: row.id,
    type: 'card',
    isDefault: row.isDefault,
    cardType: asCardType(row.cardBrand),
    lastFour: row.lastFour ?? '',
    expiryDate: formatExpiry(row.expMonth ?? 1, row.expYear ?? 2000),
    cardholderName: row.cardholderName ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}
