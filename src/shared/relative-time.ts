// Made on first use, not when the module loads: the first Intl formatter costs the page a long
// task (decision 029), and comments are read after the page is up.
let relative: Intl.RelativeTimeFormat | undefined;
let shortDate: Intl.DateTimeFormat | undefined;
const relativeFormat = () =>
  (relative ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));
const shortDateFormat = () =>
  (shortDate ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When something was written, as a parent reads it: 'just now', '5 minutes ago', '3 hours ago',
 * 'yesterday', '4 days ago', then the date ('Jun 2, 2026') from a week on.
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const ago = Math.max(0, now.getTime() - then.getTime());
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relativeFormat().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relativeFormat().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relativeFormat().format(-Math.floor(ago / DAY), 'day');
  return shortDateFormat().format(then);
}
