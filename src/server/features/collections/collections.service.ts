import { useHourlyAllowance } from '../../lib/parent-limits';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { ITEMS_PER_LIST_MAX, LISTS_PER_PARENT_MAX } from '../../../shared/collection-rules';
import type {
  ActivityList,
  ActivityListDetail,
  CreateListSchema,
  SharedList,
  UpdateListSchema,
} from '../../../shared/schemas/collections';
import type { Database } from '../../db/client';
import { rejectUnstorableText } from '../../lib/pg-errors';
import { listFull, listNotFound, tooManyLists } from './collections.errors';
import {
  activityExists,
  deleteFavorite,
  findFavorite,
  insertFavorite,
  listFavorites,
} from './favorites.queries';
import {
  countItems,
  countLists,
  deleteItem,
  deleteList as deleteListRow,
  findList,
  findSharedList,
  insertItems,
  insertList,
  listActivities,
  listItemIds,
  listLists,
  lockList,
  lockParent,
  updateList as updateListRow,
  type ListFields,
} from './lists.queries';
import { activityNotFound, sharedListNotFound } from '../../lib/refusals';

export { listFavorites, listLists };

// Favourites

/** Saves the activity as a favourite (again: no change) and answers the favourite. */
export async function addFavorite(db: Database, userId: string, activityId: number) {
  if (!(await activityExists(db, activityId))) throw activityNotFound();
  await insertFavorite(db, userId, activityId);
  const favorite = await findFavorite(db, userId, activityId);
  if (!favorite) throw activityNotFound();
  return favorite;
}

/** Removes the favourite; one that is not there is already removed. */
export async function removeFavorite(db: Database, userId: string, activityId: number) {
  await deleteFavorite(db, userId, activityId);
}

// Lists

/** A new share secret: 24 random bytes (192 bits), URL-safe. */
export const newShareToken = () => randomBytes(24).toString('base64url');

async function ownList(db: Database, userId: string, listId: string): Promise<ActivityList> {
  const list = await findList(db, userId, listId);
  if (!list) throw listNotFound();
  return list;
}

export async function getList(
  db: Database,
  userId: string,
  listId: string,
): Promise<ActivityListDetail> {
  const list = await ownList(db, userId, listId);
  return { ...list, activities: await listActivities(db, listId) };
}

/** Adds activities to a locked list, within its limit; refuses the whole add when it would overflow. */
async function addWithinLimit(db: Database, listId: string, activityIds: number[]) {
  const already = await countItems(db, listId);
  const added = await insertItems(db, listId, activityIds);
  if (already + added > ITEMS_PER_LIST_MAX) throw listFull();
  return added;
}

/** Creates a list, and adds its first activity in the same step when one is given. */
export async function createList(
  db: Database,
  userId: string,
  input: z.output<typeof CreateListSchema>,
): Promise<ActivityList> {
  if (input.activityId !== undefined && !(await activityExists(db, input.activityId))) {
    throw activityNotFound();
  }
  const id = await rejectUnstorableText(() =>
    db.transaction(async (tx) => {
      await lockParent(tx, userId);
      if ((await countLists(tx, userId)) >= LISTS_PER_PARENT_MAX) throw tooManyLists();
      const row = await insertList(tx, userId, {
        name: input.name,
        description: input.description ?? null,
      });
      if (input.activityId !== undefined) await insertItems(tx, row.id, [input.activityId]);
      return row.id;
    }),
  );
  return ownList(db, userId, id);
}

/** Renames, describes, or turns sharing on (a new link) or off (the link dies at once). */
export async function updateList(
  db: Database,
  userId: string,
  listId: string,
  input: z.output<typeof UpdateListSchema>,
): Promise<ActivityList> {
  const fields: ListFields = {};
  // A new share link is counted against the hourly allowance (shared/parent-limits).
  if (input.isShared === true) await useHourlyAllowance(db, 'listShares', userId);
  if (input.name !== undefined) fields.name = input.name;
  if (input.description !== undefined) fields.description = input.description;
  await rejectUnstorableText(() =>
    db.transaction(async (tx) => {
      const list = await lockList(tx, userId, listId);
      if (!list) throw listNotFound();
      if (input.isShared === true && !list.isShared) {
        fields.isShared = true;
        fields.shareToken = newShareToken();
      } else if (input.isShared === false) {
        fields.isShared = false;
        fields.shareToken = null;
      }
      await updateListRow(tx, userId, listId, fields);
    }),
  );
  return ownList(db, userId, listId);
}

export async function deleteList(db: Database, userId: string, listId: string) {
  if (!(await deleteListRow(db, userId, listId))) throw listNotFound();
}

/** Adds the activity to the list; one already there is ignored (also when two adds race). */
export async function addToList(db: Database, userId: string, listId: string, activityId: number) {
  await db.transaction(async (tx) => {
    if (!(await lockList(tx, userId, listId))) throw listNotFound();
    if (!(await activityExists(tx, activityId))) throw activityNotFound();
    if ((await addWithinLimit(tx, listId, [activityId])) > 0) {
      await updateListRow(tx, userId, listId, {});
    }
  });
  return ownList(db, userId, listId);
}

export async function removeFromList(
  db: Database,
  userId: string,
  listId: string,
  activityId: number,
) {
  await db.transaction(async (tx) => {
    if (!(await lockList(tx, userId, listId))) throw listNotFound();
    if (await deleteItem(tx, listId, activityId)) await updateListRow(tx, userId, listId, {});
  });
  return ownList(db, userId, listId);
}

// Shared links

/**
 * What anyone with the link sees: the list, its owner's first name, its activities; and for its
 * owner, which of their lists it is.
 */
export async function getSharedList(
  db: Database,
  token: string,
  viewerId: string | null,
): Promise<SharedList> {
  const found = await findSharedList(db, token);
  if (!found) throw sharedListNotFound();
  return {
    yourListId: viewerId !== null && found.list.userId === viewerId ? found.list.id : null,
    name: found.list.name,
    description: found.list.description,
    ownerFirstName: ownerFirstName(found.firstName, found.userName),
    updatedDate: found.list.updatedAt.toISOString(),
    activities: await listActivities(db, found.list.id),
  };
}

/** The profile's first name, else the first word of the account name. */
function ownerFirstName(firstName: string | null, userName: string) {
  return firstName?.trim() || userName.trim().split(/\s+/)[0] || 'A Kidventure parent';
}

/** A private copy of a shared list in the signed-in parent's own lists. */
export async function copySharedList(db: Database, userId: string, token: string) {
  const found = await findSharedList(db, token);
  if (!found) throw sharedListNotFound();
  const id = await db.transaction(async (tx) => {
    await lockParent(tx, userId);
    if ((await countLists(tx, userId)) >= LISTS_PER_PARENT_MAX) throw tooManyLists();
    const row = await insertList(tx, userId, {
      name: found.list.name,
      description: found.list.description,
    });
    await insertItems(tx, row.id, await listItemIds(tx, found.list.id));
    return row.id;
  });
  return ownList(db, userId, id);
}
