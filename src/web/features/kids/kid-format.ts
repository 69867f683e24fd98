import { ageInYears } from '../../../shared/age';
import type { AVATAR_COLORS } from '../../../shared/family-options';
import { localIsoDate } from '../../../shared/iso-date';

/** Whole years today, as the cards and the profile show it ('7 years', '1 year'). */
export function ageLabel(birthDate: string, today = localIsoDate()): string {
  const years = ageInYears(birthDate, today);
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

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

const INK = '#1c1917';

/** White initials where they reach AA contrast (4.5:1) on the colour, dark ink otherwise. */
export function initialsColorOn(background: string): string {
  const luminance = relativeLuminance(background);
  if (luminance === null) return '#ffffff';
  return 1.05 / (luminance + 0.05) >= 4.5 ? '#ffffff' : INK;
}

function relativeLuminance(hex: string): number | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((part) => {
    const c = parseInt(part ?? '0', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
