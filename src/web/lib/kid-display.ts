import { ageInYears } from '../../shared/age';
import { localIsoDate } from '../../shared/iso-date';

/**
 * How a kid is shown wherever their avatar and age appear (kid profiles, home's My Kids strip).
 */

/** Whole years today, as the cards and the profile show it ('7 years', '1 year'). */
export function ageLabel(birthDate: string, today = localIsoDate()): string {
  const years = ageInYears(birthDate, today);
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

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
