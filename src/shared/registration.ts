import { activityStartsAt } from './booking-rules';
import { holdClock } from './booking-holds';
import { formatShortDate, formatTime } from './display-format';
import { isIsoDate, localIsoDate } from './iso-date';

/**
 * Registration day (decision 061): a program may open for booking at a set time. Before it, its
 * page counts down to the opening and a parent can ask to be reminded; booking, holds and the
 * waitlist all wait for it. Both sides read the rules and the words here.
 */

/**
 * How an opening gives out its places: a `line` (decision 062: families who join in the 15
 * minutes before are put in a random order at the opening and let in a few at a time) or a
 * `lottery` (decision 063: entries for a week before, a draw at the opening, and the winners'
 * places held for a day).
 */
export const REGISTRATION_MODES = ['line', 'lottery'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/**
 * When registration opens: `at` is the instant; `date` and `time` are the wall clock where the
 * program happens (the catalogue's zone, as sessions' times are), which is what a parent reads;
 * `mode`, how its places are given out.
 */
export type RegistrationOpening = {
  at: string;
  date: string;
  time: string;
  mode: RegistrationMode;
};

/** The catalogue file's and the admin API's form: "2027-01-05T09:00", where the program is. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(([01]\d|2[0-3]):[0-5]\d)$/;
export const OPENING_FORMAT_HINT = 'must be YYYY-MM-DDTHH:MM, e.g. "2027-01-05T09:00"';

export function isOpeningWallClock(value: string): boolean {
  const m = WALL_CLOCK.exec(value);
  return m !== null && isIsoDate(m[1] ?? '');
}

/** The instant of a wall-clock opening, read as session times are (activityStartsAt). */
export function openingInstant(wallClock: string): Date {
  const m = WALL_CLOCK.exec(wallClock);
  if (!m || !isIsoDate(m[1] ?? '')) throw new RangeError(`Not an opening time: ${wallClock}`);
  return activityStartsAt(m[1] ?? '', m[2] ?? '');
}

/** Registration opens before the first session starts (start as 'HH:MM' or 'HH:MM:SS'). */
export const opensBeforeStart = (wallClock: string, date: string, startTime: string) =>
  wallClock < `${date}T${startTime.slice(0, 5)}`;

const two = (n: number) => String(n).padStart(2, '0');

/** An instant's wall clock in this machine's zone (the catalogue's). */
export const wallClock = (at: Date) => ({
  date: localIsoDate(at),
  time: `${two(at.getHours())}:${two(at.getMinutes())}`,
});

/** An opening as the API carries it: the instant, its wall clock, and how places go. */
export const registrationOpening = (at: Date, mode: RegistrationMode): RegistrationOpening => ({
  at: at.toISOString(),
  ...wallClock(at),
  mode,
});

/** Booking has opened: there is no opening time, or it has come. */
export const registrationIsOpen = (opening: { at: string } | null, now: Date) =>
  opening === null || new Date(opening.at).getTime() <= now.getTime();

/** "Registration opens Mon, Jan 5 at 9:00 AM": the page's line and the API's refusal. */
export const registrationOpensLabel = ({
  date,
  time,
}: Pick<RegistrationOpening, 'date' | 'time'>) =>
  `Registration opens ${formatShortDate(date)} at ${formatTime(time)}`;

const DAY_S = 86_400;
const HOUR_S = 3_600;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A countdown: "3 days, 4 hours" a day or more ahead; then the clock, "5:09:59", "9:59". */
function countdown(secondsLeft: number): string {
  const s = Math.max(0, Math.floor(secondsLeft));
  if (s < DAY_S) return holdClock(s);
  const days = Math.floor(s / DAY_S);
  const hours = Math.floor((s % DAY_S) / HOUR_S);
  return `${plural(days, 'day')}${hours > 0 ? `, ${plural(hours, 'hour')}` : ''}`;
}

/** "Opens in 3 days, 4 hours", "Opens in 5:09:59", "Opens in 9:59". */
export const opensIn = (secondsLeft: number) => `Opens in ${countdown(secondsLeft)}`;

/** A lottery's countdown to its draw: "Draw in 3 days, 4 hours", "Draw in 9:59". */
export const drawIn = (secondsLeft: number) => `Draw in ${countdown(secondsLeft)}`;

/** Whole seconds until the opening, never below zero. */
export const secondsUntilOpening = (opening: { at: string }, now: Date) =>
  Math.max(0, Math.ceil((new Date(opening.at).getTime() - now.getTime()) / 1000));

export const REMIND_ME = 'Remind me';
export const REMINDER_SET = 'Reminder set';
export const REMINDER_SET_TOAST = "We'll remind you a day before and 10 minutes before it opens";
export const REMINDER_OFF_TOAST = 'Reminder turned off';
/** Under the countdown: what a parent can do before the opening. */
export const GET_READY_NOTE =
  'Choose your kids and dates now, so you can book the moment registration opens.';

/** 'Remind me' sends a notification this long before the opening. */
export const OPENING_REMINDER_OFFSETS = { dayBefore: 24 * 60, tenMinutes: 10 } as const;
export type OpeningReminderOffset = keyof typeof OPENING_REMINDER_OFFSETS;

/** The reminder's title. */
export const openingReminderTitle = (offset: OpeningReminderOffset, title: string) =>
  offset === 'dayBefore'
    ? `Registration opens tomorrow: ${title}`
    : `Registration opens in 10 minutes: ${title}`;
