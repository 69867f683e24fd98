import type { AVATAR_COLORS } from '../../../shared/family-options';
import { ageLabel, initialsColorOn } from '../../lib/kid-display';

// Shared with home's My Kids strip, so they live in lib/.
export { ageLabel, initialsColorOn };

/** A card shows at most two interests; the rest are counted in a '+N' chip. */
export const CARD_INTEREST_LIMIT = 2;

export function interestsPreview(interests: readonly string[], limit = CARD_INTEREST_LIMIT) {
  return { shown: interests.slice(0, limit), more: Math.max(0, interests.length - limit) };
}

/** Each avatar colour's name, read out by the colour picker. */
export const AVATAR_COLOR_NAMES: Record<(typeof AVATAR_COLORS)[number], string> = {
  '#0f766e': 'Teal',
  '#2563eb': 'Blue',
  '#7c3aed': 'Purple',
  '#db2777': 'Pink',
  '#dc2626': 'Red',
  '#ea580c': 'Orange',
  '#ca8a04': 'Gold',
  '#16a34a': 'Green',
};
