import { formatShortDate } from './display-format';

/**
 * The dates a booking or an option covers, in one line: 'Sat, Jan 10', 'Sat, Jan 10 and
 * Sat, Jan 17', or '8 dates: Sat, Jan 10 – Sat, Feb 28'. Dates are 'YYYY-MM-DD'; order does not matter.
 */
export function datesLine(dates: readonly string[]): string {
  const sorted = [...new Set(dates)].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return '';
  if (sorted.length === 1) return formatShortDate(first);
  if (sorted.length === 2) return `${formatShortDate(first)} and ${formatShortDate(last)}`;
  return `${sorted.length} dates: ${formatShortDate(first)} – ${formatShortDate(last)}`;
}

/** How a program's price is counted (decision 043): 'per term', 'per week' or 'per session'. */
export function priceUnit(kind: 'session' | 'term' | 'week' | 'days'): string {
  if (kind === 'term') return 'per term';
  if (kind === 'week') return 'per week';
  return 'per session';
}
