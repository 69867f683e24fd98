import { FINDER_PICK_SUMMARY, type FinderLogType } from '../../../shared/palette-interactions';
import type { PaletteLogInput } from '../../../shared/schemas/palette-log';
import { api, unwrap } from '../../lib/api-client';
import { deviceInfo, sessionId } from './log-session';

/** 'Found 7 activities', 'Found 1 activity', 'No activities found'. */
export function foundSummary(total: number): string {
  if (total === 0) return 'No activities found';
  return `Found ${total} ${total === 1 ? 'activity' : 'activities'}`;
}

type FinderInteraction =
  | { searchType: FinderLogType; searchInput: string; found: number }
  | { searchType: FinderLogType; searchInput: string; picked: true };

/**
 * Records a finder search, or a 'View Details' from its results, in boredombot_logs. Fire and
 * forget: a failure only reaches the console (spec part 2, section 8).
 */
export function logFinderInteraction(interaction: FinderInteraction): void {
  const picked = 'picked' in interaction;
  const body: PaletteLogInput = {
    sessionId,
    searchType: interaction.searchType,
    searchInput: interaction.searchInput.slice(0, 500),
    responseSummary: picked ? FINDER_PICK_SUMMARY : foundSummary(interaction.found),
    usedRecommendation: picked,
    deviceInfo: deviceInfo(),
  };
  unwrap(api.boredombot.logs.$post({ json: body })).catch((err: unknown) => {
    console.error('Failed to log BoredomBot interaction', err);
  });
}
