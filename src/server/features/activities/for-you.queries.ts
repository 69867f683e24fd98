import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_CATEGORIES } from '../../../shared/activity-categories';
import type { LatLng } from '../../../shared/geo';
import type { WindowSlot } from '../../../shared/time-windows';
import type { UpcomingFloor } from '../../../shared/upcoming';
import type { Database } from '../../db/client';
import { activities as a, kidProfiles, parentPreferences, providers } from '../../db/schema';
import { upcomingSql } from '../../lib/upcoming.queries';
import { activityColumns } from './activities.queries';
import { distanceSql, isoWeekday, startsInSql, withinSql } from './search-filters.queries';

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
function preferredSql(q: CandidateQuery): SQL | null {
  const matches: SQL[] = [];
  if (q.preferredWeekdays.length > 0) {
    const days = sql.join(
      q.preferredWeekdays.map((d) => sql`${d}`),
      sql`, `,
    );
    matches.push(sql`${isoWeekday} in (${days})`);
  }
  for (const slot of q.preferredSlots) {
    const days = slot.days === 'weekend' ? sql`${isoWeekday} >= 6` : sql`${isoWeekday} <= 5`;
    matches.push(sql`(${days} and ${startsInSql(slot.timeOfDay)})`);
  }
  return matches.length > 0 ? sql`(${sql.join(matches, sql` or `)})` : null;
}

/**
 * Upcoming, bookable activities that fit the family, a few of each category: the soonest on
 * preferred days and times, and the soonest of all. Each category is read in date order from
 * activities_type_date_idx and stops early, so the cost does not grow with the catalogue. Only
 * what the ranking reads comes back; `findChosen` reads the few picked in full.
 */
export function listForYouCandidates(db: Database, q: CandidateQuery) {
  const where: SQL[] = [
    sql`${a.type} = ${sql.identifier('category')}.${sql.identifier('type')}`,
    upcomingSql(q.floor),
    sql`${a.spotsLeft} > 0`,
  ];
  if (q.toDate) where.push(lte(a.date, q.toDate));
  if (q.kidAges.length > 0) {
    const fitsOne = q.kidAges.map((age) => sql`(${a.ageMin} <= ${age} and ${a.ageMax} >= ${age})`);
    where.push(sql`(${sql.join(fitsOne, sql` or `)})`);
  } else if (q.ageRange) {
    where.push(sql`${a.ageMin} <= ${q.ageRange.max} and ${a.ageMax} >= ${q.ageRange.min}`);
  }
  if (q.within) where.push(...withinSql(q.within.point, q.within.miles));

  const soonest = (extra: SQL[]) =>
    db
      .select({ id: a.id })
      .from(a)
      .where(and(...where, ...extra))
      .orderBy(asc(a.date), asc(a.startTime), asc(a.id))
      .limit(q.perCategory);
  const preferred = preferredSql(q);
  const picks = preferred ? sql`${soonest([preferred])} union ${soonest([])}` : soonest([]);
  const categories = sql.join(
    ACTIVITY_CATEGORIES.map((c) => sql`${c}`),
    sql`, `,
  );
  const candidateIds = sql`select picked.id
    from unnest(array[${categories}]::text[]) as ${sql.identifier('category')}(type)
    cross join lateral (${picks}) as picked`;

  return db
    .select({
      id: a.id,
      type: a.type,
      date: a.date,
      startTime: a.startTime,
      ageMin: a.ageMin,
      ageMax: a.ageMax,
      distanceMiles: q.point ? distanceSql(q.point) : sql<number | null>`null::float8`,
    })
    .from(a)
    .where(sql`${a.id} in (${candidateIds})`)
    .orderBy(asc(a.date), asc(a.startTime), asc(a.id));
}

/** The chosen activities, whole, in no particular order: only these few are read in full. */
export function findChosen(db: Database, ids: number[]) {
  return db
    .select(activityColumns)
    .from(a)
    .innerJoin(providers, eq(providers.id, a.providerId))
    .where(inArray(a.id, ids));
}
