import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { addDays } from '../../../shared/iso-date';
import type { FinderInterpretation } from '../../../shared/finder-parse';
import { FINDER_WEEKDAYS } from '../../../shared/finder-parse';
import { GROUP_TAGS, type FinderGroup } from '../../../shared/finder-vocabulary';
import type { LatLng } from '../../../shared/geo';
import type { ActivitySearchItem } from '../../../shared/schemas/search';
import { FINDER_RANKED_MAX, FINDER_TOTAL_MAX } from '../../../shared/finder-limits';
import { upcomingFloor, type LocalMoment } from '../../../shared/upcoming';
import type { Database } from '../../db/client';
import { activityColumns, toActivity, toFoundSession } from '../../lib/activity-rows.queries';
import { activities as a, kidProfiles, profiles, providers } from '../../db/schema';
import { distanceSql, withinSql } from '../../lib/distance.queries';
import type { SessionIdRange } from '../../lib/saved-search-check';
import {
  countProgramsAmongSessions,
  isFirstMatchSql,
  nextSessionOf,
  isoWeekdayOf,
  foundSessionColumns,
  sessionAlias,
  sessionMatchSql,
  type SessionMatch,
} from '../../lib/session-match.queries';

/** Plain Drizzle for the finders: the parent's kids and location, and one ranked page. */

/** The parent's kids among `ids`, or all of them when `ids` is null. */
export function findKids(db: Database, userId: string, ids: string[] | null) {
  const mine = eq(kidProfiles.userId, userId);
  return db
    .select({
      id: kidProfiles.id,
      birthDate: kidProfiles.birthDate,
      interests: kidProfiles.interests,
    })
    .from(kidProfiles)
    .where(ids === null ? mine : and(mine, inArray(kidProfiles.id, ids)));
}

export async function findSavedLocation(db: Database, userId: string): Promise<LatLng | null> {
  const [row] = await db
    .select({ lat: profiles.locationLat, lng: profiles.locationLng })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null;
}

export type FinderPageQuery = {
  interpretation: FinderInterpretation;
  /** The parent's clock: sessions that started before it are not upcoming. */
  now: LocalMoment;
  /** The text's ages, else the selected kids'. */
  ages: { min: number; max: number } | null;
  /** The selected kids' interests, lower case, and the categories they point to. */
  interestTags: string[];
  interestCategories: string[];
  point: LatLng | null;
  /** Places a session must have left to be offered at all. */
  placesNeeded: number;
  /** Places the selected kids would take: sessions with fewer come last. */
  placesWanted: number;
  limit: number;
};

const values = (list: readonly (string | number)[]) =>
  sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  );

/** The spellings a lower-case tag may have in the catalogue ('pa day', 'Pa day', 'PA Day'…). */
function spellings(tag: string): string[] {
  const first = tag.charAt(0).toUpperCase() + tag.slice(1);
  const title = tag.replace(/\b\w/g, (c) => c.toUpperCase());
  return [...new Set([tag, first, title, tag.toUpperCase()])];
}

/** Some tag of the activity is one of `tags`, whatever its case (the GIN index answers it). */
const hasTag = (tags: readonly string[]) =>
  sql`${a.tags} && array[${values(tags.flatMap(spellings))}]::text[]`;

/** The spec's group match rules (part 2, section 5); 'weekend' is the session's (sessionsSql). */
function groupSql(group: Exclude<FinderGroup, 'weekend'>): SQL {
  if (group === 'free') return sql`${a.priceCents} = 0`;
  return hasTag(GROUP_TAGS[group]);
}

