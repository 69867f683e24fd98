import { and, asc, eq, sql } from 'drizzle-orm';
import type { Kid } from '../../../shared/schemas/kid';
import type { Database } from '../../db/client';
import { kidDocuments, kidProfiles } from '../../db/schema';

/** Plain Drizzle functions for kid profiles: every one scoped to the parent who owns the rows. */

export type KidRow = typeof kidProfiles.$inferSelect;
/** The fields a parent sets; ids, owner and timestamps are the database's. */
export type KidFields = Omit<
  typeof kidProfiles.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

const ownedBy = (userId: string, kidId: string) =>
  and(eq(kidProfiles.id, kidId), eq(kidProfiles.userId, userId));

export function listKidRows(db: Database, userId: string): Promise<KidRow[]> {
  return db
    .select()
    .from(kidProfiles)
    .where(eq(kidProfiles.userId, userId))
    .orderBy(sql`lower(${kidProfiles.name})`, asc(kidProfiles.createdAt), asc(kidProfiles.id));
}

export async function findKidRow(db: Database, userId: string, kidId: string) {
  const [row] = await db.select().from(kidProfiles).where(ownedBy(userId, kidId));
  return row;
}

export function insertKidRows(db: Database, userId: string, kids: KidFields[]): Promise<KidRow[]> {
  return db
    .insert(kidProfiles)
    .values(kids.map((kid) => ({ ...kid, userId })))
    .returning();
}

export async function updateKidRow(db: Database, userId: string, kidId: string, kid: KidFields) {
  const [row] = await db
    .update(kidProfiles)
    .set({ ...kid, updatedAt: sql`now()` })
    .where(ownedBy(userId, kidId))
    .returning();
  return row;
}

/**
 * Locks the parent's kid row until the transaction ends, so no document can be added to it
 * meanwhile (an insert's foreign-key check waits on this lock). Undefined when not theirs.
 */
export async function lockKidRow(db: Database, userId: string, kidId: string) {
  const [row] = await db
    .select({ id: kidProfiles.id })
    .from(kidProfiles)
    .where(ownedBy(userId, kidId))
    .for('update');
  return row;
}

/** The storage keys of a kid's documents. */
export async function listKidDocumentKeys(db: Database, userId: string, kidId: string) {
  const rows = await db
    .select({ storageKey: kidDocuments.storageKey })
    .from(kidDocuments)
    .where(and(eq(kidDocuments.kidId, kidId), eq(kidDocuments.userId, userId)));
  return rows.map((r) => r.storageKey);
}

/** Deletes the kid; its document rows go with it (ON DELETE CASCADE). */
export async function deleteKidRow(db: Database, userId: string, kidId: string) {
  const rows = await db
    .delete(kidProfiles)
    .where(ownedBy(userId, kidId))
    .returning({ id: kidProfiles.id });
  return rows.length > 0;
}

/** A row as the API shows it. */
export function toKid(row: KidRow): Kid {
  return {
    id: row.id,
    name: row.name,
    birthDate: row.birthDate,
    interests: row.interests,
    avatarColor: row.avatarColor,
    allergies: row.allergies,
    schoolGrade: row.schoolGrade as Kid['schoolGrade'],
    schoolDistrict: row.schoolDistrict,
    goodToKnow: row.goodToKnow,
    favoriteThings: row.favoriteThings,
    dislikes: row.dislikes,
    emergencyContact: row.emergencyContactName
      ? {
          name: row.emergencyContactName,
          phone: row.emergencyContactPhone,
          relationship: row.emergencyContactRelationship as NonNullable<
            Kid['emergencyContact']
          >['relationship'],
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
