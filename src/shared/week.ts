import { addDays, weekdayOf } from './iso-date';

/** Weeks start on Monday (spec part 1, section 9): home's This Week strip and the calendar. */

/** The Monday on or before `iso` ('YYYY-MM-DD'). */
export function mondayOf(iso: string): string {
  // weekdayOf: 0 = Sunday … 6 = Saturday; Sunday closes the week that began six days before.
  return addDays(iso, -((weekdayOf(iso) + 6) % 7));
}

/** The seven days of the week holding `iso`, Monday first. */
export function weekOf(iso: string): string[] {
  const monday = mondayOf(iso);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
