/**
 * The search's limits, without zod: the search schemas check them, and the screens that show
 * them (the search box, home's For You shelf) read them here so zod stays out of the first route.
 */

/** Characters in a search text. */
export const SEARCH_TEXT_MAX = 100;
export const SEARCH_MILES_MAX = 500;
/** Values in one repeated filter (categories, weekdays…). */
export const SEARCH_LIST_MAX = 20;
/** GET /api/activities/for-you answers with this many picks. */
export const FOR_YOU_COUNT = 6;
/**
 * The first page counts its matches up to this many, then says "100+ activities found". Counting
 * reads matches one by one (a text match is checked row by row): at 100 000 activities, counting
 * to 1 000 took 20 to 150 ms on PostgreSQL, against the search's 30 ms p95 budget; to 100, a tenth.
 */
export const SEARCH_COUNT_CAP = 100;

/** Home's Featured (the first 8) and Trending (the next 8) come from one search. */
export const HOME_POPULAR_COUNT = 16;
/**
 * That search: the popular order, sessions with places left only (docs/decisions/023): the most
 * booked are often full, and a full session in Home's shop window is a dead end for a parent.
 */
export const HOME_POPULAR_SEARCH = {
  sort: 'popular',
  available: 'true',
  limit: String(HOME_POPULAR_COUNT),
} as const;
