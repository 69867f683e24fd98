import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/test-app';
import { kidDocuments, kidProfiles } from '../../db/schema';

/** A kid with every field set, straight into the table (independent of the kids API). */
export async function insertFullKid(t: TestApp, userId: string, name = 'Maya') {
  const [kid] = await t.db
    .insert(kidProfiles)
    .values({
      userId,
      name,
      birthDate: '2018-06-01',
      interests: ['Art', 'Swimming'],
      avatarColor: '#7c3aed',
      allergies: 'Peanuts',
      schoolGrade: '1st',
      schoolDistrict: 'Toronto District',
      goodToKnow: 'Shy at first',
      favoriteThings: 'Dinosaurs',
      dislikes: 'Loud noises',
      emergencyContactName: 'Grandma Rose',
      emergencyContactPhone: '+1 416 555 0199',
      emergencyContactRelationship: 'grandparent',
    })
    .returning();
  if (!kid) throw new Error('kid not inserted');
  return kid;
}

export async function insertMinimalKid(t: TestApp, userId: string, name = 'Leo') {
  const [kid] = await t.db
    .insert(kidProfiles)
    .values({ userId, name, birthDate: '2020-02-29', avatarColor: '#0f766e' })
    .returning();
  if (!kid) throw new Error('kid not inserted');
  return kid;
}

/** A stored file and its kid_documents row, as the kids feature keeps them. */
export async function insertDocument(t: TestApp, userId: string, kidId: string, name = 'Forms') {
  const bytes = new TextEncoder().encode('%PDF-1.7 test document');
  const storageKey = await t.storage.put(bytes, { prefix: 'kid-documents', extension: 'pdf' });
  const [doc] = await t.db
    .insert(kidDocuments)
    .values({
      kidId,
      userId,
      name,
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      storageKey,
    })
    .returning();
  if (!doc) throw new Error('document not inserted');
  return doc;
}

/** PGlite and node-postgres both answer raw SQL with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows that point at the user in every table with a foreign key to users (today's and future). */
export async function rowsReferencingUser(t: TestApp, userId: string) {
  const fks = rowsOf<{ table_name: string; column_name: string }>(
    await t.db.execute(sql`
      select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass`),
  );
  const counts: Record<string, number> = {};
  const count = async (table: string, column: string) => {
    const [row] = rowsOf<{ n: string | number }>(
      await t.db.execute(
        sql`select count(*) as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
      ),
    );
    counts[`${table}.${column}`] = Number(row?.n ?? 0);
  };
  for (const fk of fks) await count(fk.table_name, fk.column_name);
  await count('users', 'id');
  // Not foreign keys, but the user's too: reset tokens carry the user id as their value.
  await count('verifications', 'value');
  return counts;
}
