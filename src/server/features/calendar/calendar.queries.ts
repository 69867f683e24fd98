import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activities,
  activitySessions,
  bookingParticipants,
  bookingPlaces,
  bookings,
  calendarFeeds,
  kidProfiles,
  providers,
} from '../../db/schema';

/** Plain Drizzle functions for the parent's iCal feed: its secret token and its events. */

/** Stores a new token for the parent: replaces the old one with `replace`, else keeps it. */
export async function saveFeedToken(
  db: Database,
  userId: string,
  token: string,
  { replace }: { replace: boolean },
) {
  const insert = db.insert(calendarFeeds).values({ userId, token });
  const [row] = replace
    ? await insert
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { token, createdAt: new Date() },
        })
        .returning({ token: calendarFeeds.token })
    : await insert.onConflictDoNothing({ target: calendarFeeds.userId }).returning({
        token: calendarFeeds.token,
      });
  return row?.token ?? null;
}

export async function findFeedToken(db: Database, userId: string) {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.token ?? null;
}

export async function findFeedOwner(db: Database, token: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  return row?.userId ?? null;
}

/**
 * The parent's confirmed bookings on each of their dates (one row per booking and session: a term
 * gives one per date), latest first, up to `limit`, each with its number of dates and the names of
 * its children (a kid deleted since keeps the name it was booked under).
 */
export function feedBookingRows(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: bookings.id,
      totalCents: bookings.totalCents,
      title: activities.title,
      providerName: providers.name,
      sessionId: activitySessions.id,
      sessionCount: sql<number>`(count(*) over (partition by ${bookings.id}))::int`,
      date: activitySessions.date,
      startTime: activitySessions.startTime,
      endTime: activitySessions.endTime,
      locationName: activities.locationName,
      address: activities.address,
      children: sql<string>`(
        select coalesce(string_agg(coalesce(${kidProfiles.name}, ${bookingParticipants.kidName}), ', ' order by ${bookingParticipants.kidName}), '')
        from ${bookingParticipants}
        left join ${kidProfiles} on ${kidProfiles.id} = ${bookingParticipants.kidId}
        where ${bookingParticipants.bookingId} = ${bookings.id}
      )`,
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(providers, eq(providers.id, activities.providerId))
    .innerJoin(
      activitySessions,
      sql`${activitySessions.id} in (select ${bookingPlaces.sessionId} from ${bookingPlaces} where ${bookingPlaces.bookingId} = ${bookings.id})`,
    )
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'confirmed')))
    .orderBy(desc(activitySessions.date), desc(activitySessions.startTime), desc(bookings.id))
    .limit(limit);
}
