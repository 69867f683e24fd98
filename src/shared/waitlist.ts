/**
 * Waitlists (decision 060): a family waits for a full session, term or camp week, and when places
 * free up the first family in line whose kids fit them gets an offer: the places held for a claim
 * window. Both sides read the rules and the words here.
 */

/** How long an offer's places are held, by default. */
export const WAITLIST_CLAIM_HOURS = 12;
/** … and when the session starts within WAITLIST_SOON_WITHIN_HOURS. */
export const WAITLIST_SOON_CLAIM_HOURS = 2;
export const WAITLIST_SOON_WITHIN_HOURS = 48;

/** Waitlists one parent can be on at once. */
export const WAITLIST_ENTRIES_MAX = 50;

export type ClaimWindows = { claimHours: number; soonClaimHours: number };

export const DEFAULT_CLAIM_WINDOWS: ClaimWindows = {
  claimHours: WAITLIST_CLAIM_HOURS,
  soonClaimHours: WAITLIST_SOON_CLAIM_HOURS,
};

const HOUR_MS = 3_600_000;

/**
 * When an offer made at `now` ends: the claim window, the shorter one when the first session is
 * within 48 hours, and never after that session starts.
 */
export function offerEndsAt(now: Date, firstStart: Date, windows: ClaimWindows): Date {
  const soon = firstStart.getTime() - now.getTime() <= WAITLIST_SOON_WITHIN_HOURS * HOUR_MS;
  const hours = soon ? windows.soonClaimHours : windows.claimHours;
  return new Date(Math.min(now.getTime() + hours * HOUR_MS, firstStart.getTime()));
}

export const JOIN_WAITLIST = 'Join Waitlist';
export const LEAVE_WAITLIST = 'Leave Waitlist';
export const CLAIM_OFFER = 'Claim your place';
export const BOOK_IT_FOR_ME = 'Book it for me';
export const BOOK_IT_FOR_ME_HINT =
  'When a place frees up, we book it and charge your chosen way to pay, then tell you.';
export const WAITLIST_JOINED = "You're on the waitlist";
/** Under the booking bar's 'Join Waitlist' while the activity is full. */
export const WAITLIST_FULL_NOTE =
  "It's full. Join the waitlist and we'll offer you a place if one frees up.";
export const WAITLIST_LEFT = 'You left the waitlist';

/**
 * A family waiting with several kids is offered places only for all of them, and keeps its place
 * in line while fewer free up; a family behind it whose kids fit may be offered those.
 */
export const WAITLIST_SIBLINGS_RULE =
  'Places are offered for all the children you choose together. If fewer free up, you keep your place in line.';

/** "You're #3 on the waitlist". */
export const waitlistPosition = (position: number) => `You're #${position} on the waitlist`;

/** "11 h 20 min", "45 min": the time left to claim an offer. */
export function claimTimeLeft(secondsLeft: number): string {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** An offer as the activity page and My Bookings show it: the title, then the time left. */
export const OFFER_TITLE = 'A place is yours';
export const claimWithin = (secondsLeft: number) => `Claim it within ${claimTimeLeft(secondsLeft)}`;
