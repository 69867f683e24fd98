import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { SavedSearch, SavedSearchQuery } from '../../../shared/schemas/saved-search';
import type { Database } from '../../db/client';
import { kidProfiles, savedSearches, users } from '../../db/schema';

const columns = {
  id: savedSearches.id,
  source: savedSearches.source,
  query: savedSearches.query,
  label: savedSearches.label,
  link: savedSearches.link,
  createdAt: savedSearches.createdAt,
  notifiedOn: savedSearches.notifiedOn,
};

type Row = Omit<SavedSearch, 'createdAt'> & { createdAt: Date };

export const toSavedSearch = (row: Row): SavedSearch => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export function selectSavedSearches(db: Database, userId: string) {
  return db
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** How many of `kidIds` are this parent's. */
export async function countOwnKids(db: Database, userId: string, kidIds: string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(kidProfiles)
    .where(and(eq(kidProfiles.userId, userId), inArray(kidProfiles.id, kidIds)));
  return row?.n ?? 0;
}

/** Holds the parent's row until the transaction ends: one save at a time counts the limit. */
export async function lockParent(tx: Database, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countSavedSearches(tx: Database, userId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export type NewSavedSearch = SavedSearchQuery & { label: string; link: string; queryKey: string };

/** The parent's search with this query, if saved already. */
export async function findSameSearch(tx: Database, userId: string, s: NewSavedSearch) {
  const [row] = await tx
    .select(columns)
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.userId, userId),
        eq(savedSearches.source, s.source),
        eq(savedSearches.queryKey, s.queryKey),
      ),
    );
  return row;
}

export async function insertSavedSearch(tx: Database, userId: string, s: NewSavedSearch) {
  const [row] = await tx
    .insert(savedSearches)
    .values({ userId, ...s })
    .returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Removes the parent's own saved search; false when there is none of theirs with this id. */
export async function deleteSavedSearch(db: Database, userId: string, id: number) {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return gone.length > 0;
}

/** One page of saved searches to check, by id; `only`: just those (a deferred check). */
export function savedSearchesToCheck(
  db: Database,
  { after, only, limit }: { after: number; only?: number[]; limit: number },
) {
  return db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      source: savedSearches.source,
      query: savedSearches.query,
      label: savedSearches.label,
      link: savedSearches.link,
      notifiedOn: savedSearches.notifiedOn,
    })
    .from(savedSearches)
    .where(and(gt(savedSearches.id, after), only ? inArray(savedSearches.id, only) : undefined))
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

export type SearchToCheck = Awaited<ReturnType<typeof savedSearchesToCheck>>[number];

/**
 * Marks the search told `today`, unless it was already (another check got there first): true
 * when this call marked it, so the caller tells the parent once.
 */
export async function markNotified(tx: Database, id: number, today: string) {
  const rows = await tx
    .update(savedSearches)
    .set({ notifiedOn: today })
    .where(
      and(
        eq(savedSearches.id, id),
        or(isNull(savedSearches.notifiedOn), ne(savedSearches.notifiedOn, today)),
      ),
    )
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
