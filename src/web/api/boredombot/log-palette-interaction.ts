import { PALETTE_SUMMARIES, type PaletteLogType } from '../../../shared/palette-interactions';
// Type only: the schema module would bring zod into the palette's chunk.
import type { PaletteLogInput } from '../../../shared/schemas/palette-log';
import { api, unwrap } from '../../lib/api-client';
import { deviceInfo, sessionId } from './log-session';

type Interaction = { searchType: PaletteLogType; searchInput: string };

/**
 * Records what was searched and where it led (POST /api/boredombot/logs). Fire and forget: a
 * failure only reaches the console; the parent is never held up or told (spec part 2, 7-8).
 */
export function logPaletteInteraction({ searchType, searchInput }: Interaction): void {
  const body: PaletteLogInput = {
    sessionId,
    searchType,
    searchInput: searchInput.slice(0, 500),
    responseSummary: PALETTE_SUMMARIES[searchType],
    usedRecommendation: searchType === 'search_palette',
    deviceInfo: deviceInfo(),
  };
  unwrap(api.boredombot.logs.$post({ json: body })).catch((err: unknown) => {
    console.error('Failed to log BoredomBot interaction', err);
  });
}
