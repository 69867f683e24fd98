import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { localMoment } from '../../shared/upcoming';
import type { Database } from '../db/client';
import { activitySessions, bookingParticipants, bookingPlaces } from '../db/schema';

/**
 * The places a booking holds in a program's sessions (decision 043): taking them all or none,
 * giving them back, and the children already holding one. Run inside the booking's or the
 * cancel's transaction.
 */

/** A program's sessions, soonest first. */
export function findProgramSessions(tx: Database, activityId: number) {
  return tx
    .select({
      id: activitySessions.id,
      date: activitySessions.date,
      startTime: activitySessions.startTime,
    })
    .from(activitySessions)
    .where(eq(activitySessions.activityId, activityId))
    .orderBy(asc(activitySessions.date), asc(activitySessions.startTime), asc(activitySessions.id));
}

/** The fewest places left among the sessions (0 for none), as this transaction sees them. */
export async function placesLeft(tx: Database, sessionIds: number[]): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number | null>`min(${activitySessions.spotsLeft})` })
    .from(activitySessions)
    .where(inArray(activitySessions.id, sessionIds));
  return Number(row?.n ?? 0);
}

/**
 * Takes n places in every one of the sessions, or in none: the rows are locked in id order (two
 * term bookings never wait on each other in a circle) and each is written only if it has n left.
 * False when one had fewer: the caller's transaction then rolls back the others.
 */
export async function takePlaces(tx: Database, sessionIds: number[], n: number) {
  const s = activitySessions;
  const taken = await tx.execute(sql`
    with locked as (
      select ${s.id} from ${s} where ${s.id} in ${sessionIds} order by ${s.id} for update
    )
    update ${s} set spots_left = ${s.spotsLeft} - ${n}
    from locked
    where ${s}.id = locked.id and ${s.spotsLeft} >= ${n}
    returning ${s}.id`);
  return (taken as unknown as { rows: unknown[] }).rows.length === sessionIds.length;
}

/** One of the children that already holds a place in one of the sessions, if any. */
export async function findKidHoldingPlace(tx: Database, sessionIds: number[], kidIds: string[]) {
  const [row] = await tx
    .select({ kidId: bookingPlaces.kidId })
    .from(bookingPlaces)
    .where(
      and(
        inArray(bookingPlaces.sessionId, sessionIds),
        eq(bookingPlaces.active, true),
        inArray(bookingPlaces.kidId, kidIds),
      ),
    )
    .limit(1);
  return row;
}

/** The booking's children by name, and one place per session and child. */
export async function insertBookedKids(
  tx: Database,
  booking: { id: string; activityId: number; sessionIds: number[] },
  kids: { id: string; name: string }[],
) {
  await tx.insert(bookingParticipants).values(
    kids.map((kid) => ({
      bookingId: booking.id,
      kidId: kid.id,
      kidName: kid.name,
      activityId: booking.activityId,
    })),
  );
  await tx
    .insert(bookingPlaces)
    .values(
      booking.sessionIds.flatMap((sessionId) =>
        kids.map((kid) => ({ bookingId: booking.id, sessionId, kidId: kid.id })),
      ),
    );
}

/** The sessions a booking holds (or held) places in, soonest first. */
export function findBookingSessions(tx: Database, bookingId: string) {
  return tx
    .selectDistinct({
      id: activitySessions.id,
      date: activitySessions.date,
      startTime: activitySessions.startTime,
    })
    .from(bookingPlaces)
    .innerJoin(activitySessions, eq(activitySessions.id, bookingPlaces.sessionId))
    .where(eq(bookingPlaces.bookingId, bookingId))
    .orderBy(asc(activitySessions.date), asc(activitySessions.startTime), asc(activitySessions.id));
}

/**
 * Gives back the places the bookings hold in sessions that have not started by `now` (a started
 * session's place was used), never above a session's capacity, and frees their children to be
 * booked again. Sessions are written in id order, as takePlaces locks them.
 */
export async function releasePlaces(tx: Database, bookingIds: string[], now: Date) {
  if (bookingIds.length === 0) return;
  const { date, time } = localMoment(now);
  const p = bookingPlaces;
  const s = activitySessions;
  await tx.execute(sql`
    with freed as (
      update ${p} set active = false
      from ${s}
      where ${s.id} = ${p.sessionId} and ${p.bookingId} in ${bookingIds} and ${p.active}
        and (${s.date}, ${s.startTime}) > (${date}::date, ${time}::time)
      returning ${p.sessionId} as session_id
    ), counts as (
      select session_id, count(*)::int as n from freed group by session_id
    ), locked as (
      select ${s.id}, counts.n from ${s} join counts on counts.session_id = ${s.id}
      order by ${s.id} for update of ${s}
    )
    update ${s} set spots_left = least(${s.capacity}, ${s.spotsLeft} + locked.n)
    from locked where ${s}.id = locked.id`);
  await tx
    .update(bookingParticipants)
    .set({ active: false })
    .where(
      and(inArray(bookingParticipants.bookingId, bookingIds), eq(bookingParticipants.active, true)),
    );
}
