import { addDays, daysBetween } from '../../../shared/iso-date';
import { mondayOf, weekOf } from '../../../shared/week';

/**
 * The calendar's periods as 'YYYY-MM-DD' strings: a week (Monday to Sunday) or a month drawn
 * as whole weeks, Monday first (spec part 2, section 9).
 */

export type CalendarView = 'week' | 'month';

/** The first day of the month holding `iso`. */
export const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;

/** The last day of the month holding `iso`. */
export function monthEnd(iso: string): string {
  const [y = 0, m = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The first day of the month `months` away from the month holding `iso`. */
export function shiftMonth(iso: string, months: number): string {
  const [y = 0, m = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The month holding `iso` as whole weeks (4 to 6 rows of 7 days), Monday first. */
export function monthWeeks(iso: string): string[][] {
  const first = mondayOf(monthStart(iso));
  const last = addDays(mondayOf(monthEnd(iso)), 6);
  const rows = (daysBetween(first, last) + 1) / 7;
  return Array.from({ length: rows }, (_, i) => weekOf(addDays(first, i * 7)));
}

/** The days a view shows around `selected`: what the calendar asks the API for (≤ 42 days). */
export function visibleRange(view: CalendarView, selected: string): { from: string; to: string } {
  if (view === 'week') {
    const days = weekOf(selected);
    return { from: days[0] ?? selected, to: days[6] ?? selected };
  }
  const weeks = monthWeeks(selected);
  return { from: weeks[0]?.[0] ?? selected, to: weeks.at(-1)?.[6] ?? selected };
}

/**
 * The day chosen after 'Previous' / 'Next': the same weekday a week away, or in another month
 * its first day (today when that month holds today), as phone calendars do.
 */
export function stepSelection(
  view: CalendarView,
  selected: string,
  direction: -1 | 1,
  today: string,
): string {
  if (view === 'week') return addDays(selected, 7 * direction);
  const next = shiftMonth(selected, direction);
  return monthStart(today) === next ? today : next;
}

const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const weekdayLong = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** 'November 2026' */
export const formatMonthYear = (iso: string) => monthYear.format(utc(iso));

/** 'Nov 23 – 29, 2026', 'Nov 30 – Dec 6, 2026', 'Dec 28, 2026 – Jan 3, 2027' */
export function formatWeekRange(iso: string): string {
  const days = weekOf(iso);
  const from = days[0] ?? iso;
  const to = days[6] ?? iso;
  const [fromYear, toYear] = [from.slice(0, 4), to.slice(0, 4)];
  if (fromYear !== toYear) {
    return `${monthDay.format(utc(from))}, ${fromYear} – ${monthDay.format(utc(to))}, ${toYear}`;
  }
  const end =
    from.slice(5, 7) === to.slice(5, 7) ? String(Number(to.slice(8))) : monthDay.format(utc(to));
  return `${monthDay.format(utc(from))} – ${end}, ${toYear}`;
}

/** Column headings, Monday first: [{ short: 'Mon', long: 'Monday' }, …]. */
export const WEEKDAYS = weekOf('2026-11-23').map((iso) => ({
  short: weekdayShort.format(utc(iso)),
  long: weekdayLong.format(utc(iso)),
}));

export const dayOfMonth = (iso: string) => Number(iso.slice(8, 10));
