import { eq, inArray, sql } from 'drizzle-orm';
import type { NotificationSettings } from '../../shared/notifications';
import type { Database } from '../db/client';
import {
  activityLists,
  notifications,
  notificationSettings,
  profiles,
  pushSubscriptions,
  users,
} from '../db/schema';

export type NewNotification = {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  /** Once per parent and key: a second with the same key is not added. */
  key?: string;
  data?: Record<string, unknown>;
};

/** Stores notifications; answers the ones added (a key already told is left out). */
export async function insertNotifications(tx: Database, list: NewNotification[]) {
  if (list.length === 0) return [];
  return tx
    .insert(notifications)
    .values(list.map((n) => ({ ...n, key: n.key ?? null, data: n.data ?? {} })))
    .onConflictDoNothing({ target: [notifications.userId, notifications.key] })
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
}

/** The stored choices of these parents (absent: never changed). */
export async function storedSettings(db: Database, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, Partial<NotificationSettings>>();
  const rows = await db
    .select({ userId: notificationSettings.userId, settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.settings]));
}

/** How each parent is reached: their stored choices, the preferences' switch, a push device. */
export type Recipient = {
  settings: Partial<NotificationSettings> | null;
  /** The preferences' notifications switch is off: no e-mail or push but receipts. */
  switchedOff: boolean;
  hasPushDevice: boolean;
};

/** These parents as notify() reaches them, in one query (a burst of reminders reads it often). */
export async function recipientsOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, Recipient>();
  const rows = await db
    .select({
      userId: users.id,
      settings: notificationSettings.settings,
      switchedOff: sql<boolean>`coalesce(not ${profiles.notificationsEnabled}, false)`,
      hasPushDevice: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(inArray(users.id, userIds));
  return new Map(rows.map(({ userId, ...recipient }) => [userId, recipient]));
}

/** A parent's first name as other parents see it, or null when they gave none. */
export async function firstNameOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.firstName?.trim() || null;
}

/**
 * Where a parent reads a discussion: the activity's page, their own list, or the shared list's
 * page they were given (a list no longer shared: the parent's own lists).
 */
export async function discussionLink(
  db: Database,
  place: { activityId: number | null; listId: string | null },
  readerId: string,
): Promise<string> {
  if (place.activityId !== null) return `/activities/${place.activityId}`;
  if (place.listId === null) return '/lists';
  const [list] = await db
    .select({
      userId: activityLists.userId,
      isShared: activityLists.isShared,
      token: activityLists.shareToken,
    })
    .from(activityLists)
    .where(eq(activityLists.id, place.listId));
  if (!list) return '/lists';
  if (list.userId === readerId) return `/lists/${place.listId}`;
  return list.isShared && list.token ? `/lists/shared/${list.token}` : '/lists';
}
