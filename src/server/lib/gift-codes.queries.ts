import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { giftCards, type GiftCardRow } from '../db/schema';

/** Plain Drizzle functions for issuing gift cards (redeeming them is the wallet's). */

/** Inserts the codes; a code already taken is skipped (the caller draws again). */
export async function insertGiftCardRows(
  db: Database,
  cards: { code: string; amountCents: number }[],
): Promise<GiftCardRow[]> {
  if (cards.length === 0) return [];
  return db.insert(giftCards).values(cards).onConflictDoNothing().returning();
}

export function listUnredeemedGiftCards(db: Database, amountCents: number): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.amountCents, amountCents), sql`${giftCards.redeemedAt} is null`))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.id));
}
