import { isIsoDate } from './iso-date';

/**
 * Age in whole years on a given day ('YYYY-MM-DD'), as a parent counts it: the years since birth
 * whose birthday has come. A 29 February birthday comes on 1 March in non-leap years.
 */
export function ageInYears(birthDate: string, onDate: string): number {
  if (!isIsoDate(birthDate) || !isIsoDate(onDate)) throw new Error('Dates must be YYYY-MM-DD');
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  const birthdayPassed = m > bm || (m === bm && d >= bd);
  return Math.max(0, y - by - (birthdayPassed ? 0 : 1));
}

/** A child may take part when their age in years lies within the activity's range, inclusive. */
export function isEligible(
  kid: { birthDate: string },
  activity: { ageMin: number; ageMax: number },
  onDate: string,
): boolean {
  const age = ageInYears(kid.birthDate, onDate);
  return age >= activity.ageMin && age <= activity.ageMax;
}

/** Initials from the first letters of the words, uppercased ('Mia Rose' → 'MR'). */
export function initials(name: string, max = 2): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, max)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
