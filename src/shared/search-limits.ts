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
