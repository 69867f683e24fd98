import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ActivityList } from '../../../shared/schemas/collections';
import type { Database } from '../../db/client';
import { activities, activityListItems, activityLists, profiles, users } from '../../db/schema';
import { selectActivities, toActivity } from '../../lib/activity-rows.queries';

/** Plain Drizzle functions for activity lists, every one scoped to the parent who owns the list. */

export type ListRow = typeof activityLists.$inferSelect;
export type ListFields = Partial<
  Pick<typeof activityLists.$inferInsert, 'name' | 'description' | 'isShared' | 'shareToken'>
>;
type ItemSummary = ActivityList['items'][number];

const ownedBy = (userId: string, listId: string) =>
  and(eq(activityLists.id, listId), eq(activityLists.userId, userId));

/** Every edit moves the list up: the time of the statement itself, so edits in one go still order. */
const touched = { updatedAt: sql`clock_timestamp()` };

/** The activities' ids and titles of the given lists, in the order they were added. */
async function itemSummaries(db: Database, listIds: string[]) {
  const byList = new Map<string, ItemSummary[]>();
  if (listIds.length === 0) return byList;
  const rows = await db
    .select({
      listId: activityListItems.listId,
      activityId: activityListItems.activityId,
      title: activities.title,
      addedAt: activityListItems.addedAt,
    })
    .from(activityListItems)
    .innerJoin(activities, eq(activities.id, activityListItems.activityId))
    .where(inArray(activityListItems.listId, listIds))
    .orderBy(asc(activityListItems.addedAt), asc(activityListItems.activityId));
  for (const row of rows) {
    const items = byList.get(row.listId) ?? [];
    items.push({
      activityId: row.activityId,
      title: row.title,
      addedDate: row.addedAt.toISOString(),
    });
    byList.set(row.listId, items);
  }
  return byList;
}

export function toActivityList(row: ListRow, items: ItemSummary[]): ActivityList {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isShared: row.isShared,
    shareToken: row.shareToken,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    items,
  };
}

/** The parent's lists, last edited first, each with its activities' titles. */
export async function listLists(db: Database, userId: string): Promise<ActivityList[]> {
  const rows = await db
    .select()
    .from(activityLists)
    .where(eq(activityLists.userId, userId))
    .orderBy(desc(activityLists.updatedAt), desc(activityLists.id));
  const items = await itemSummaries(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toActivityList(row, items.get(row.id) ?? []));
}

/** One of the parent's lists with its item summaries; undefined when not theirs. */
export async function findList(db: Database, userId: string, listId: string) {
  const [row] = await db.select().from(activityLists).where(ownedBy(userId, listId));
  if (!row) return undefined;
  const items = await itemSummaries(db, [row.id]);
  return toActivityList(row, items.get(row.id) ?? []);
}

/** The activities of a list in full, in the order they were added. */
export async function listActivities(db: Database, listId: string) {
  const rows = await selectActivities(db)
    .innerJoin(activityListItems, eq(activityListItems.activityId, activities.id))
    .where(eq(activityListItems.listId, listId))
    .orderBy(asc(activityListItems.addedAt), asc(activityListItems.activityId));
  return rows.map((r) => toActivity(r));
}

/** Locks the parent's row until the transaction ends, so list counts cannot race. */
export async function lockParent(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row !== undefined;
}

export async function countLists(db: Database, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(activityLists)
    .where(eq(activityLists.userId, userId));
  return row?.n ?? 0;
}

export async function insertList(
  db: Database,
  userId: string,
  fields: { name: string; description: string | null },
) {
  const [row] = await db
    .insert(activityLists)
    .values({ userId, ...fields })
    .returning();
  if (!row) throw new Error('insert into activity_lists returned no row');
  return row;
}

/** Locks the parent's list for the transaction (adds wait on it); undefined when not theirs. */
export async function lockList(db: Database, userId: string, listId: string) {
  const [row] = await db.select().from(activityLists).where(ownedBy(userId, listId)).for('update');
  return row;
}

export async function updateList(db: Database, userId: string, listId: string, fields: ListFields) {
  const [row] = await db
    .update(activityLists)
    .set({ ...fields, ...touched })
    .where(ownedBy(userId, listId))
    .returning();
  return row;
}

export async function deleteList(db: Database, userId: string, listId: string) {
  const rows = await db
    .delete(activityLists)
    .where(ownedBy(userId, listId))
    .returning({ id: activityLists.id });
  return rows.length > 0;
}

export async function countItems(db: Database, listId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(activityListItems)
    .where(eq(activityListItems.listId, listId));
  return row?.n ?? 0;
}

/** Adds the activity once; true when it was not in the list yet. */
export async function insertItems(db: Database, listId: string, activityIds: number[]) {
  if (activityIds.length === 0) return 0;
  const rows = await db
    .insert(activityListItems)
    .values(activityIds.map((activityId) => ({ listId, activityId })))
    .onConflictDoNothing()
    .returning({ activityId: activityListItems.activityId });
  return rows.length;
}

export async function deleteItem(db: Database, listId: string, activityId: number) {
  const rows = await db
    .delete(activityListItems)
    .where(and(eq(activityListItems.listId, listId), eq(activityListItems.activityId, activityId)))
    .returning({ activityId: activityListItems.activityId });
  return rows.length > 0;
}

/** The shared list behind a link, with its owner's first name; undefined for a dead token. */
export async function findSharedList(db: Database, token: string) {
  const [row] = await db
    .select({ list: activityLists, firstName: profiles.firstName, userName: users.name })
    .from(activityLists)
    .innerJoin(users, eq(users.id, activityLists.userId))
    .leftJoin(profiles, eq(profiles.id, activityLists.userId))
    .where(and(eq(activityLists.shareToken, token), eq(activityLists.isShared, true)));
  return row;
}

/** The activity ids of a list in the order they were added (for a copy). */
export async function listItemIds(db: Database, listId: string) {
  const rows = await db
    .select({ activityId: activityListItems.activityId })
    .from(activityListItems)
    .where(eq(activityListItems.listId, listId))
    .orderBy(asc(activityListItems.addedAt), asc(activityListItems.activityId));
  return rows.map((r) => r.activityId);
}
