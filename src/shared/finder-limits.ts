/** The finders' limits, without zod, for the screens and the schemas alike. */

/** Characters in a finder request. */
export const FINDER_TEXT_MAX = 500;
/** Results in one answer. */
export const FINDER_LIMIT_DEFAULT = 20;
export const FINDER_LIMIT_MAX = 50;
