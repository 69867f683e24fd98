import { ageInYears } from '../../../shared/age';
import { WEEKDAYS } from '../../../shared/family-options';
import {
  FOR_YOU_DAYS,
  hasFamilySignal,
  pickDiverse,
  scoreForFamily,
  varietyPick,
  type ForYouCandidate,
  type ForYouFamily,
} from '../../../shared/for-you';
import type { LatLng } from '../../../shared/geo';
import { addDays } from '../../../shared/iso-date';
import { FOR_YOU_COUNT, type ForYouItem } from '../../../shared/schemas/search';
import { windowSlots } from '../../../shared/time-windows';
import { localMoment, readLocalDateTime, upcomingFloor } from '../../../shared/upcoming';
import type { Database } from '../../db/client';
import { toActivity, toFoundSession } from './activities.queries';
import {
  findChosen,
  findFamily,
  listForYouCandidates,
  type CandidateQuery,
} from './for-you.queries';

/** Candidates fetched per category (and as many again on preferred days and times). */
const CANDIDATES_PER_CATEGORY = 10;

/**
 * GET /api/activities/for-you: six upcoming activities ranked for the signed-in family, each
 * with its reason; a visitor (or a family with nothing to rank by) gets a varied pick.
 */
export async function listForYou(
  db: Database,
  userId: string | null,
  query: { lat?: number; lng?: number; now?: string },
): Promise<{ items: ForYouItem[] }> {
  const now = (query.now && readLocalDateTime(query.now)) || localMoment();
  const today = now.date;
  const point: LatLng | undefined =
    query.lat !== undefined && query.lng !== undefined
      ? { lat: query.lat, lng: query.lng }
      : undefined;
  const stored = userId ? await findFamily(db, userId) : null;
  const family: ForYouFamily = {
    kids: stored?.kids ?? [],
    preferences: stored?.preferences ?? null,
  };
  const prefs = stored?.preferences ?? null;
  const nearby: CandidateQuery = {
    floor: upcomingFloor(now),
    toDate: addDays(today, FOR_YOU_DAYS - 1),
    kidAges: family.kids.map((k) => ageInYears(k.birthDate, today)),
    ageRange: prefs ? { min: prefs.ageMin, max: prefs.ageMax } : undefined,
    point,
    within: point && prefs ? { point, miles: prefs.maxDistance } : undefined,
    preferredWeekdays: (prefs?.preferredDays ?? []).flatMap((d) => {
      const i = WEEKDAYS.findIndex((w) => w === d);
      return i >= 0 ? [i + 1] : [];
    }),
    preferredSlots: windowSlots(prefs?.preferredTimes ?? []),
    perCategory: CANDIDATES_PER_CATEGORY,
  };
  let rows = await listForYouCandidates(db, nearby);
  // Too few soon and close by: any upcoming date, any distance (ages still must fit).
  if (rows.length < FOR_YOU_COUNT) {
    rows = await listForYouCandidates(db, { ...nearby, toDate: undefined, within: undefined });
  }

  const picks = choose(rows, family, today);
  if (picks.length === 0) return { items: [] };
  const ids = picks.map((p) => p.row.id);
  const chosen = new Map((await findChosen(db, ids)).map((full) => [full.id, full]));
  // A pick deleted between the two reads is left out rather than shown half.
  return {
    items: picks.flatMap(({ row, reason }) => {
      const full = chosen.get(row.id);
      if (!full) return [];
      const next = toFoundSession(row.next);
      return [{ ...toActivity(full), distanceMiles: row.distanceMiles, next, reason }];
    }),
  };
}

/** The six to show and why: ranked for a family with something to rank by, else a varied pick. */
function choose<T extends ForYouCandidate>(
  rows: T[],
  family: ForYouFamily,
  today: string,
): { row: T; reason: string | null }[] {
  if (!hasFamilySignal(family)) {
    return varietyPick(rows, today, FOR_YOU_COUNT).map((row) => ({ row, reason: null }));
  }
  const scored = rows.flatMap((row) => {
    const fit = scoreForFamily(row, family, today);
    return fit ? [{ row, type: row.type, ...fit }] : [];
  });
  return pickDiverse(scored, FOR_YOU_COUNT);
}
