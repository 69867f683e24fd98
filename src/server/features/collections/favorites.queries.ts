import { and, desc, eq } from 'drizzle-orm';
import type { Favorite } from '../../../shared/schemas/collections';
import type { Database } from '../../db/client';
import { activities, favorites, providers } from '../../db/schema';
import { activityColumns, toActivity } from '../../lib/activity-rows.queries';

/** Plain Drizzle functions for favourites, every one scoped to the parent. */

function selectFavorites(db: Database) {
  return db
    .select({ ...activityColumns, favoriteId: favorites.id, addedAt: favorites.addedAt })
    .from(favorites)
    .innerJoin(activities, eq(activities.id, favorites.activityId))
    .innerJoin(providers, eq(providers.id, activities.providerId));
}

type FavoriteRecord = Awaited<ReturnType<typeof selectFavorites>>[number];

const toFavorite = (row: FavoriteRecord): Favorite => ({
  id: row.favoriteId,
  activityId: row.id,
  addedDate: row.addedAt.toISOString(),
  activity: toActivity(row),
});

/** The parent's favourites, newest first (past activities included). */
export async function listFavorites(db: Database, userId: string): Promise<Favorite[]> {
  const rows = await selectFavorites(db)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.addedAt), desc(favorites.id));
  return rows.map(toFavorite);
}

export async function findFavorite(db: Database, userId: string, activityId: number) {
  const [row] = await selectFavorites(db).where(
    and(eq(favorites.userId, userId), eq(favorites.activityId, activityId)),
  );
  return row ? toFavorite(row) : undefined;
}

/** Saves the favourite once; a second save (or a racing one) changes nothing. */
export async function insertFavorite(db: Database, userId: string, activityId: number) {
  await db.insert(favorites).values({ userId, activityId }).onConflictDoNothing();
}

export async function deleteFavorite(db: Database, userId: string, activityId: number) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.activityId, activityId)));
}

export async function activityExists(db: Database, activityId: number) {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row !== undefined;
}
