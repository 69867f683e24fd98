/**
 * The spec's display formats (part 1, section 9): long US English dates, 12-hour times,
 * US dollars. Values come from the API as 'YYYY-MM-DD', 'HH:MM' and integer cents.
 */

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** 'Monday, November 23, 2026' */
export const formatLongDate = (isoDate: string) => longDate.format(utc(isoDate));

/** 'Mon, Nov 23' — for cards where space is short. */
export const formatShortDate = (isoDate: string) => shortDate.format(utc(isoDate));

/** '09:30' → '9:30 AM'; '17:00' → '5:00 PM'. */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const period = h >= 12 ? 'PM' : 'AM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${period}`;
}

/** '9:30 AM – 11:00 AM' */
export const formatTimeRange = (start: string, end: string) =>
  `${formatTime(start)} – ${formatTime(end)}`;

/** The spec's '$N': 2500 → '$25', 2550 → '$25.50' (gift cards, top-ups, prices). */
export const formatDollars = (cents: number) =>
  cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollars.format(cents / 100);

/** 2500 → '$25', 2550 → '$25.50', 0 → 'Free'. */
export const formatPrice = (cents: number) => (cents === 0 ? 'Free' : formatDollars(cents));

/** Always a dollar amount (totals, balances): 0 → '$0.00'. */
export const formatMoney = (cents: number) => dollars.format(cents / 100);

/** 'Ages 4–8'; 'Age 6' when the range is one age. */
export const formatAges = (min: number, max: number) =>
  min === max ? `Age ${min}` : `Ages ${min}–${max}`;

const count = new Intl.NumberFormat('en-US');

/**
 * How many a search found: '24 activities found', '1 activity found'; '1,000+ activities found'
 * when the count stopped at its cap.
 */
export function formatFoundCount(total: number, capped = false): string {
  const n = `${count.format(total)}${capped ? '+' : ''}`;
  return `${n} ${total === 1 && !capped ? 'activity' : 'activities'} found`;
}

/** The search text as the server read it, after a typo: "Showing results for 'soccer'". */
export const showingResultsFor = (corrected: string) => `Showing results for '${corrected}'`;

/** '3 spots left', '1 spot left', 'Full'. */
export function spotsLabel(spotsLeft: number): string {
  if (spotsLeft <= 0) return 'Full';
  return `${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left`;
}

/** 'Mia', 'Mia and Leo', 'Mia, Leo and Ava' (the kids on a booking). */
export function formatNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
