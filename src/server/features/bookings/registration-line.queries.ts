import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  activities,
  bookings,
  registrationEntries,
  registrationReminders,
  registrationLines,
  users,
  waitlistEntries,
} from '../../db/schema';
import type { AutoBook } from '../../../shared/schemas/waitlist';
import { REALTIME_CHANNEL } from '../../lib/realtime.queries';

/**
 * The waiting room's reads and writes (decision 062). Order of locks: the line's row, then the
 * waitlist's line (an advisory lock), then the sessions' rows.
 */

const e = registrationEntries;
const l = registrationLines;

/** The rows of a raw statement (either driver's result). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type LineRow = typeof registrationLines.$inferSelect;

/** The program's opening and its line, if it has one. */
export async function findOpeningAndLine(db: Database, activityId: number) {
  const [row] = await db
    .select({
      opensAt: activities.registrationOpensAt,
      mode: activities.registrationMode,
      title: activities.title,
      date: activities.date,
      startTime: activities.startTime,
      line: l,
    })
    .from(activities)
    .leftJoin(l, eq(l.activityId, activities.id))
    .where(eq(activities.id, activityId));
  return row;
}

/** Creates the line of an opening; answers it only when this call created it. */
export async function createLine(tx: Database, activityId: number, opensAt: Date) {
  const [row] = await tx
    .insert(l)
    .values({ activityId, opensAt, nextTickAt: opensAt })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The line's row, for this transaction alone. */
export async function lockLineRow(tx: Database, activityId: number) {
  const [row] = await tx.select().from(l).where(eq(l.activityId, activityId)).for('update');
  return row;
}

export async function updateLine(
  tx: Database,
  activityId: number,
  set: Partial<Omit<LineRow, 'activityId'>>,
) {
  await tx.update(l).set(set).where(eq(l.activityId, activityId));
}

/**
 * Lines letting families in now: opened (drawn, or to be drawn by this tick), not sold out, with
 * families waiting. Counting those still to be drawn keeps the first line to tick at a shared
 * opening instant from taking the whole server's rate for itself.
 */
export async function linesMoving(db: Database, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(l)
    .where(sql`${l.opensAt} <= ${now} and ${l.soldOutAt} is null and ${l.nextTickAt} is not null`);
  return row?.n ?? 0;
}

/** The line moved to an opening that changed before its draw: the entries wait for the new one. */
export async function moveLine(tx: Database, activityId: number, opensAt: Date) {
  await updateLine(tx, activityId, { opensAt, nextTickAt: opensAt });
}

const entryColumns = {
  id: e.id,
  userId: e.userId,
  sessionIds: e.sessionIds,
  kidIds: e.kidIds,
  autoBook: e.autoBook,
  rank: e.rank,
  state: e.state,
  refusal: e.refusal,
  refusalMessage: e.refusalMessage,
  bookingId: e.bookingId,
  bookingStatus: bookings.status,
  heldUntil: bookings.heldUntil,
};

/**
 * Everything a parent's registration view shows, in one query: the opening, their reminder, the
 * line, and their entry with its booking's state (undefined: no such program). Prepared: every
 * open page reads it as a line opens.
 */
export async function findRegistrationState(db: Database, userId: string, activityId: number) {
  const [row] = await registrationStateQuery(db).execute({ userId, activityId });
  if (!row) return undefined;
  return {
    opensAt: row.opensAt,
    mode: row.mode,
    reminder: row.reminder !== null,
    line: row.line,
    entry: row.entryId === null ? null : (row.entry as EntryRow),
  };
}

const registrationStateQuery = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      opensAt: activities.registrationOpensAt,
      mode: activities.registrationMode,
      reminder: registrationReminders.userId,
      line: l,
      entryId: e.id,
      entry: entryColumns,
    })
    .from(activities)
    .leftJoin(
      registrationReminders,
      and(
        eq(registrationReminders.activityId, activities.id),
        eq(registrationReminders.userId, userId),
      ),
    )
    .leftJoin(l, eq(l.activityId, activities.id))
    .leftJoin(e, and(eq(e.activityId, activities.id), eq(e.userId, userId)))
    .leftJoin(bookings, eq(bookings.id, e.bookingId))
    .where(eq(activities.id, sql.placeholder('activityId')))
    .prepare('kidventure_registration_state');
});

/** The parent's entry in the program's line, with its booking's state. */
export async function findEntry(db: Database, userId: string, activityId: number) {
  const [row] = await db
    .select(entryColumns)
    .from(e)
    .leftJoin(bookings, eq(bookings.id, e.bookingId))
    .where(and(eq(e.activityId, activityId), eq(e.userId, userId)));
  return row;
}
export type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

/** A family let in, for 'Book it for me': what to pay for, with what, and for whom. */
export async function findAutoBookLineEntry(db: Database, entryId: string) {
  const [row] = await db
    .select({
      id: e.id,
      activityId: e.activityId,
      sessionIds: e.sessionIds,
      kidIds: e.kidIds,
      autoBook: e.autoBook,
      state: e.state,
      bookingStatus: bookings.status,
      title: activities.title,
      mode: activities.registrationMode,
      user: { id: users.id, email: users.email, name: users.name },
    })
    .from(e)
    .innerJoin(users, eq(users.id, e.userId))
    .innerJoin(activities, eq(activities.id, e.activityId))
    .leftJoin(bookings, eq(bookings.id, e.bookingId))
    .where(eq(e.id, entryId));
  return row;
}

/**
 * Joins the parent to the line with the booking they prepared, or changes what a family still
 * waiting prepared (keeping its place); answers the entry's id, or nothing when the family is
 * past waiting.
 */
