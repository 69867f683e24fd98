import { formatShortDate, formatTime } from './display-format';
import { addDays } from './iso-date';
import { type RegistrationMode, type RegistrationOpening } from './registration';
import { lineOpensAt } from './registration-line';

/**
 * The lottery (decision 063), chosen per program instead of the line: entries are open for the
 * week before the opening; at the opening a seeded, recorded draw (the line's) puts the entrants
 * in order, the winners' prepared bookings are held for a day, and everyone else joins the
 * waitlist in draw order. Both sides read the rules and the words here.
 */

/** Lottery entries open this long before the draw at the opening. */
export const LOTTERY_OPENS_BEFORE_DAYS = 7;

/** A winner's places are held this long after the draw: nobody has to be there at the instant. */
export const LOTTERY_HOLD_HOURS = 24;

/**
 * When entries open: a week before a lottery's draw (at the same wall-clock time, across a change
 * of summer time too), 15 minutes before a line's opening.
 */
export function entriesOpenAt(opensAt: Date, mode: RegistrationMode): Date {
  if (mode === 'line') return lineOpensAt(opensAt);
  const at = new Date(opensAt);
  at.setDate(at.getDate() - LOTTERY_OPENS_BEFORE_DAYS);
  return at;
}

/** Families can join: the line from its window on; a lottery only until its draw. */
export function entriesOpen(opensAt: Date, mode: RegistrationMode, now: Date): boolean {
  if (now.getTime() < entriesOpenAt(opensAt, mode).getTime()) return false;
  return mode === 'line' || now.getTime() < opensAt.getTime();
}

/**
 * Until when a winner's places are held: a day after the draw, the same for every winner, and
 * never past the program's start.
 */
export const lotteryHoldEndsAt = (drawnAt: Date, startsAt: Date) =>
  new Date(Math.min(drawnAt.getTime() + LOTTERY_HOLD_HOURS * 3_600_000, startsAt.getTime()));

export const ENTER_LOTTERY = 'Enter the lottery';
export const LEAVE_LOTTERY = 'Leave the lottery';
export const LOTTERY_OPEN_TITLE = 'Lottery entries are open';
export const LOTTERY_NOTE =
  "Places go by a draw when registration opens, so it doesn't matter when you enter.";
export const LOTTERY_ENTERED_TOAST = "You're in the lottery";
export const LOTTERY_LEFT_TOAST = 'You left the lottery';
type WallClock = Pick<RegistrationOpening, 'date' | 'time'>;
/** "Tue, Jan 5 at 9:00 AM", `days` later. */
const onDay = ({ date, time }: WallClock, days = 0) =>
  `${formatShortDate(addDays(date, days))} at ${formatTime(time)}`;

/** Before the entries open: the registration bar's note, and the API's refusal. */
export const lotteryOpensNote = (opening: WallClock) =>
  `Lottery entries open ${onDay(opening, -LOTTERY_OPENS_BEFORE_DAYS)}. Places go by a draw when registration opens, so there's no need to rush.`;
/** Entered, before the draw. */
export const enteredLottery = (opening: WallClock) =>
  `You're in the lottery. The draw is ${onDay(opening)}.`;
export const LOTTERY_RESULT_NOTE = "We'll tell you the result here, by e-mail and by push.";
/** After the draw, while the places go out in draw order. */
export const drawPlace = (place: number) => `You're #${place} in the draw`;
export const LOTTERY_GIVING_NOTE = 'Places go out in draw order, a few families at a time.';
export const WON_TITLE = 'You won a place';
/** The notice to a winner. */
export const wonTitle = (title: string) => `You won a place: ${title}`;
export const WON_BODY = `Your places are held for ${LOTTERY_HOLD_HOURS} hours. Pay to book them.`;
/** A winner who did not pay within the hold. */
export const LOTTERY_TIMED_OUT_NOTE =
  'The time to pay for the places you won ran out, and they went to the waitlist.';
/** The notice to everyone else (its title is the line's: "{title} is full"). */
export const LOTTERY_WAITLISTED_NOTE =
  "The draw didn't give you a place this time. You're on the waitlist, in draw order.";
/** 'Book it for me' was refused when the family's turn came: it pays by hand, within the hold. */
export const autoBookFailedBody = (reason: string) =>
  `We couldn't pay with the way you chose: ${reason} Your places are still held: pay now to book them.`;
/** The API's refusal of an entry after the draw. */
export const lotteryClosedMessage = (opening: WallClock) =>
  `Lottery entries closed ${onDay(opening)}. Book any places left, or join the waitlist.`;
/** The API's refusal of a booking while the winners' places go out. */
export const LOTTERY_GIVING_MESSAGE =
  'The lottery is giving out its places in draw order. Try again in a minute.';
