import type { LatLng } from '../../../shared/geo';
import {
  ActivitySearchQuerySchema,
  SEARCH_COUNT_CAP,
  type ActivitySearch,
  type ActivitySearchPage,
  type ActivitySort,
} from '../../../shared/schemas/search';
import {
  localMoment,
  readLocalDateTime,
  upcomingFloor,
  type LocalMoment,
} from '../../../shared/upcoming';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import { toActivity, toFoundSession } from './activities.queries';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from './search-cursor';
import { distanceSql } from '../../lib/distance.queries';
import type { SavedSearchMatcher } from '../../lib/saved-search-check';
import { countProgramsAmongSessions } from '../../lib/session-match.queries';
import { filterSql, type SearchFilters } from './search-filters.queries';
import { selectByRelevance } from './search-relevance.queries';
import type { Keyset } from './search-sorts.queries';
import { isPlainWord, wordsOf, type TextSearch } from './search-text';
import { LOOK_ALIKE_TIER, lookAlikeMatchSql } from './search-text.queries';
import {
  anyMatches,
  countMatches,
  lookUpWords,
  selectSearchPage,
  type PageQuery,
  type SearchRow,
} from './search.queries';

/** GET /api/activities: upcoming activities by text, filters and sort, a keyset page at a time. */
export async function searchActivities(
  db: Database,
  search: ActivitySearch,
): Promise<ActivitySearchPage> {
  // The parent's clock when they send it: sessions that started before it are not upcoming.
  const now = (search.now && readLocalDateTime(search.now)) || localMoment();
  const today = now.date;
  const q = search.q || undefined;
  const sort: ActivitySort = search.sort ?? (q ? 'relevance' : 'date');
  const after = readCursor(search.cursor, sort);
  const point: LatLng | undefined =
    search.lat !== undefined && search.lng !== undefined
      ? { lat: search.lat, lng: search.lng }
      : undefined;
  const prepared = q ? await prepareText(db, q) : undefined;
  const text = prepared?.search;
  const filters = searchFilters(search, { point, text, now });
  // A popular cursor keeps the tie order of the day its first page was served.
  const day = after?.sort === 'popular' ? after.day : today;
  const take = search.limit + 1;
  const distance = point ? distanceSql(point) : undefined;

  // The first page also says how many match, counted alongside the page (a pool runs both at once).
  const firstPage = search.cursor === undefined;
  const counting = firstPage ? countMatches(db, filterSql(filters), SEARCH_COUNT_CAP) : null;

  const readRows = async (): Promise<(SearchRow & { tier?: number })[]> => {
    if (sort === 'relevance' && text) {
      const from = after?.sort === 'relevance' ? after : undefined;
      // Each tier is a part of the text match, so the match itself is not repeated.
      const where = filterSql({ ...filters, text: undefined });
      const fromDate = filters.floor.date;
      return selectByRelevance(db, { where, day, distance, text, after: from, take, fromDate });
    }
    if (sort === 'distance' && point) {
      return selectNearest(db, filters, point, { day, take, distance, after: keyset(after) });
    }
    const order = sort === 'relevance' ? 'date' : sort;
    const where = filterSql(filters);
    return selectSearchPage(db, { where, order, day, take, distance, after: keyset(after) });
  };
  const [rows, count] = await Promise.all([readRows(), counting]);

  const page = rows.slice(0, search.limit);
  const last = page.at(-1);
  const corrected =
    firstPage && prepared?.corrected && count && count.total > 0
      ? await correctionUsed(db, filters, prepared.search, rows, sort)
      : false;
  return {
    items: page.map(toSearchItem),
    nextCursor:
      rows.length > search.limit && last ? encodeSearchCursor(cursorAfter(sort, last, day)) : null,
    total: count?.total ?? null,
    totalCapped: count?.capped ?? false,
    correctedQuery: corrected ? (prepared?.corrected ?? null) : null,
  };
}

/**
 * A saved Discover search (lib/saved-search-check.ts): how many programs it finds among the
 * sessions a catalogue write added, on the server's clock. A query that no longer reads as valid
 * finds nothing.
 */
export const countDiscoverMatchesAmong: SavedSearchMatcher = async (db, search, sessions, cap) => {
  const parsed = ActivitySearchQuerySchema.safeParse(search.query);
  if (!parsed.success) return 0;
  const s = parsed.data;
  const point = s.lat !== undefined && s.lng !== undefined ? { lat: s.lat, lng: s.lng } : undefined;
  const text = s.q ? (await prepareText(db, s.q)).search : undefined;
  const where = filterSql(searchFilters(s, { point, text, now: localMoment() }));
  return countProgramsAmongSessions(db, where.program, where.sessions, sessions, cap);
};

const toSearchItem = (row: SearchRow) => ({
  ...toActivity(row),
  distanceMiles: row.distanceMiles,
  next: toFoundSession(row.next),
});

/**
 * Whether results came through look-alike words, not only through the text as typed (a
 * substring of a title, say). By relevance the look-alike tier comes first when some word is
 * unknown, so the page's first row tells; in other orders one indexed lookup does.
 */
