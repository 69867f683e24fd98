import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_CATEGORIES } from '../../../shared/activity-categories';
import type { LatLng } from '../../../shared/geo';
import type { WindowSlot } from '../../../shared/time-windows';
import type { UpcomingFloor } from '../../../shared/upcoming';
import type { Database } from '../../db/client';
import { activities as a, kidProfiles, parentPreferences, providers } from '../../db/schema';
import { distanceSql, withinSql } from '../../lib/distance.queries';
import {
  inSlotSql,
  isoWeekdayOf,
  nextSessionOf,
  foundSessionColumns,
  sessionAlias,
  type SessionAlias,
  type SessionMatch,
} from '../../lib/session-match.queries';
import { activityColumns } from './activities.queries';

/** Plain Drizzle for home's For You: the family's signals and a few candidates per category. */

/** The parent's kids (by name) and saved preferences: only what For You ranks by. */
export async function findFamily(db: Database, userId: string) {
  const kids = await db
    .select({
      name: kidProfiles.name,
      birthDate: kidProfiles.birthDate,
      interests: kidProfiles.interests,
    })
    .from(kidProfiles)
    .where(eq(kidProfiles.userId, userId))
    .orderBy(asc(kidProfiles.name), asc(kidProfiles.id));
  const [preferences] = await db
    .select({
      activityTypes: parentPreferences.activityTypes,
      preferredDays: parentPreferences.preferredDays,
      preferredTimes: parentPreferences.preferredTimes,
      maxDistance: parentPreferences.maxDistance,
      ageMin: parentPreferences.ageMin,
      ageMax: parentPreferences.ageMax,
    })
    .from(parentPreferences)
    .where(eq(parentPreferences.userId, userId));
  return { kids, preferences: preferences ?? null };
}

export type CandidateQuery = {
  /** Upcoming only: today's sessions not yet started, and later days. */
  floor: UpcomingFloor;
  toDate?: string;
  /** Kids' ages today: an activity must take at least one of them. */
  kidAges: number[];
  /** With no kids, the saved age range. */
  ageRange?: { min: number; max: number };
  point?: LatLng;
  within?: { point: LatLng; miles: number };
  /** Saved days (ISO weekday numbers) and time slots: sessions matching them are fetched too. */
  preferredWeekdays: number[];
  preferredSlots: WindowSlot[];
  /** How many of each category to fetch, soonest first (twice that with preferred days or times). */
  perCategory: number;
};

/** A session on a preferred day or in a preferred slot (the same windows shared/for-you.ts uses). */
function preferredSql(q: CandidateQuery, s: SessionAlias): SQL {
  const matches: SQL[] = [];
  if (q.preferredWeekdays.length > 0) {
    const days = sql.join(
      q.preferredWeekdays.map((d) => sql`${d}`),
      sql`, `,
    );
    matches.push(sql`${isoWeekdayOf(s)} in (${days})`);
  }
  for (const slot of q.preferredSlots) matches.push(inSlotSql(slot, s));
  return sql`(${sql.join(matches, sql` or `)})`;
}

/**
 * Upcoming, bookable programs that fit the family, a few of each category: the soonest on
 * preferred days and times, and the soonest of all. Each category is read in date order from
 * activities_type_date_idx, each program joined to its next bookable session, and stops early,
 * so the cost does not grow with the catalogue. Only what the ranking reads comes back, with
 * the session each was found by; `findChosen` reads the few picked in full.
 */
export function listForYouCandidates(db: Database, q: CandidateQuery) {
  const where: SQL[] = [sql`${a.type} = ${sql.identifier('category')}.${sql.identifier('type')}`];
  // The first session comes no later than the next: a cheap bound before any session is read.
  if (q.toDate) where.push(lte(a.date, q.toDate));
  if (q.kidAges.length > 0) {
    const fitsOne = q.kidAges.map((age) => sql`(${a.ageMin} <= ${age} and ${a.ageMax} >= ${age})`);
    where.push(sql`(${sql.join(fitsOne, sql` or `)})`);
  } else if (q.ageRange) {
    where.push(sql`${a.ageMin} <= ${q.ageRange.max} and ${a.ageMax} >= ${q.ageRange.min}`);
  }
  if (q.within) where.push(...withinSql(q.within.point, q.within.miles));
  const match: SessionMatch = { now: q.floor, floor: q.floor, toDate: q.toDate, places: 1 };

  const soonest = (sessions: SessionMatch) => {
    const next = nextSessionOf(db, sessions);
    return db
      .select({ id: a.id, sessionId: next.sessionId })
      .from(a)
      .innerJoinLateral(next, sql`true`)
      .where(and(...where))
      .orderBy(asc(a.date), asc(a.startTime), asc(a.id))
      .limit(q.perCategory);
  };
  const preferred = { ...match, also: (s: SessionAlias) => [preferredSql(q, s)] };
  const picks =
    q.preferredWeekdays.length + q.preferredSlots.length > 0
      ? sql`${soonest(preferred)} union ${soonest(match)}`
      : soonest(match);
  const categories = sql.join(
    ACTIVITY_CATEGORIES.map((c) => sql`${c}`),
    sql`, `,
  );
  const found = sessionAlias('found_session');
  const picked = sql`${sql.identifier('picked')}`;
  const candidates = sql`(select distinct on (${picked}.id) ${picked}.id, ${picked}.session_id
    from unnest(array[${categories}]::text[]) as ${sql.identifier('category')}(type)
    cross join lateral (${picks}) as ${picked}
    order by ${picked}.id, ${picked}.session_id) as ${sql.identifier('candidate')}`;

  return db
    .select({
      id: a.id,
      type: a.type,
      date: found.date,
      startTime: found.startTime,
      ageMin: a.ageMin,
      ageMax: a.ageMax,
      distanceMiles: q.point ? distanceSql(q.point) : sql<number | null>`null::float8`,
      next: foundSessionColumns(found),
    })
    .from(candidates)
    .innerJoin(a, sql`${a.id} = ${sql.identifier('candidate')}.id`)
    .innerJoin(found, sql`${found.id} = ${sql.identifier('candidate')}.session_id`)
    .orderBy(asc(found.date), asc(found.startTime), asc(a.id));
}

/** The chosen activities, whole, in no particular order: only these few are read in full. */
export function findChosen(db: Database, ids: number[]) {
  return db
    .select(activityColumns)
    .from(a)
    .innerJoin(providers, eq(providers.id, a.providerId))
    .where(inArray(a.id, ids));
}
