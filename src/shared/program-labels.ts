import { formatMonthDay, formatShortDate, formatTime, weekdayName } from './display-format';
import type { BookingMode } from './program-options';

/**
 * What a program's card says of when it runs and what its price buys (issue 29, decision 043):
 * '8 Saturdays · from Jan 10, 9:00 AM', 'Mon–Fri · Dec 28–Jan 1', or for one session its date as
 * before.
 */

export type ProgramSchedule = {
  bookingMode: BookingMode;
  sessionCount: number;
  /** The first session's date and start. */
  date: string;
  startTime: string;
  /** The last session's date. */
  lastDate: string;
  /** The weekdays its sessions fall on, 0 = Sunday … 6 = Saturday, ascending. */
  weekdays: number[];
};

const short = (day: number) => weekdayName(day).slice(0, 3);

/** 'Mon–Fri' for consecutive days, else 'Mon, Wed'. */
function weekdaySpan(days: number[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return '';
  const consecutive = days.every((d, i) => d === first + i);
  return consecutive && days.length > 2
    ? `${short(first)}–${short(last)}`
    : days.map(short).join(', ');
}

/** When the program runs, as its card says it. */
export function programWhen(p: ProgramSchedule): string {
  const from = formatMonthDay(p.date);
  if (p.sessionCount <= 1) return `${formatShortDate(p.date)} · ${formatTime(p.startTime)}`;
  if (p.bookingMode === 'camp_week') {
    return `${weekdaySpan(p.weekdays)} · ${from}–${formatMonthDay(p.lastDate)}`;
  }
  const [only] = p.weekdays;
  const what =
    p.weekdays.length === 1 && only !== undefined
      ? `${p.sessionCount} ${weekdayName(only)}s`
      : `${p.sessionCount} sessions`;
  return `${what} · from ${from}, ${formatTime(p.startTime)}`;
}

/** What the price is for: nothing for a single session, as today. */
export function priceUnit(p: Pick<ProgramSchedule, 'bookingMode' | 'sessionCount'>): string | null {
  if (p.bookingMode === 'term') return 'per term';
  if (p.bookingMode === 'camp_week') return 'per week';
  return p.sessionCount > 1 ? 'per session' : null;
}

/**
 * Which session a list found a program by, as its card says it: 'Next: Sat, Jan 10'. Nothing
 * when that is the program's first date, which the card already gives.
 */
export function nextLabel(
  p: Pick<ProgramSchedule, 'sessionCount' | 'date'>,
  next: { date: string } | null | undefined,
): string | null {
  return p.sessionCount > 1 && next && next.date !== p.date
    ? `Next: ${formatShortDate(next.date)}`
    : null;
}
