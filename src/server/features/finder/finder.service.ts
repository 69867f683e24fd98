import pLimit from 'p-limit';
import { ageInYears } from '../../../shared/age';
import type { ActivityCategory } from '../../../shared/activity-categories';
import {
  ALL_KIDS_CHIP,
  finderChips,
  withoutChips,
  type FinderChip,
} from '../../../shared/finder-chips';
import { parseFinderRequest, type FinderInterpretation } from '../../../shared/finder-parse';
import type { LatLng } from '../../../shared/geo';
import { INTEREST_CATEGORIES } from '../../../shared/interest-categories';
import { localIsoDate } from '../../../shared/iso-date';
import {
  dateOfLocalDateTime,
  type FinderParseQuery,
  FinderQuerySchema,
  type FinderQuery,
  type FinderResult,
} from '../../../shared/schemas/finder';
import { localMoment, readLocalDateTime, type LocalMoment } from '../../../shared/upcoming';
import type { Database } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { SavedSearchMatcher } from '../../lib/saved-search-check';
import {
  countFitting,
  countFittingAmong,
  findKids,
  findSavedLocation,
  selectFinderPage,
  toFinderItem,
  type FinderPageQuery,
} from './finder.queries';
import { kidNotFound } from '../../lib/refusals';

/**
 * The finders (docs/finder-conventions.md): read the request on the parent's day, then find the
 * upcoming activities that fit every constraint it states, on top of the spec's matching rule.
 */

/** An empty answer tries at most this many chips, one query each. */
const RELAXATIONS_TRIED = 12;
/** Relaxations counted side by side. */
const RELAXATIONS_AT_ONCE = 4;

/** The day the request is read on: the parent's local `now`, else the server's. */
const dayOf = (now: string | undefined) => (now && dateOfLocalDateTime(now)) || localIsoDate();

/** GET /api/finder/parse. */
export function readRequest(query: FinderParseQuery): FinderInterpretation {
  const today = dayOf(query.now);
  return withoutChips(parseFinderRequest(query.q, today), query.ignore ?? [], today);
}

/** GET /api/finder. */
export async function findActivities(
  db: Database,
  userId: string | null,
  query: FinderQuery,
): Promise<FinderResult> {
  const today = dayOf(query.now);
  const interpretation = readRequest(query);
  const kids = interpretation.allKids
    ? await findAllKids(db, userId)
    : await selectedKids(db, userId, query.kidIds ?? []);
  const now = (query.now && readLocalDateTime(query.now)) || localMoment();
  const base = pageQuery(interpretation, now, kids, await locationOf(db, userId, query));
  const { rows, total, wordsFound } = await selectFinderPage(db, { ...base, limit: query.limit });
  const chips = finderChips(interpretation, today).filter(
    (c) => c.key !== ALL_KIDS_CHIP || kids.length > 0,
  );
  return {
    interpretation,
    items: rows.map(toFinderItem),
    total,
    understood: chips.length > 0 || wordsFound,
    relaxations: total === 0 ? await relaxations(db, base, chips, today) : [],
  };
}

type Kid = Awaited<ReturnType<typeof findKids>>[number];

/** What the page query asks of every activity, from the request, the kids and the place. */
function pageQuery(
  interpretation: FinderInterpretation,
  now: LocalMoment,
  kids: Kid[],
  point: LatLng | null,
): FinderPageQuery {
  const kidAges = kids.map((k) => ageInYears(k.birthDate, now.date));
  const interests = kids.flatMap((k) => k.interests);
  // "both kids" needs a place for each of them; "my two kids" says how many.
  const family = interpretation.allKids ? kids.length : 0;
  return {
    interpretation,
    now,
    // The text's ages, when it gives any, are what the parent is asking for now.
    ages:
      interpretation.ages ??
      (kidAges.length > 0 ? { min: Math.min(...kidAges), max: Math.max(...kidAges) } : null),
    interestTags: [...new Set(interests.map((i) => i.toLowerCase()))],
    interestCategories: [
      ...new Set(
        interests.flatMap(
          (i) => (INTEREST_CATEGORIES as Record<string, ActivityCategory[]>)[i] ?? [],
        ),
      ),
    ],
    point,
    placesNeeded: Math.max(1, interpretation.kidCount ?? family),
    placesWanted: Math.max(1, kids.length),
    limit: 0,
  };
}

/** For an empty answer: the chips whose removal alone would find something, and how much. */
async function relaxations(
  db: Database,
  base: FinderPageQuery,
  chips: FinderChip[],
  today: string,
): Promise<FinderResult['relaxations']> {
  const tried = chips.slice(0, RELAXATIONS_TRIED);
  // A few at a time: the answer waits for the slowest of a few, not the sum of a dozen, and one
  // request does not take the whole pool.
  const limit = pLimit(RELAXATIONS_AT_ONCE);
  const totals = await Promise.all(
    tried.map((chip) =>
      limit(() => {
        const interpretation = withoutChips(base.interpretation, [chip.key], today);
        return countFitting(db, { ...base, interpretation });
      }),
    ),
  );
  return tried.flatMap((chip, i) => {
    const total = totals[i] ?? 0;
    return total > 0 ? [{ ...chip, total }] : [];
  });
}

/** Every kid of the parent ("both kids", "my kids"); none for a visitor. */
async function findAllKids(db: Database, userId: string | null) {
  return userId ? findKids(db, userId, null) : [];
}

/** The parent's kids among `ids`; any other id (or any id from a visitor) is not found. */
async function selectedKids(db: Database, userId: string | null, ids: string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  if (!userId || !wanted.every(isUuid)) throw kidNotFound();
  const kids = await findKids(db, userId, wanted);
  if (kids.length !== wanted.length) throw kidNotFound();
  return kids;
}

/** Where distance is measured from: the point given, else the parent's saved location. */
async function locationOf(
  db: Database,
  userId: string | null,
  query: FinderQuery,
): Promise<LatLng | null> {
  if (query.lat !== undefined && query.lng !== undefined) return { lat: query.lat, lng: query.lng };
  return userId ? findSavedLocation(db, userId) : null;
}

/**
 * A saved finder request (lib/saved-search-check.ts): how many programs it finds among the
 * sessions a catalogue write added, read on the server's day. A kid removed since is left out;
 * a request that no longer reads as valid finds nothing.
 */
export const countFinderMatchesAmong: SavedSearchMatcher = async (db, search, sessions, cap) => {
  const parsed = FinderQuerySchema.safeParse(search.query);
  if (!parsed.success) return 0;
  const query = parsed.data;
  const interpretation = readRequest({ ...query, now: undefined });
  const wanted = [...new Set(query.kidIds ?? [])].filter(isUuid);
  const kids = interpretation.allKids
    ? await findKids(db, search.userId, null)
    : wanted.length > 0
      ? await findKids(db, search.userId, wanted)
      : [];
  const point = await locationOf(db, search.userId, query);
  const base = pageQuery(interpretation, localMoment(), kids, point);
  return countFittingAmong(db, base, sessions, cap);
};
