import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TIME_OF_DAY_WINDOWS, type TimeOfDay } from '../../shared/time-of-day';
import type { WindowSlot } from '../../shared/time-windows';
import type { UpcomingFloor } from '../../shared/upcoming';
import type { Database } from '../db/client';
import { activities as a, activitySessions } from '../db/schema';
import type { SessionIdRange } from './saved-search-check';
import { upcomingSql } from './upcoming.queries';

/**
 * Which of a program's sessions a list finds it by (issue 29, decision 048). Search, the filters
 * and the finders match a program when one of its bookable sessions matches, and the first such
 * session is the one its card names ("Next: Sat, Jan 10"). A session is bookable when it has not
 * started and the program sells it now: any session of a drop-in program or of one with a
 * drop-in price; a term's sessions while the term has not started; a camp week's days while
 * that week has not started.
 */

/**
 * A session of the program `activities` is at: one alias per role in a statement. In raw SQL
 * its FROM item is written `${activitySessions} ${s}` (the table, then the alias).
 */
export type SessionAlias = ReturnType<typeof sessionAlias>;
export const sessionAlias = (name: string) => alias(activitySessions, name);

/** The columns a list answers for the session it found a program by (FoundSession, raw times). */
export const foundSessionColumns = (found: SessionAlias) => ({
  sessionId: found.id,
  date: found.date,
  startTime: found.startTime,
  endTime: found.endTime,
});

/** What a session must be, beyond bookable, for the program to match: filters, all optional. */
export type SessionFilters = {
  /** Not before this moment (a later `from`): the same as `now` without one. */
  floor: UpcomingFloor;
  toDate?: string;
  /** ISO weekdays (Monday 1 … Sunday 7), any of. */
  isoWeekdays?: number[];
  timesOfDay?: TimeOfDay[];
  /** Preference windows ('Weekday Mornings') as slots, any of. */
  slots?: WindowSlot[];
  /** At least this many places left, in the session and in the program's best option. */
  places?: number;
  /** Any further conditions on the session (For You's preferred days and slots, say). */
  also?: (s: SessionAlias) => SQL[];
};

export type SessionMatch = SessionFilters & {
  /** The parent's clock: what has started cannot be booked. */
  now: UpcomingFloor;
};

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The dated columns a condition reads: a session's, or a program's first session's. */
export type Slot = { date: SQLWrapper; startTime: SQLWrapper };

/** ISO day of week (Monday 1 … Sunday 7) of the slot's date. */
export const isoWeekdayOf = (slot: Slot) => sql`extract(isodow from ${slot.date})`;

/** Starts in the time of day (shared/time-of-day.ts, passed as values: the hours live there only). */
export function startsInSql(time: TimeOfDay, slot: Slot): SQL {
  const w = TIME_OF_DAY_WINDOWS[time];
  const hours = sql`${slot.startTime} >= ${w.from}::time and ${slot.startTime} < ${w.to}::time`;
  return w.weekdaysOnly ? sql`(${hours} and ${isoWeekdayOf(slot)} <= 5)` : sql`(${hours})`;
}

/** On the slot's days (weekdays or the weekend) and in its time of day. */
export function inSlotSql(slot: WindowSlot, s: Slot): SQL {
  const days = slot.days === 'weekend' ? sql`>= 6` : sql`<= 5`;
  return sql`(${isoWeekdayOf(s)} ${days} and ${startsInSql(slot.timeOfDay, s)})`;
}

/** The session can be booked at `now` (the rule in this file's header). */
export function bookableSql(s: SessionAlias, now: UpcomingFloor): SQL {
  const startedInWeek = sessionAlias('week_day');
  const weekNotStarted = sql`not exists (select 1 from ${activitySessions} ${startedInWeek}
    where ${startedInWeek.activityId} = ${a.id}
      and ${startedInWeek.date} >= date_trunc('week', ${s.date})::date
      and ${startedInWeek.date} <= ${s.date}
      and not ${upcomingSql(now, startedInWeek)})`;
  return sql`(${upcomingSql(now, s)} and (
    ${a.bookingMode} = 'drop_in' or ${a.dropInPriceCents} is not null
    or (${a.bookingMode} = 'term' and ${upcomingSql(now, a)})
    or (${a.bookingMode} = 'camp_week' and ${weekNotStarted})))`;
}

