import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activities,
  activitySessions,
  bookings,
  kidProfiles,
  users,
  waitlistEntries,
  type AutoBook,
} from '../../db/schema';

/**
 * The waitlist's reads and writes (decision 060). The offers' order of locks: the activity's line
 * (an advisory lock), then its sessions, then the entries served, in line order.
 */

const e = waitlistEntries;

/** 'wl' in the advisory lock's first key; the activity's id in the second. */
const LINE_LOCK_CLASS = 0x776c;

/** The activity's line, one offer-maker at a time, until the transaction ends. */
export async function lockLine(tx: Database, activityId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LINE_LOCK_CLASS}, ${activityId})`);
}

/** The family's place in line: 1 + those ahead waiting for any of the same sessions. */
const positionOf = sql<number | null>`case when ${e.offerBookingId} is null then (
    select count(*)::int from ${waitlistEntries} as ahead
    where ahead.activity_id = ${e.activityId} and ahead.offer_booking_id is null
      and ahead.session_ids && ${e.sessionIds} and ahead.position <= ${e.position}
  ) end`;

export async function insertWaitlistEntry(
  tx: Database,
  entry: {
    userId: string;
    activityId: number;
    sessionIds: number[];
    kidIds: string[];
    autoBook: AutoBook | null;
  },
) {
  const [row] = await tx
    .insert(waitlistEntries)
    .values(entry)
    .onConflictDoNothing({ target: [e.userId, e.activityId, e.sessionIds] })
    .returning({ id: e.id });
  return row?.id;
}

/** The parent's entry for these sessions, if they are already in line for them. */
export async function findEntryFor(
  db: Database,
  userId: string,
  activityId: number,
  sessionIds: number[],
) {
  const [row] = await db
    .select({ id: e.id, kidIds: e.kidIds, autoBook: e.autoBook })
    .from(e)
    .where(
      and(
        eq(e.userId, userId),
        eq(e.activityId, activityId),
        sql`${e.sessionIds} = ${sql.param(sessionIds)}::int[]`,
      ),
    );
  return row;
}

export async function countParentEntries(db: Database, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(e)
    .where(eq(e.userId, userId));
  return row?.n ?? 0;
}

/** The parent's entries (one activity's, or all), newest first, as the API shows them. */
export async function listWaitlistRows(
  db: Database,
  userId: string,
  { activityId, id }: { activityId?: number; id?: string } = {},
) {
  const rows = await db
    .select({
      id: e.id,
      activity: { id: activities.id, title: activities.title, imageUrl: activities.imageUrl },
      sessionIds: e.sessionIds,
      kidIds: e.kidIds,
      autoBook: e.autoBook,
      position: positionOf,
      offer: {
        bookingId: bookings.id,
        heldUntil: bookings.heldUntil,
        totalCents: bookings.totalCents,
      },
      createdAt: e.createdAt,
    })
    .from(e)
    .innerJoin(activities, eq(activities.id, e.activityId))
    .leftJoin(bookings, eq(bookings.id, e.offerBookingId))
    .where(
      and(
        eq(e.userId, userId),
        activityId === undefined ? undefined : eq(e.activityId, activityId),
        id === undefined ? undefined : eq(e.id, id),
      ),
    )
    .orderBy(desc(e.createdAt), desc(e.id));
  const sessionIds = [...new Set(rows.flatMap((r) => r.sessionIds))];
  const kidIds = [...new Set(rows.flatMap((r) => r.kidIds))];
  const [sessions, kids] = await Promise.all([
    sessionIds.length === 0
      ? []
      : db
          .select({
            id: activitySessions.id,
            date: activitySessions.date,
            startTime: activitySessions.startTime,
          })
          .from(activitySessions)
          .where(inArray(activitySessions.id, sessionIds))
          .orderBy(asc(activitySessions.date), asc(activitySessions.startTime)),
    kidIds.length === 0
      ? []
      : db
          .select({ id: kidProfiles.id, name: kidProfiles.name })
          .from(kidProfiles)
          .where(and(eq(kidProfiles.userId, userId), inArray(kidProfiles.id, kidIds))),
  ]);
  return rows.map((r) => ({
    ...r,
    sessions: sessions.filter((s) => r.sessionIds.includes(s.id)),
    kids: r.kidIds.flatMap((id) => kids.filter((k) => k.id === id)),
  }));
}
export type WaitlistRow = Awaited<ReturnType<typeof listWaitlistRows>>[number];

/** One of the parent's entries (another parent's is not there). */
const parentEntry = (tx: Database, userId: string, id: string) =>
  tx
    .select({ id: e.id, activityId: e.activityId, offerBookingId: e.offerBookingId })
    .from(e)
    .where(and(eq(e.id, id), eq(e.userId, userId)));

export async function findParentEntry(tx: Database, userId: string, id: string) {
  const [row] = await parentEntry(tx, userId, id);
  return row;
}

/** … locked for leaving. */
export async function lockParentEntry(tx: Database, userId: string, id: string) {
  const [row] = await parentEntry(tx, userId, id).for('update');
  return row;
}

export async function deleteEntry(tx: Database, id: string) {
  await tx.delete(e).where(eq(e.id, id));
}

/** An offer paid for: the family is booked and out of the line. */
export async function deleteEntryOfOffer(tx: Database, bookingId: string) {
  await tx.delete(e).where(eq(e.offerBookingId, bookingId));
}

/** Whether the held booking is a waitlist offer (kept for its claim window, not let go of). */
export async function isOffer(tx: Database, bookingId: string) {
  const [row] = await tx.select({ id: e.id }).from(e).where(eq(e.offerBookingId, bookingId));
  return row !== undefined;
}

/**
 * The next families in line after `afterPosition` with no offer open, locked, with the places
 * left in the sessions they wait for and when the first of them starts.
 */
export function nextInLine(tx: Database, activityId: number, afterPosition: number, limit: number) {
  return tx
    .select({
      id: e.id,
      position: e.position,
      userId: e.userId,
      sessionIds: e.sessionIds,
      kidIds: e.kidIds,
      autoBook: e.autoBook,
      placesLeft: sql<number>`(
        select coalesce(min(s.spots_left), 0)::int from ${activitySessions} s
        where s.id = any(${e.sessionIds})
      )`,
      /** The first session's date and start, as 'YYYY-MM-DD HH:MM:SS'. */
      firstStart: sql<string>`(
        select min(s.date::text || ' ' || s.start_time::text) from ${activitySessions} s
        where s.id = any(${e.sessionIds})
      )`,
    })
    .from(e)
    .where(
      and(eq(e.activityId, activityId), isNull(e.offerBookingId), gt(e.position, afterPosition)),
    )
    .orderBy(asc(e.position))
    .limit(limit)
    .for('update');
}

/** The most places free in any of the activity's sessions: 0 when none has one. */
export async function mostPlacesFree(tx: Database, activityId: number) {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${activitySessions.spotsLeft}), 0)::int` })
    .from(activitySessions)
    .where(eq(activitySessions.activityId, activityId));
  return row?.n ?? 0;
}

