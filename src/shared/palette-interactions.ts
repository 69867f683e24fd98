/**
 * What the search palette logs (spec part 2, section 7): its two kinds of interaction and the
 * summary stored with each. No zod here, so the lazily loaded palette can use these without
 * shipping the schema library; schemas/palette-log.ts builds the request schema on them.
 */

export const PALETTE_LOG_TYPES = ['search_palette', 'redirect_to_bot'] as const;
export type PaletteLogType = (typeof PALETTE_LOG_TYPES)[number];

export const PALETTE_SUMMARIES = {
  search_palette: 'Selected activity from search results',
  redirect_to_bot: 'Redirected to BoredomBot',
} as const satisfies Record<PaletteLogType, string>;

/**
 * What the finders log to the same table: a search on a screen (usedRecommendation false, the
 * result count as summary) and a 'View Details' from its results (true, FINDER_PICK_SUMMARY).
 */
export const FINDER_LOG_TYPES = ['kid_curator', 'boredom_bot'] as const;
export type FinderLogType = (typeof FINDER_LOG_TYPES)[number];
export const FINDER_PICK_SUMMARY = 'Selected activity from finder results';

/** Every search_type a boredombot_logs row may hold. */
export const BOREDOMBOT_LOG_TYPES = [...PALETTE_LOG_TYPES, ...FINDER_LOG_TYPES] as const;
