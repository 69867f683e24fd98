import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
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
export async function notificationForDelivery(db: Database, id: number) {
  const [row] = await db
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
    .where(eq(notifications.id, id));
  return row;
}
export type DeliverableNotification = NonNullable<
  Awaited<ReturnType<typeof notificationForDelivery>>
>;

export async function saveSettings(db: Database, userId: string, settings: NotificationSettings) {
  await db
    .insert(notificationSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { settings, updatedAt: sql`now()` },
    });
}

/** The booked session a reminder is about, while its booking and a kid's place in it stand. */
export async function remindedSession(db: Database, bookingId: string, sessionId: number) {
  const rows = await db
    .select({
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
        eq(bookingPlaces.bookingId, bookingId),
        eq(bookingPlaces.sessionId, sessionId),
        eq(bookingPlaces.active, true),
        eq(bookings.status, 'confirmed'),
      ),
    );
  const [first] = rows;
  return first ? { ...first, kidNames: rows.map((r) => r.kidName) } : undefined;
}

export async function accountExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
