import { and, countDistinct, eq, exists, gte, inArray, like, lte, not, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { activities, activitySessions, bookingPlaces, providers } from '../../db/schema';
import type { RegistrationMode } from '../../../shared/registration';

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
export type NewSession = Omit<typeof activitySessions.$inferInsert, 'id'>;

/** Rows inserted by a statement, told apart from rows updated by it (xmax is 0 for a new row). */
const wasInserted = sql<boolean>`(xmax = 0)`;

/** `excluded.<column>` in an upsert: the value the statement tried to insert. */
const excluded = (column: AnyPgColumn) => sql.raw(`excluded."${column.name}"`);

/** Activities with a session on or after the date. */
export async function countActivitiesFrom(db: Database, fromDate: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(activitySessions.activityId) })
    .from(activitySessions)
    .where(gte(activitySessions.date, fromDate));
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

/**
 * Demo days already present (any row with the ref prefix but not the excluded one), so the seed
 * only adds missing days.
 */
export async function listSeededDates(
  db: Database,
  refs: { prefix: string; except: string },
  from: string,
  to: string,
) {
  const rows = await db
    .selectDistinct({ date: activities.date })
    .from(activities)
    .where(
      and(
        like(activities.externalRef, `${refs.prefix}%`),
        not(like(activities.externalRef, `${refs.except}%`)),
        gte(activities.date, from),
        lte(activities.date, to),
      ),
    );
  return new Set(rows.map((r) => r.date));
}

/** Rows per INSERT: 20 parameters each stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 1000;

function batches<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

/** Inserts rows whose (provider, ref) is new and leaves existing ones alone; returns the new ones. */
export async function insertNewActivities(db: Database, rows: NewActivity[]) {
  const inserted: { id: number; providerId: number; ref: string }[] = [];
  for (const batch of batches(rows)) {
    const a = activities;
    const added = await db
      .insert(a)
      .values(batch)
      .onConflictDoNothing({ target: [a.providerId, a.externalRef] })
      .returning({ id: a.id, providerId: a.providerId, ref: a.externalRef });
    inserted.push(...added);
  }
  return inserted;
}

/** Adds sessions to programs, leaving any that already start at the same time alone. */
export async function insertNewSessions(db: Database, rows: NewSession[]) {
  const s = activitySessions;
  for (const batch of batches(rows)) {
    await db
      .insert(s)
      .values(batch)
      .onConflictDoNothing({ target: [s.activityId, s.date, s.startTime] });
  }
}

/**
 * Inserts or updates by (provider, ref). A new row carries its first session's date, times and
 * capacity (the insert trigger makes that session); an update leaves them alone, since they
 * summarise the sessions, which upsertSessions writes.
 */
export async function upsertActivities(db: Database, rows: NewActivity[]) {
  const results: { id: number; providerId: number; ref: string; inserted: boolean }[] = [];
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
        bookingMode: excluded(a.bookingMode),
        dropInPriceCents: excluded(a.dropInPriceCents),
        registrationOpensAt: excluded(a.registrationOpensAt),
        registrationMode: excluded(a.registrationMode),
        ageMin: excluded(a.ageMin),
        ageMax: excluded(a.ageMax),
      },
    })
    .returning({ id: a.id, providerId: a.providerId, ref: a.externalRef, inserted: wasInserted });
}

/**
 * Inserts or updates sessions by (activity, date, start time). An update keeps the places
 * already booked: spots_left becomes the new capacity minus (old capacity − old spots_left); a
 * capacity below what is booked goes negative and the spots CHECK rejects the statement.
 */
export async function upsertSessions(db: Database, rows: NewSession[]) {
  const s = activitySessions;
  const ids: number[] = [];
  for (const batch of batches(rows)) {
    const written = await db
      .insert(s)
      .values(batch)
      .onConflictDoUpdate({
        target: [s.activityId, s.date, s.startTime],
        set: {
          endTime: excluded(s.endTime),
          capacity: excluded(s.capacity),
          spotsLeft: sql`${excluded(s.capacity)} - (${s.capacity} - ${s.spotsLeft})`,
        },
      })
      .returning({ id: s.id });
    ids.push(...written.map((r) => r.id));
  }
  return ids;
}

/**
 * Deletes the sessions of these programs that are not among `keep`, except those holding (or
 * having held) a place: a booking's sessions are never deleted under it.
 */
export async function deleteUnlistedSessions(db: Database, activityIds: number[], keep: number[]) {
  const s = activitySessions;
  const held = db
    .select({ one: sql`1` })
    .from(bookingPlaces)
    .where(eq(bookingPlaces.sessionId, s.id));
  const keepSet = new Set(keep);
  for (const batch of batches(activityIds)) {
    const listed = await db.select({ id: s.id }).from(s).where(inArray(s.activityId, batch));
    const unlisted = listed.map((r) => r.id).filter((id) => !keepSet.has(id));
    for (const ids of batches(unlisted)) {
      await db.delete(s).where(and(inArray(s.id, ids), not(exists(held))));
    }
  }
}

/**
 * Sets a program's opening (null: none) and, if given, its mode; answers its first session's date
 * and start, or undefined.
 */
export async function setRegistrationOpensAt(
  tx: Database,
  activityId: number,
  at: Date | null,
  mode: RegistrationMode | undefined,
) {
  const [row] = await tx
    .update(activities)
    .set({ registrationOpensAt: at, ...(mode && { registrationMode: mode }) })
    .where(eq(activities.id, activityId))
    .returning({
      date: activities.date,
      startTime: activities.startTime,
      mode: activities.registrationMode,
    });
  return row;
}
