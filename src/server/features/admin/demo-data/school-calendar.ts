import { addDays, weekdayOf } from '../../../../shared/iso-date';

/**
 * The demo city's school year, simplified: winter break Dec 21 – Jan 1, March break the week of
 * the third Monday of March, summer July and August, and a PA day on the second Friday of
 * October, November, January, February, April and June. Statutory holidays have no sessions.
 */

export type SchoolBreak = 'Winter Break' | 'March Break' | 'Summer';

const PA_DAY_MONTHS = ['01', '02', '04', '06', '10', '11'];
const STATUTORY = ['01-01', '07-01', '12-25', '12-26'];

/** The n-th (1-based) given weekday (0 = Sunday) of a month. */
function nthWeekday(year: string, month: string, weekday: number, n: number): string {
  const first = `${year}-${month}-01`;
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1));
}

export function schoolBreakOn(date: string): SchoolBreak | undefined {
  const [year = '', month = ''] = date.split('-');
  const day = date.slice(5);
  if (day >= '12-21' || day <= '01-01') return 'Winter Break';
  if (month === '07' || month === '08') return 'Summer';
  const marchBreak = nthWeekday(year, '03', 1, 3);
  if (date >= marchBreak && date <= addDays(marchBreak, 4)) return 'March Break';
  return undefined;
}

export function isPaDay(date: string): boolean {
  const [year = '', month = ''] = date.split('-');
  return PA_DAY_MONTHS.includes(month) && nthWeekday(year, month, 5, 2) === date;
}

/** Statutory holidays, with the August civic holiday (first Monday). */
export function isStatutoryHoliday(date: string): boolean {
  const [year = ''] = date.split('-');
  return STATUTORY.includes(date.slice(5)) || nthWeekday(year, '08', 1, 1) === date;
}

/** Weekly classes skip school breaks and statutory holidays. */
export const classesMeetOn = (date: string) => !schoolBreakOn(date) && !isStatutoryHoliday(date);