export async function upsertEntry(
  tx: Database,
  entry: {
    userId: string;
    activityId: number;
    sessionIds: number[];
    kidIds: string[];
    autoBook: AutoBook | null;
  },
  now: Date,
) {
  const [row] = await tx
    .insert(e)
    .values({ ...entry, joinedAt: now })
    .onConflictDoUpdate({
      target: [e.activityId, e.userId],
      set: { sessionIds: entry.sessionIds, kidIds: entry.kidIds, autoBook: entry.autoBook },
      setWhere: sql`${e.state} = 'waiting'`,
    })
    .returning({ id: e.id, rank: e.rank });
  return row;
}

export async function setRank(tx: Database, entryId: string, rank: number) {
  await tx.update(e).set({ rank }).where(eq(e.id, entryId));
}

/** A family still waiting leaves the line; answers whether it was there. */
export async function deleteWaitingEntry(tx: Database, userId: string, activityId: number) {
  const rows = await tx
    .delete(e)
    .where(and(eq(e.activityId, activityId), eq(e.userId, userId), eq(e.state, 'waiting')))
    .returning({ id: e.id });
  return rows.length > 0;
}

/**
 * The draw: the families who joined before the opening, ordered by md5(seed || entry id), get
 * ranks 1, 2, 3… Entry ids are random and the seed is drawn at the opening, so no arrival time
 * or id chosen ahead predicts the order; the seed is recorded, so the order can be checked.
 */
export async function drawRanks(tx: Database, activityId: number, seed: string) {
  const rows = await tx.execute(sql`
    with drawn as (
      select id, row_number() over (order by md5(${seed} || id::text), id) as n
      from ${e} where activity_id = ${activityId} and rank is null and state = 'waiting'
    )
    update ${e} set rank = drawn.n from drawn where ${e.id} = drawn.id
    returning drawn.n`);
  return rowsOf(rows).length;
}

/** The next families in line, in rank order. */
export async function nextWaiting(tx: Database, activityId: number, limit: number) {
  return tx
    .select({
      id: e.id,
      userId: e.userId,
      sessionIds: e.sessionIds,
      kidIds: e.kidIds,
      autoBook: e.autoBook,
      rank: sql<number>`${e.rank}`.mapWith(Number),
    })
    .from(e)
    .where(and(eq(e.activityId, activityId), eq(e.state, 'waiting'), isNotNull(e.rank)))
    .orderBy(asc(e.rank))
    .limit(limit);
}

export async function setAdmitted(tx: Database, entryId: string, bookingId: string, now: Date) {
  await tx
    .update(e)
    .set({ state: 'admitted', bookingId, admittedAt: now })
    .where(eq(e.id, entryId));
}

export async function setRefused(
  tx: Database,
  entryId: string,
  refusal: { code: string; message: string },
) {
  await tx
    .update(e)
    .set({ state: 'refused', refusal: refusal.code, refusalMessage: refusal.message })
    .where(eq(e.id, entryId));
}

export async function setWaitlisted(tx: Database, entryIds: string[]) {
  if (entryIds.length === 0) return;
  await tx.update(e).set({ state: 'waitlisted' }).where(inArray(e.id, entryIds));
}

/**
 * Whether families wait in the program's line, and the parent's entry's id: a booking made while
 * they wait is the parent's own entry's, let in.
 */
export async function lineOutlook(tx: Database, userId: string, activityId: number) {
  const rows = await tx.execute(sql`
    select exists (select 1 from ${e} where activity_id = ${activityId} and state = 'waiting') as waiting,
      (select id::text from ${e} where activity_id = ${activityId} and user_id = ${userId}) as mine`);
  const [row] = rowsOf<{ waiting: boolean; mine: string | null }>(rows);
  return { waiting: row?.waiting === true, mine: row?.mine ?? null };
}

/**
 * Tells every open stream, on every instance, how far the line has moved (decision 062): one
 * notification for the whole line, not an event per family. Sent when the transaction commits.
 */
export async function announceLineMoved(
  tx: Database,
  line: { activityId: number; admittedThrough: number; soldOut: boolean },
) {
  const payload = JSON.stringify({ b: 'registration-line', p: line });
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}

/**
 * The places are gone: every family still waiting joins the program's waitlist, in rank order
 * (the waitlist's positions follow it), and is marked waitlisted; answers those families.
 */
export async function waitlistEveryoneWaiting(tx: Database, activityId: number) {
  const rows = await tx.execute(sql`
    with moved as (
      update ${e} set state = 'waitlisted'
      where activity_id = ${activityId} and state = 'waiting' and rank is not null
      returning id, user_id, session_ids, kid_ids, rank
    ), joined as (
      insert into ${waitlistEntries} (user_id, activity_id, session_ids, kid_ids)
      select user_id, ${activityId}, session_ids, kid_ids from moved order by rank
      on conflict do nothing
      returning id
    )
    select moved.id, moved.user_id, moved.rank::text from moved, (select count(*) from joined) j
    order by moved.rank`);
  return rowsOf<{ id: string; user_id: string; rank: string }>(rows).map((r) => ({
    id: r.id,
    userId: r.user_id,
    rank: Number(r.rank),
  }));
}

/** One family joins the waitlist (its option was full), after those already there. */
export async function waitlistOne(
  tx: Database,
  entry: { id: string; userId: string; activityId: number; sessionIds: number[]; kidIds: string[] },
) {
  await tx
    .insert(waitlistEntries)
    .values({
      userId: entry.userId,
      activityId: entry.activityId,
      sessionIds: entry.sessionIds,
      kidIds: entry.kidIds,
    })
    .onConflictDoNothing();
  await setWaitlisted(tx, [entry.id]);
}
