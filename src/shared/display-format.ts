/**
 * The spec's display formats (part 1, section 9): long US English dates, 12-hour times,
 * US dollars. Values come from the API as 'YYYY-MM-DD', 'HH:MM' and integer cents.
 */

/*
 * Written out by hand rather than with Intl: the first Intl formatter a page creates loads the
 * browser's locale data, 12–17 ms of a fast machine's main thread (several times that on a phone)
 * before the page can respond. The spec fixes one locale, so the names and the grouping are ours;
 * the tests compare every format with Intl's.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Saturday' for 6 (0 = Sunday). */
export const weekdayName = (day: number) => WEEKDAYS[day] ?? '';

/** The calendar day of a 'YYYY-MM-DD', read in UTC so no time zone moves it. */
function calendarDay(isoDate: string) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDate}`);
  return {
    weekday: WEEKDAYS[date.getUTCDay()] ?? '',
    month: MONTHS[date.getUTCMonth()] ?? '',
    day: date.getUTCDate(),
    year: date.getUTCFullYear(),
  };
}

/** 'Monday, November 23, 2026' */
export function formatLongDate(isoDate: string): string {
  const { weekday, month, day, year } = calendarDay(isoDate);
  return `${weekday}, ${month} ${day}, ${year}`;
}

/** 'Nov 23' */
export function formatMonthDay(isoDate: string): string {
  const { month, day } = calendarDay(isoDate);
  return `${month.slice(0, 3)} ${day}`;
}

/** 'Mon, Nov 23' — for cards where space is short. */
export function formatShortDate(isoDate: string): string {
  const { weekday, month, day } = calendarDay(isoDate);
  return `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${day}`;
}

/** A whole number with US thousands separators: 1234567 → '1,234,567'. */
export function formatCount(n: number): string {
  const digits = String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 && digits !== '0' ? `-${digits}` : digits;
}

/** US dollars from cents: '$1,234.50', or '$1,234' without the cents. */
function dollarsFromCents(cents: number, withCents: boolean): string {
  const abs = Math.round(Math.abs(cents));
  const sign = cents < 0 && abs !== 0 ? '-' : '';
  const whole = formatCount(Math.floor(abs / 100));
  return withCents ? `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}` : `${sign}$${whole}`;
}

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
export const formatDollars = (cents: number) => dollarsFromCents(cents, cents % 100 !== 0);

/** 2500 → '$25', 2550 → '$25.50', 0 → 'Free'. */
export const formatPrice = (cents: number) => (cents === 0 ? 'Free' : formatDollars(cents));

/** Always a dollar amount (totals, balances): 0 → '$0.00'. */
export const formatMoney = (cents: number) => dollarsFromCents(cents, true);

/** 'Ages 4–8'; 'Age 6' when the range is one age. */
export const formatAges = (min: number, max: number) =>
  min === max ? `Age ${min}` : `Ages ${min}–${max}`;

/**
 * How many a search found: '24 activities found', '1 activity found'; '1,000+ activities found'
 * when the count stopped at its cap.
 */
export function formatFoundCount(total: number, capped = false): string {
  const n = `${formatCount(total)}${capped ? '+' : ''}`;
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
