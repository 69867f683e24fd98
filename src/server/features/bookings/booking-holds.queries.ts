import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, paymentIntents } from '../../db/schema';

/** The held bookings that end (decision 057): found, locked and deleted once their places are back. */

/**
 * Held bookings whose time is up, locked for their release (oldest first). A hold with a card
 * payment under way (a pending intent under its key) is left to that payment or the sweep; a row
 * another transaction holds (a payment confirming it) is skipped, not waited for.
 */
export async function lockEndedHolds(
  tx: Database,
  { now, ids, limit }: { now: Date; ids?: string[]; limit: number },
) {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'held'),
        lte(bookings.heldUntil, now),
        ids ? inArray(bookings.id, ids) : undefined,
        sql`not exists (
          select 1 from ${paymentIntents}
          where ${paymentIntents.userId} = ${bookings.userId}
            and ${paymentIntents.idempotencyKey} = ${bookings.idempotencyKey}
            and ${paymentIntents.status} = 'pending'
        )`,
      ),
    )
    .orderBy(bookings.heldUntil)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/** One of the parent's held bookings, locked for its release (another parent's is not there). */
export async function lockParentHold(tx: Database, userId: string, id: string) {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId), eq(bookings.status, 'held')))
    .for('update');
  return row;
}

/** Held bookings whose places were given back: nothing of them is kept. */
export async function deleteHeldBookings(tx: Database, ids: string[]) {
  if (ids.length === 0) return;
  await tx.delete(bookings).where(and(inArray(bookings.id, ids), eq(bookings.status, 'held')));
}