export async function setOffer(tx: Database, entryId: string, bookingId: string, now: Date) {
  await tx.update(e).set({ offerBookingId: bookingId, offeredAt: now }).where(eq(e.id, entryId));
}

/** The activities the bookings are of, in id order (the order their lines are locked in). */
export async function activitiesOfBookings(tx: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: bookings.activityId })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds))
    .orderBy(asc(bookings.activityId));
  return rows.map((r) => r.id);
}

/** The parents on the activity's waitlist, offered a place or not (told when the line moves). */
export async function parentsInLine(tx: Database, activityId: number) {
  const rows = await tx
    .selectDistinct({ userId: e.userId })
    .from(e)
    .where(eq(e.activityId, activityId));
  return rows.map((r) => r.userId);
}

/** What 'Book it for me' needs: the parent, the way to pay and the offer to pay for. */
export async function findAutoBookEntry(db: Database, entryId: string) {
  const [row] = await db
    .select({
      id: e.id,
      activityId: e.activityId,
      sessionIds: e.sessionIds,
      kidIds: e.kidIds,
      autoBook: e.autoBook,
      offerBookingId: e.offerBookingId,
      user: { id: users.id, email: users.email, name: users.name },
    })
    .from(e)
    .innerJoin(users, eq(users.id, e.userId))
    .where(eq(e.id, entryId));
  return row;
}
