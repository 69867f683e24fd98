const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

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
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return shortDate.format(then);
}
