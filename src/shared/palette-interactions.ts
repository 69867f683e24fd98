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
