import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentIntents, type PaymentIntentRow } from '../../db/schema';

/** The SQL of payment intents (decision record 021); lib/payments/intents and the sweep call it. */

export type NewIntent = Pick<
  typeof paymentIntents.$inferInsert,
  'kind' | 'userId' | 'idempotencyKey' | 'paymentMethodId' | 'paymentLabel' | 'request'
>;

export type IntentSettlement = {
  status: 'completed' | 'refunded' | 'abandoned';
  settledBy: 'request' | 'sweep';
  outcome: string;
  chargeId?: string | null;
  refundId?: string | null;
  amountCents?: number | null;
};

/**
 * Writes a pending intent (the caller commits it on its own, before charging); undefined when an
 * attempt with the same key is pending already (the insert waits for that one's commit first).
 */
export async function insertIntent(db: Database, intent: NewIntent) {
  const [row] = await db.insert(paymentIntents).values(intent).onConflictDoNothing().returning();
  return row;
}

/** Is an attempt with this key still pending? */
export async function hasPendingIntent(
  db: Database,
  { userId, kind, idempotencyKey }: Pick<NewIntent, 'userId' | 'kind' | 'idempotencyKey'>,
) {
  const [row] = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.userId, userId),
        eq(paymentIntents.kind, kind),
        eq(paymentIntents.idempotencyKey, idempotencyKey),
        eq(paymentIntents.status, 'pending'),
      ),
    );
  return row !== undefined;
}

/**
 * Locks a pending intent for the rest of the transaction. The request waits for it (`skipLocked`
 * false); the sweep passes over one a live transaction holds. Undefined once it is settled.
 */
export async function lockPendingIntent(
  tx: Database,
  id: string,
  { skipLocked }: { skipLocked: boolean },
): Promise<PaymentIntentRow | undefined> {
  const query = tx
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'pending')));
  const [row] = await (skipLocked
    ? query.for('update', { skipLocked: true })
    : query.for('update'));
  return row;
}

/** Settles a pending intent; false when it was settled already. */
export async function settleIntentRow(tx: Database, id: string, settlement: IntentSettlement) {
  const rows = await tx
    .update(paymentIntents)
    .set({ ...settlement, settledAt: sql`now()` })
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'pending')))
    .returning({ id: paymentIntents.id });
  return rows.length > 0;
}

/** Removes a pending intent whose attempt moved no money (refused before or at the charge). */
export async function deletePendingIntent(db: Database, id: string) {
  await db
    .delete(paymentIntents)
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'pending')));
}

/** Pending intents written before `before`, oldest first. */
export async function pendingIntentIds(db: Database, before: Date, limit = 100) {
  const rows = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.status, 'pending'), lt(paymentIntents.createdAt, before)))
    .orderBy(asc(paymentIntents.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Forgets intents settled before `before`. The booking or deposit keeps the charge id; a settled
 * intent only helps to answer "what happened to this payment" for a while (decision record 021).
 */
export async function deleteIntentsSettledBefore(db: Database, before: Date) {
  await db
    .delete(paymentIntents)
    .where(and(ne(paymentIntents.status, 'pending'), lt(paymentIntents.settledAt, before)));
}