/** The conditions on session `s` of the program at hand. */
export function sessionMatchSql(m: SessionMatch, s: SessionAlias): SQL[] {
  const where: SQL[] = [sql`${s.activityId} = ${a.id}`, bookableSql(s, m.now)];
  if (m.floor.date > m.now.date) where.push(upcomingSql(m.floor, s));
  if (m.toDate) where.push(sql`${s.date} <= ${m.toDate}::date`);
  if (m.isoWeekdays?.length) where.push(sql`${isoWeekdayOf(s)} in (${list(m.isoWeekdays)})`);
  if (m.timesOfDay?.length) {
    where.push(
      sql`(${sql.join(
        m.timesOfDay.map((t) => startsInSql(t, s)),
        sql` or `,
      )})`,
    );
  }
  if (m.slots?.length) {
    where.push(
      sql`(${sql.join(
        m.slots.map((slot) => inSlotSql(slot, s)),
        sql` or `,
      )})`,
    );
  }
  if (m.places !== undefined) {
    where.push(sql`${s.spotsLeft} >= ${m.places} and ${a.spotsLeft} >= ${m.places}`);
  }
  return [...where, ...(m.also?.(s) ?? [])];
}

/**
 * The program has a session that matches: to join laterally to `activities` where a count or a
 * check reads programs one by one. Its LIMIT keeps it a probe of the program's own sessions
 * (an index range) per program, where an EXISTS may be planned as a hash of every session in
 * range, built before the first program is read.
 */
export function anySessionOf(db: Database, m: SessionMatch) {
  const s = sessionAlias('any_session');
  return db
    .select({ one: sql<number>`1`.as('one') })
    .from(s)
    .where(and(...sessionMatchSql(m, s)))
    .limit(1)
    .as('any_match');
}

/** The program has a session that matches (for a condition among others: provider pages). */
export function hasSessionSql(m: SessionMatch): SQL {
  const s = sessionAlias('any_session');
  return sql`exists (select 1 from ${activitySessions} ${s} where ${and(...sessionMatchSql(m, s))})`;
}

/**
 * The program's first matching session (date, start, id), to join laterally to `activities`:
 * an inner join keeps only programs that have one.
 */
export function nextSessionOf(db: Database, m: SessionMatch, name = 'next') {
  const s = sessionAlias('next_session');
  return (
    db
      .select({
        sessionId: sql<number>`${s.id}`.as('session_id'),
        date: sql<string>`${s.date}`.as('session_date'),
        startTime: sql<string>`${s.startTime}`.as('session_start'),
      })
      .from(s)
      .where(and(...sessionMatchSql(m, s)))
      // Date and start are unique within a program (activity_sessions_start_unique), which reads
      // them in this order.
      .orderBy(s.date, s.startTime)
      .limit(1)
      .as(name)
  );
}

/**
 * Session `s` is its program's first matching one: no matching session of the program starts
 * before it (a program's sessions never share a date and start). Reading sessions in date order with this condition gives each program once, at
 * its next matching date, from the sessions' date index.
 */
export function isFirstMatchSql(m: SessionMatch, s: SessionAlias): SQL {
  const e = sessionAlias('earlier_session');
  return sql`not exists (select 1 from ${activitySessions} ${e} where ${and(
    ...sessionMatchSql(m, e),
    sql`(${e.date}, ${e.startTime}) < (${s.date}, ${s.startTime})`,
  )})`;
}

/**
 * How many programs meeting `program` have a session among ids `first`…`last` that `match`
 * accepts, up to `cap`: what a saved search finds among the sessions a catalogue write added
 * (lib/saved-search-check.ts). Read from the sessions' key, so a small range costs little
 * however large the catalogue.
 */
export async function countProgramsAmongSessions(
  db: Database,
  program: SQL[],
  match: SessionMatch,
  range: SessionIdRange,
  cap: number,
): Promise<number> {
  const s = sessionAlias('added_session');
  const found = db
    .selectDistinct({ id: a.id })
    .from(s)
    .innerJoin(a, sql`${a.id} = ${s.activityId}`)
    .where(
      and(
        sql`${s.id} between ${range.first} and ${range.last}`,
        ...program,
        ...sessionMatchSql(match, s),
      ),
    )
    .limit(cap)
    .as('found');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(found);
  return row?.n ?? 0;
}
