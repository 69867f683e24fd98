/** The finders' limits, without zod, for the screens and the schemas alike. */

/** Characters in a finder request. */
export const FINDER_TEXT_MAX = 500;
/** Results in one answer. */
export const FINDER_LIMIT_DEFAULT = 20;
export const FINDER_LIMIT_MAX = 50;
/**
 * GET /api/finder counts fitting activities up to this many (the screen then says "500+"): past
 * it a parent learns nothing more, and counting costs more.
 */
export const FINDER_TOTAL_MAX = 500;
/**
 * The soonest fitting activities that are ranked; the date index finds them without reading
 * every fitting row, so a broad request costs no more than a narrow one.
 */
export const FINDER_RANKED_MAX = 500;