async function correctionUsed(
  db: Database,
  filters: SearchFilters,
  text: TextSearch,
  rows: (SearchRow & { tier?: number })[],
  sort: ActivitySort,
): Promise<boolean> {
  if (sort === 'relevance') return rows[0]?.tier === LOOK_ALIKE_TIER;
  const lookAlike = lookAlikeMatchSql(text);
  if (!lookAlike) return false;
  const where = filterSql({ ...filters, text: undefined });
  return anyMatches(db, { ...where, program: [...where.program, lookAlike] });
}

/** The search's filters as the SQL builders take them (upcoming only; free → price 0). */
function searchFilters(
  search: ActivitySearch,
  { point, text, now }: { point?: LatLng; text?: TextSearch; now: LocalMoment },
): SearchFilters {
  return {
    now: upcomingFloor(now),
    floor: upcomingFloor(now, search.from),
    toDate: search.to,
    types: search.type,
    tags: search.tag,
    age: search.age,
    ages: search.ages,
    weekdays: search.weekday,
    timesOfDay: search.timeOfDay,
    windows: search.window,
    minPrice: search.minPrice,
    maxPrice: search.free ? 0 : search.maxPrice,
    available: search.available,
    text,
    within: point && search.withinMiles ? { point, miles: search.withinMiles } : undefined,
  };
}

const keyset = (c: SearchCursor | undefined): Keyset | undefined =>
  c && c.sort !== 'relevance' ? c : undefined;

function readCursor(raw: string | undefined, sort: ActivitySort): SearchCursor | undefined {
  if (raw === undefined) return undefined;
  const reading = decodeSearchCursor(raw, sort);
  if (reading.ok) return reading.cursor;
  const message =
    reading.problem === 'other-sort'
      ? 'Cursor is not valid for this sort: start again from the first page'
      : 'Cursor is not valid: pass back nextCursor unchanged';
  throw new AppError(400, 'validation_failed', message, [{ path: 'cursor', message }]);
}

/**
 * The text, its words (only when the catalogue knows every one: otherwise no activity can have
 * them all, and the full-text lookups are skipped) and catalogue words that look like each.
 * `corrected`: the words with each unknown one replaced by its closest look-alike, when some
 * unknown word has one (whether results really came from it is decided after the search).
 */
async function prepareText(
  db: Database,
  text: string,
): Promise<{ search: TextSearch; corrected: string | null }> {
  const all = wordsOf(text);
  const { known, lookAlikes } = await lookUpWords(db, all);
  const alike = (w: string) => (lookAlikes.get(w) ?? []).filter(isPlainWord);
  const allKnown = all.every((w) => known.has(w));
  const replaced = all.map((w) => (known.has(w) ? w : (alike(w)[0] ?? w)));
  return {
    search: {
      text,
      words: allKnown ? all : [],
      lookAlikes: all.some((w) => alike(w).length > 0) ? all.map((w) => [w, ...alike(w)]) : null,
    },
    corrected: !allKnown && replaced.some((w, i) => w !== all[i]) ? replaced.join(' ') : null,
  };
}

/** Past this radius a circle holds the whole Earth (half its circumference, rounded up). */
const WHOLE_EARTH_MILES = 12_500;
const FIRST_RING_MILES = 1;

/**
 * Nearest first, looking in widening circles beyond the cursor's distance: once a circle holds
 * more than a page, nothing outside it can come earlier, so a dense city never computes the
 * distance of every activity.
 */
async function selectNearest(
  db: Database,
  filters: SearchFilters,
  point: LatLng,
  q: Pick<PageQuery, 'day' | 'take' | 'distance' | 'after'>,
) {
  const limit = filters.within?.miles ?? Infinity;
  const from = q.after?.sort === 'distance' ? q.after.miles : 0;
  for (let ring = FIRST_RING_MILES; ; ring *= 4) {
    const miles = Math.min(from + ring, limit);
    const everywhere = miles >= WHOLE_EARTH_MILES;
    const where = filterSql({ ...filters, within: everywhere ? undefined : { point, miles } });
    const rows = await selectSearchPage(db, {
      ...q,
      where,
      order: 'distance',
      computed: distanceSql(point),
      sortAll: true,
    });
    if (rows.length === q.take || miles >= limit || everywhere) return rows;
  }
}

function cursorAfter(
  sort: ActivitySort,
  row: SearchRow & { tier?: number },
  day: string,
): SearchCursor {
  const { id } = row;
  // By date and relevance, the session the program was found by; by price, its first session.
  const { date, startTime } = row.next;
  switch (sort) {
    case 'date':
      return { sort, date, startTime, id };
    case 'price':
      return { sort, priceCents: row.priceCents, date: row.date, startTime: row.startTime, id };
    case 'newest':
      return { sort, createdAt: row.createdAt, id };
    case 'popular':
      return { sort, day, taken: row.capacity - row.spotsLeft, shuffle: row.shuffle, id };
    case 'relevance':
      return { sort, tier: row.tier ?? 0, date, startTime, id };
    case 'distance': {
      if (row.computed === null) throw new Error('A distance page returned a row without its key');
      return { sort, miles: row.computed, id };
    }
  }
}
