import { formatTime } from './display-format';
import { wallClock } from './registration';

/**
 * The waiting room of a registration opening (decision 062). Families who join the line in the
 * 15 minutes before the opening are put in a random order at the opening instant; later arrivals
 * join the back in the order they come. Families are let in at a metered rate, each with its
 * prepared booking held for 10 minutes to pay. Both sides read the rules and the words here.
 */

/** The line opens this long before registration does. */
export const LINE_OPENS_BEFORE_MINUTES = 15;

/**
 * Families the server lets in per minute, shared by the lines moving at once, unless the operator
 * sets REGISTRATION_ADMIT_PER_MINUTE: what two cores sustain with every family paying at once (the
 * registration bench).
 */
export const DEFAULT_ADMIT_PER_MINUTE = 1200;

/** How often the line moves: the families due in each tick are let in together. */
export const ADMISSION_TICK_MS = 1_000;

/** When the line of an opening at `opensAt` opens. */
export const lineOpensAt = (opensAt: Date) =>
  new Date(opensAt.getTime() - LINE_OPENS_BEFORE_MINUTES * 60_000);

/**
 * Where a family stands, as the API tells it:
 * - `waiting`: in line (no place yet before the draw at the opening instant);
 * - `admitted`: let in, the places held while the family pays;
 * - `booked`: let in and paid;
 * - `timed_out`: let in, and the hold ended unpaid;
 * - `waitlisted`: the places were gone; the family is on the waitlist, in line order;
 * - `refused`: its prepared booking could not be made (a child booked there already, too old…).
 */
export const LINE_STATES = [
  'waiting',
  'admitted',
  'booked',
  'timed_out',
  'waitlisted',
  'refused',
] as const;
export type LineState = (typeof LINE_STATES)[number];

/** A family's place: its rank less the ranks already let in or passed. */
export const placeInLine = (rank: number, admittedThrough: number) =>
  Math.max(1, rank - admittedThrough);

/** Seconds until a family at `place` is let in, at `perMinute`. */
export const expectedWaitSeconds = (place: number, perMinute: number) =>
  Math.ceil((Math.max(0, place - 1) * 60) / Math.max(1, perMinute));

export const JOIN_LINE = 'Join the line';
/** The bar to join, before the opening and after it while families wait. */
export const LINE_OPEN_TITLE = 'The line is open';
export const LINE_EARLY_NOTE =
  "Everyone who joins before registration opens gets a random place, so there's no need to rush.";
export const LINE_RUNNING_TITLE = 'Families are in line for this program';
export const LINE_RUNNING_NOTE = 'Join the line to book. Families are let in a few at a time.';
export const LEAVE_LINE = 'Leave the line';
export const PAY_NOW = 'Pay now';
export const LINE_JOINED_TOAST = "You're in the line";
export const LINE_LEFT_TOAST = 'You left the line';
/** Before the window: what the line will be. */
export const lineOpensNote = (opensAt: Date) =>
  `The line opens at ${formatTime(wallClock(lineOpensAt(opensAt)).time)}. Everyone who joins before registration opens gets a random place, so there's no need to rush.`;
/** In the line before the opening instant. */
export const waitingForDraw = (opensAt: Date) =>
  `You're in the line. At ${formatTime(wallClock(opensAt).time)} everyone here gets a random place.`;
export const linePlace = (place: number) => `You're #${place} in line`;
/** "About 2 minutes to wait", "Less than a minute to wait". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return 'Less than a minute to wait';
  const minutes = Math.round(seconds / 60);
  return `About ${minutes} minute${minutes === 1 ? '' : 's'} to wait`;
}
export const ADMITTED_TITLE = "It's your turn";
export const TIMED_OUT_NOTE =
  'Your 10 minutes to pay ran out, and the places went to the next family.';
/** A family whose prepared booking could not be held when its turn came, and why (the API's words). */
export const lineRefusedNote = (reason: string) => `We couldn't hold your places: ${reason}`;
export const WAITLISTED_NOTE =
  "The places were all taken before your turn. You're on the waitlist.";
export const KEEP_PAGE_NOTE = 'Keep this page open. Your place moves by itself.';

/** The notice sent when a family is let in. */
export const admittedTitle = (title: string) => `It's your turn: ${title}`;
export const admittedBody = 'Your places are held for 10 minutes. Pay now to book them.';
/** The notice sent when the places ran out before a family's turn. */
export const waitlistedTitle = (title: string) => `${title} is full`;

/** 'Book it for me' in a line or a lottery (decision 063): the switch's hint, the saved choice. */
export const LINE_AUTO_BOOK_HINT =
  "When it's your turn, we book it and charge your chosen way to pay, then tell you.";
export const autoBookSaved = (payWith: string) =>
  `We'll book it for you with ${payWith} when it's your turn.`;
export const AUTO_BOOK_ON_TOAST = "We'll book it for you when it's your turn";
export const AUTO_BOOK_OFF_TOAST = "You'll pay yourself when it's your turn";
export const CHANGE_AUTO_BOOK = 'Change';
