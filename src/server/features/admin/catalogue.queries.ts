import { and, count, gte, like, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { activities, providers } from '../../db/schema';

/** Plain Drizzle functions that write the catalogue (imports, the demo seed): no rules, no HTTP. */

export type NewProvider = {
  slug: string;
  name: string;
  description: string | null;
  website: string | null;
  /** Percent off each child after the first in one booking; null for none. */
  siblingDiscountPercent: number | null;
};
export type NewActivity = Omit<typeof activities.$inferInsert, 'id' | 'createdAt'>;

/** Rows inserted by a statement, told apart from rows updated by it (xmax is 0 for a new row). */
const wasInserted = sql<boolean>`(xmax = 0)`;

/** `excluded.<column>` in an upsert: the value the statement tried to insert. */
const excluded = (column: AnyPgColumn) => sql.raw(`excluded."${column.name}"`);

export async function countActivitiesFrom(db: Database, fromDate: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activities)
    .where(gte(activities.date, fromDate));
  return row?.n ?? 0;
}

export async function upsertProviders(db: Database, rows: NewProvider[]) {
  if (rows.length === 0) return [];
  return db
    .insert(providers)
    .values(rows)
    .onConflictDoUpdate({
      target: providers.slug,
      set: {
        name: excluded(providers.name),
        description: excluded(providers.description),
        website: excluded(providers.website),
        siblingDiscountPercent: excluded(providers.siblingDiscountPercent),
      },
    })
    .returning({ id: providers.id, slug: providers.slug, inserted: wasInserted });
}

/** Demo days already present (any row with the ref prefix), so the seed only adds missing days. */
export async function listSeededDates(db: Database, refPrefix: string, from: string, to: string) {
  const rows = await db
    .selectDistinct({ date: activities.date })
    .from(activities)
    .where(
      and(
        like(activities.externalRef, `${refPrefix}%`),
        gte(activities.date, from),
        lte(activities.date, to),
      ),
    );
  return new Set(rows.map((r) => r.date));
}

/** Rows per INSERT: 19 parameters each stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 1000;

function batches<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

/** Inserts rows whose (provider, ref) is new and leaves existing ones alone; returns how many. */
export async function insertNewActivities(db: Database, rows: NewActivity[]): Promise<number> {
  let inserted = 0;
  for (const batch of batches(rows)) {
    const ids = await db
      .insert(activities)
      .values(batch)
      .onConflictDoNothing({ target: [activities.providerId, activities.externalRef] })
      .returning({ id: activities.id });
    inserted += ids.length;
  }
  return inserted;
}

/**
 * Inserts or updates by (provider, ref). An update keeps the seats already booked:
 * spots_left becomes the new capacity minus (old capacity − old spots_left). A capacity below
 * what is booked goes negative and the spots CHECK rejects the statement.
 */
export async function upsertActivities(db: Database, rows: NewActivity[]) {
  const results: { id: number; inserted: boolean }[] = [];
  for (const batch of batches(rows)) results.push(...(await upsertActivityBatch(db, batch)));
  return results;
}

function upsertActivityBatch(db: Database, rows: NewActivity[]) {
  const a = activities;
  return db
    .insert(a)
    .values(rows)
    .onConflictDoUpdate({
      target: [a.providerId, a.externalRef],
      set: {
        title: excluded(a.title),
        description: excluded(a.description),
        type: excluded(a.type),
        tags: excluded(a.tags),
        locationName: excluded(a.locationName),
        address: excluded(a.address),
        lat: excluded(a.lat),
        lng: excluded(a.lng),
        imageUrl: excluded(a.imageUrl),
        priceCents: excluded(a.priceCents),
        date: excluded(a.date),
        startTime: excluded(a.startTime),
        endTime: excluded(a.endTime),
        ageMin: excluded(a.ageMin),
        ageMax: excluded(a.ageMax),
        capacity: excluded(a.capacity),
        spotsLeft: sql`${excluded(a.capacity)} - (${a.capacity} - ${a.spotsLeft})`,
      },
    })
    .returning({ id: a.id, inserted: wasInserted });
}
