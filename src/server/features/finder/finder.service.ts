import { ageInYears } from '../../../shared/age';
import type { ActivityCategory } from '../../../shared/activity-categories';
import { withoutChips } from '../../../shared/finder-chips';
import { parseFinderRequest, type FinderInterpretation } from '../../../shared/finder-parse';
import type { LatLng } from '../../../shared/geo';
import { INTEREST_CATEGORIES } from '../../../shared/interest-categories';
import { localIsoDate } from '../../../shared/iso-date';
import {
  dateOfLocalDateTime,
  type FinderParseQuery,
  type FinderQuery,
  type FinderResult,
} from '../../../shared/schemas/finder';
import { localMoment, readLocalDateTime } from '../../../shared/upcoming';
import type { Database } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { findKids, findSavedLocation, selectFinderPage, toFinderItem } from './finder.queries';
import { kidNotFound } from '../../lib/refusals';

/**
 * The finders (docs/finder-conventions.md): read the request on the parent's day, then find the
 * upcoming activities that fit every constraint it states, on top of the spec's matching rule.
 */

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
  const kids = await selectedKids(db, userId, query.kidIds ?? []);
  const kidAges = kids.map((k) => ageInYears(k.birthDate, today));
  const point = await locationOf(db, userId, query);
  const interests = kids.flatMap((k) => k.interests);
  const { rows, total } = await selectFinderPage(db, {
    interpretation,
    today,
    now: (query.now && readLocalDateTime(query.now)) || localMoment(),
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
    limit: query.limit,
  });
  return { interpretation, items: rows.map(toFinderItem), total };
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
