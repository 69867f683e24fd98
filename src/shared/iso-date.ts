/**
 * Calendar dates as 'YYYY-MM-DD' strings, the way the API and the database carry them.
 * Arithmetic goes through UTC so a daylight-saving change never skips or repeats a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in 'YYYY-MM-DD' form (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Today's date on this machine's clock and time zone. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function toUtc(iso: string): Date {
  if (!isIsoDate(iso)) throw new Error(`Not a YYYY-MM-DD date: ${iso}`);
  return new Date(`${iso}T00:00:00Z`);
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return toUtc(iso).getUTCDay();
}

export function isWeekend(iso: string): boolean {
  const day = weekdayOf(iso);
  return day === 0 || day === 6;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/**
 * Orders ISO dates ('YYYY-MM-DD') or times ('HH:MM[:SS]') as a sort comparator: their text
 * sorts in time order. Plain comparison, not `localeCompare`, whose first call in a browser
 * builds a collator (about 12 ms on a slow phone, in the middle of showing a page).
 */
export const compareIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
