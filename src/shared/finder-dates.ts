import { addDays, isIsoDate, weekdayOf } from './iso-date';
import { mondayOf } from './week';

/**
 * The finders' date windows (docs/finder-conventions.md), inclusive, relative to the day the
 * parent asks on. Weeks start on Monday; a weekend is Saturday–Sunday.
 */

export type DateWindow = { from: string; to: string };

export const DAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type DayName = (typeof DAY_NAMES)[number];

export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** Short spellings parents use for months ("may" has none). */
export const MONTH_ABBREVIATIONS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

export function monthNumber(word: string): number | undefined {
  const full = (MONTH_NAMES as readonly string[]).indexOf(word);
  if (full >= 0) return full + 1;
  return Object.hasOwn(MONTH_ABBREVIATIONS, word) ? MONTH_ABBREVIATIONS[word] : undefined;
}

const single = (day: string): DateWindow => ({ from: day, to: day });

export const todayWindow = (today: string) => single(today);
export const tomorrowWindow = (today: string) => single(addDays(today, 1));

/** On a weekday the coming Saturday–Sunday; on a Saturday today–tomorrow; on a Sunday today. */
export function thisWeekendWindow(today: string): DateWindow {
  const day = weekdayOf(today);
  if (day === 0) return single(today);
  if (day === 6) return { from: today, to: addDays(today, 1) };
  const saturday = addDays(today, 6 - day);
  return { from: saturday, to: addDays(saturday, 1) };
}

/** Saturday–Sunday of the following Monday week. */
export function nextWeekendWindow(today: string): DateWindow {
  const saturday = addDays(mondayOf(today), 12);
  return { from: saturday, to: addDays(saturday, 1) };
}

/** Today to this week's Sunday. */
export const thisWeekWindow = (today: string): DateWindow => ({
  from: today,
  to: addDays(mondayOf(today), 6),
});

/** Monday–Sunday of the following week. */
export function nextWeekWindow(today: string): DateWindow {
  const monday = addDays(mondayOf(today), 7);
  return { from: monday, to: addDays(monday, 6) };
}

/** The next date with that weekday, counting today. */
export function thisDayWindow(today: string, day: DayName): DateWindow {
  const offset = (DAY_NAMES.indexOf(day) - weekdayOf(today) + 7) % 7;
  return single(addDays(today, offset));
}

/** That weekday in the following Monday week. */
export function nextDayWindow(today: string, day: DayName): DateWindow {
  const offset = (DAY_NAMES.indexOf(day) + 6) % 7;
  return single(addDays(mondayOf(today), 7 + offset));
}

const pad = (n: number) => String(n).padStart(2, '0');

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The whole month at its next occurrence; the current month counts. */
export function monthWindow(today: string, month: number): DateWindow {
  const [year = 0, current = 0] = today.split('-').map(Number);
  const y = month >= current ? year : year + 1;
  return { from: `${y}-${pad(month)}-01`, to: `${y}-${pad(month)}-${pad(lastDayOf(y, month))}` };
}

/** That day at its next occurrence (today counts); null for a day the month does not have. */
export function monthDayWindow(today: string, month: number, day: number): DateWindow | null {
  const [year = 0] = today.split('-').map(Number);
  for (const y of [year, year + 1, year + 2, year + 3, year + 4]) {
    const iso = `${y}-${pad(month)}-${pad(day)}`;
    if (isIsoDate(iso) && iso >= today) return single(iso);
  }
  return null;
}
