import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Notification } from '../../../shared/schemas/notification';
import type { NotificationSettings } from '../../../shared/notifications';
import type { Database } from '../../db/client';
import {
  activities,
  activitySessions,
  bookingParticipants,
  bookingPlaces,
  bookings,
  notifications,
  notificationSettings,
  profiles,
  users,
} from '../../db/schema';

export { storedSettings } from '../../lib/notify.queries';

const listColumns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: sql<string>`to_json(${notifications.createdAt}) #>> '{}'`,
  readAt: sql<string | null>`to_json(${notifications.readAt}) #>> '{}'`,
};

/** A parent's notifications, newest first, `limit` after the id `before`. */
export function listNotifications(
  db: Database,
  userId: string,
  { limit, before }: { limit: number; before?: number },
): Promise<Notification[]> {
  return db
    .select(listColumns)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before === undefined ? undefined : lt(notifications.id, before),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the parent's notifications read; false when it is not theirs (or not there). */
export async function markRead(db: Database, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Database, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** One notification with its parent's name and address, for the e-mail and push renderers. */
/** Notifications as their e-mail and push need them, by id; one gone with its parent is absent. */
export async function notificationsForDelivery(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, DeliverableNotification>();
  const rows = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      data: notifications.data,
      readAt: notifications.readAt,
      email: users.email,
      name: users.name,
      firstName: profiles.firstName,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(profiles, eq(profiles.id, notifications.userId))
    .where(inArray(notifications.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function notificationForDelivery(db: Database, id: number) {
  return (await notificationsForDelivery(db, [id])).get(id);
}
export type DeliverableNotification = {
  id: number;
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  data: Record<string, unknown>;
  readAt: Date | null;
  email: string;
  name: string;
  firstName: string | null;
};

export async function saveSettings(db: Database, userId: string, settings: NotificationSettings) {
  await db
    .insert(notificationSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { settings, updatedAt: sql`now()` },
    });
}

/** A reminder's booking and session. */
export type ReminderTarget = { bookingId: string; sessionId: number };
export const reminderTargetKey = (t: ReminderTarget) => `${t.bookingId}:${t.sessionId}`;

/**
 * The booked sessions reminders are about, while each booking and a kid's place in it stand,
 * with the kids' names and the parent's stored settings: one query for a batch of reminders.
 * Keyed by reminderTargetKey; a target no longer booked is absent.
 */
export async function remindedSessions(db: Database, targets: ReminderTarget[]) {
  if (targets.length === 0) return new Map<string, RemindedSession>();
  const rows = await db
    .select({
      bookingId: bookingPlaces.bookingId,
      sessionId: bookingPlaces.sessionId,
      userId: bookings.userId,
      activityId: activities.id,
      title: activities.title,
      locationName: activities.locationName,
      date: activitySessions.date,
      startTime: activitySessions.startTime,
      kidName: bookingParticipants.kidName,
      // The parent's stored choices, read here rather than in a query of their own.
      settings: notificationSettings.settings,
    })
    .from(bookingPlaces)
    .innerJoin(bookings, eq(bookings.id, bookingPlaces.bookingId))
    .innerJoin(activitySessions, eq(activitySessions.id, bookingPlaces.sessionId))
    .innerJoin(activities, eq(activities.id, activitySessions.activityId))
    .innerJoin(
      bookingParticipants,
      and(
        eq(bookingParticipants.bookingId, bookings.id),
        eq(bookingParticipants.kidId, bookingPlaces.kidId),
      ),
    )
    .leftJoin(notificationSettings, eq(notificationSettings.userId, bookings.userId))
    .where(
      and(
        inArray(bookingPlaces.bookingId, [...new Set(targets.map((t) => t.bookingId))]),
        inArray(bookingPlaces.sessionId, [...new Set(targets.map((t) => t.sessionId))]),
        eq(bookingPlaces.active, true),
        eq(bookings.status, 'confirmed'),
      ),
    );
  const found = new Map<string, RemindedSession>();
  for (const { kidName, ...row } of rows) {
    const key = reminderTargetKey(row);
    const known = found.get(key);
    if (known) known.kidNames.push(kidName);
    else found.set(key, { ...row, kidNames: [kidName] });
  }
  return found;
}

export type RemindedSession = {
  bookingId: string;
  sessionId: number;
  userId: string;
  activityId: number;
  title: string;
  locationName: string;
  date: string;
  startTime: string;
  kidNames: string[];
  settings: Partial<NotificationSettings> | null;
};

export async function accountExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
