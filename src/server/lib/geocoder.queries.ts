import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { geocoderAnswers, geocoderThrottle } from '../db/schema';

/** A stored answer to `key` fetched after `since`, or undefined. */
export async function findGeocoderAnswer(db: Database, key: string, since: Date): Promise<unknown> {
  const [row] = await db
    .select({ answer: geocoderAnswers.answer })
    .from(geocoderAnswers)
    .where(and(eq(geocoderAnswers.key, key), gt(geocoderAnswers.fetchedAt, since)));
  return row?.answer;
}

export async function storeGeocoderAnswer(
  db: Database,
  key: string,
  answer: unknown,
  fetchedAt: Date,
) {
  await db
    .insert(geocoderAnswers)
    .values({ key, answer, fetchedAt })
    .onConflictDoUpdate({ target: geocoderAnswers.key, set: { answer, fetchedAt } });
}

export async function deleteGeocoderAnswersBefore(db: Database, before: Date) {
  await db.delete(geocoderAnswers).where(lt(geocoderAnswers.fetchedAt, before));
}

/**
 * Takes the next free slot for a request to the service (one statement, so instances never take
 * the same one) and answers when it starts; null when the queue already reaches past `maxWaitMs`
 * (the slot is then not taken).
 */
export async function takeGeocoderSlot(
  db: Database,
  now: Date,
  spacingMs: number,
  maxWaitMs: number,
): Promise<Date | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const spacing = sql`(${spacingMs}::int * interval '1 millisecond')`;
  const from = sql`greatest(${geocoderThrottle.nextAt}, ${at})`;
  const [row] = await db
    .insert(geocoderThrottle)
    .values({ id: 1, nextAt: new Date(now.getTime() + spacingMs) })
    .onConflictDoUpdate({
      target: geocoderThrottle.id,
      set: { nextAt: sql`${from} + ${spacing}` },
      setWhere: sql`${from} <= ${at} + (${maxWaitMs}::int * interval '1 millisecond')`,
    })
    .returning({ nextAt: geocoderThrottle.nextAt });
  return row ? new Date(row.nextAt.getTime() - spacingMs) : null;
}
