import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, activityListItems, activityLists, favorites } from '../../db/schema';

/** The parent's favourites and lists for the export (account deletion removes them by cascade). */
export async function findCollectionsData(db: Database, userId: string) {
  const favoriteRows = await db
    .select({
      activityId: favorites.activityId,
      title: activities.title,
      addedAt: favorites.addedAt,
    })
    .from(favorites)
    .innerJoin(activities, eq(activities.id, favorites.activityId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.addedAt));
  const lists = await db
    .select()
    .from(activityLists)
    .where(eq(activityLists.userId, userId))
    .orderBy(desc(activityLists.updatedAt));
  const items =
    lists.length === 0
      ? []
      : await db
          .select({
            listId: activityListItems.listId,
            activityId: activityListItems.activityId,
            title: activities.title,
            addedAt: activityListItems.addedAt,
          })
          .from(activityListItems)
          .innerJoin(activities, eq(activities.id, activityListItems.activityId))
          .where(
            inArray(
              activityListItems.listId,
              lists.map((l) => l.id),
            ),
          )
          .orderBy(asc(activityListItems.addedAt));
  return { favorites: favoriteRows, lists, listItems: items };
}