function interestSql(q: FinderPageQuery): SQL | null {
  const parts: SQL[] = [];
  if (q.interestTags.length > 0) parts.push(hasTag(q.interestTags));
  if (q.interestCategories.length > 0) parts.push(inArray(a.type, q.interestCategories));
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/**
 * Every constraint the request states, as conditions on the program and on the session it is
 * found by (decision 048). Each keyword group the text triggered is one of them (docs/decisions/040):
 * the spec's floor — a kid's interest or one of the groups — then holds for every activity
 * offered, and a kid's interest only ranks.
 */
function whereSql(q: FinderPageQuery): SQL[] {
  const i = q.interpretation;
  const where: SQL[] = [];
  if (q.ages) where.push(sql`${a.ageMin} <= ${q.ages.max} and ${a.ageMax} >= ${q.ages.min}`);
  if (i.free) where.push(eq(a.priceCents, 0));
  if (i.priceMaxCents !== null) where.push(lte(a.priceCents, i.priceMaxCents));
  if (i.categories.length > 0) where.push(inArray(a.type, i.categories));
  if (i.maxDistanceMiles !== null && q.point) {
    where.push(...withinSql(q.point, i.maxDistanceMiles));
  }
  for (const group of i.groups) if (group !== 'weekend') where.push(groupSql(group));
  return where;
}

/** What the session a program is found by must be: bookable, and on the days and times asked. */
function sessionsSql(q: FinderPageQuery): SessionMatch {
  const i = q.interpretation;
  const weekend = i.groups.includes('weekend');
  return {
    now: upcomingFloor(q.now),
    floor: upcomingFloor(q.now, i.dateFrom ?? undefined),
    toDate: i.dateTo ?? undefined,
    isoWeekdays:
      i.weekdays.length > 0 ? i.weekdays.map((d) => FINDER_WEEKDAYS.indexOf(d) + 1) : undefined,
    timesOfDay: i.timesOfDay.length > 0 ? i.timesOfDay : undefined,
    places: Math.max(1, q.placesNeeded),
    also: weekend ? (s) => [sql`${isoWeekdayOf(s)} in (6, 7)`] : undefined,
  };
}

/** What ranks among the fitting: a kid's interest, then the leftover words. */
function scoreSql(q: FinderPageQuery): SQL<number> | null {
  const i = q.interpretation;
  const terms: SQL[] = [];
  const interest = interestSql(q);
  if (interest) terms.push(sql`(case when ${interest} then 4 else 0 end)`);
  for (const word of i.keywords) {
    terms.push(sql`(case when position(${word} in ${a.searchText}) > 0 then 1 else 0 end)`);
  }
  return terms.length > 0 ? sql<number>`(${sql.join(terms, sql` + `)})` : null;
}

/**
 * The first days are read from the sessions' date index, which stops once enough programs fit;
 * if those days fall short, the fitting is rare, and the programs found through their own
 * indexes (tags, category, place) are each joined to their next fitting session and sorted.
 */
const PROBE_DAYS = 14;

/** The soonest FINDER_TOTAL_MAX fitting programs, each with the session it fits by, in date order. */
function selectSoonestFitting(db: Database, q: FinderPageQuery) {
  const sessions = sessionsSql(q);
  const probeEnd = addDays(sessions.floor.date, PROBE_DAYS);
  const s = sessionAlias('fitting_session');
  const soon = db
    .select({ id: a.id, sessionId: sql<number>`${s.id}`.as('session_id') })
    .from(s)
    .innerJoin(a, eq(a.id, s.activityId))
    .where(
      and(
        ...whereSql(q),
        ...sessionMatchSql(sessions, s),
        isFirstMatchSql(sessions, s),
        sql`${s.date} < ${probeEnd}::date`,
      ),
    )
    .orderBy(s.date, s.startTime, a.id)
    .limit(FINDER_TOTAL_MAX);
  // Dates asked for that end within the first days ("today", "this weekend"): those days hold
  // every fitting session, and looking past them would visit each fitting program for nothing.
  if (sessions.toDate !== undefined && sessions.toDate < probeEnd) return soon;
  const next = nextSessionOf(db, sessions);
  const later = db
    .select({ id: a.id, sessionId: sql<number>`${next.sessionId}`.as('session_id') })
    .from(a)
    .innerJoinLateral(next, sql`true`)
    .where(and(...whereSql(q), sql`${next.date} >= ${probeEnd}::date`))
    .orderBy(next.date, next.startTime, a.id)
    .limit(FINDER_TOTAL_MAX);
  // UNION ALL runs its parts in order and stops at the limit: the later part costs nothing
  // when the first days fill it.
  return unionAll(soon, later).limit(FINDER_TOTAL_MAX);
}

/**
 * The best `limit` fitting programs and how many fit (counted up to FINDER_TOTAL_MAX), from one
 * walk of the sessions' date index: the soonest fitting programs, each at its first fitting
 * session, give the count, and their first FINDER_RANKED_MAX are ranked.
 */
export async function selectFinderPage(db: Database, q: FinderPageQuery) {
  const soonest = await selectSoonestFitting(db, q);
  const ranked = soonest.slice(0, FINDER_RANKED_MAX);
  if (ranked.length === 0) return { rows: [], total: 0, wordsFound: false };
  const ids = ranked.map((row) => row.id);
  const found = sessionAlias('found_session');
  const distance = q.point ? distanceSql(q.point) : sql<number | null>`null::float8`;
  const score = scoreSql(q);
  const byScore = score ? [sql`${score} desc`] : [];
  const nearFirst = q.point && q.interpretation.nearMe ? [sql`${distance} asc`] : [];
  const roomFirst = q.placesWanted > 1 ? [sql`(${found.spotsLeft} >= ${q.placesWanted}) desc`] : [];
  // Ranked by date alone, the page is the first of the soonest: only those are read. (Asked for
  // all of them, the planner walks the sessions' date index past thousands of others to find
  // the page's: 10–16 ms at 100 000 sessions, where reading the page by id takes one.)
  const reranked = roomFirst.length + byScore.length + nearFirst.length > 0;
  const onPage = reranked ? ranked : ranked.slice(0, q.limit);
  const rows = await db
    .select({
      ...activityColumns,
      distanceMiles: sql<number | null>`${distance}`,
      next: foundSessionColumns(found),
    })
    .from(a)
    .innerJoin(providers, eq(providers.id, a.providerId))
    .innerJoin(found, eq(found.activityId, a.id))
    .where(
      inArray(
        found.id,
        onPage.map((row) => row.sessionId),
      ),
    )
    .orderBy(...roomFirst, ...byScore, ...nearFirst, found.date, found.startTime, a.id)
    .limit(q.limit);
  const wordsFound = await anyMentions(db, q.interpretation.keywords, ids);
  return { rows, total: soonest.length, wordsFound };
}

/**
 * How many programs fit (up to FINDER_TOTAL_MAX), for saying what emptied a list: counted the way
 * the list counts them. (Asked as "programs with some fitting session", the planner could only
 * read every program and look for its sessions: 20 ms for tonight's 87 sessions at 100 000.)
 */
export async function countFitting(db: Database, q: FinderPageQuery): Promise<number> {
  return (await selectSoonestFitting(db, q)).length;
}

/** Whether any of the activities mentions one of the words: did the text say anything we know? */
async function anyMentions(db: Database, words: string[], ids: number[]) {
  if (words.length === 0 || ids.length === 0) return false;
  const mentions = words.map((w) => sql`position(${w} in ${a.searchText}) > 0`);
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(inArray(a.id, ids), sql`(${sql.join(mentions, sql` or `)})`))
    .limit(1);
  return row !== undefined;
}

type FinderRow = Awaited<ReturnType<typeof selectFinderPage>>['rows'][number];

/** A row as GET /api/activities shows an item ('HH:MM' times). */
export function toFinderItem(row: FinderRow): ActivitySearchItem {
  const distance = row.distanceMiles;
  return {
    ...toActivity(row),
    distanceMiles: distance === null ? null : Number(distance),
    next: toFoundSession(row.next),
  };
}

/** How many programs fit through the sessions with ids in `range` (a saved request's new ones). */
export function countFittingAmong(
  db: Database,
  q: FinderPageQuery,
  range: SessionIdRange,
  cap: number,
): Promise<number> {
  return countProgramsAmongSessions(db, whereSql(q), sessionsSql(q), range, cap);
}
