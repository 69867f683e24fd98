/**
 * Places held while a parent pays (decision 057): on reaching the payment step the booking's
 * places are taken for a short time as a held booking, so nobody faster takes them meanwhile.
 */

export const HOLD_MINUTES = 10;

/** When a hold taken at `now` ends. */
export const holdEndsAt = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * 60_000);

/** Whole seconds left on a hold (0 once it has ended). */
export const holdSecondsLeft = (heldUntil: string | Date, now: Date) =>
  Math.max(0, Math.ceil((new Date(heldUntil).getTime() - now.getTime()) / 1000));

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The time left as the summary counts it down: '9:41', '0:05'; a waitlist offer's hours
 * (decision 060) as '11:59:30'.
 */
export function holdClock(secondsLeft: number): string {
  const s = Math.max(0, Math.floor(secondsLeft));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}

/** The summary's line while the places are held. */
export const holdNotice = (secondsLeft: number) =>
  `Your places are held for ${holdClock(secondsLeft)}`;

/**
 * What a screen reader hears: the minutes left, announced once a minute (not every second); past
 * an hour, the hours.
 */
export function holdMinutesInWords(secondsLeft: number): string {
  const minutes = Math.ceil(Math.max(0, secondsLeft) / 60);
  if (minutes <= 1) return 'Less than a minute left to pay before your places are released.';
  // A waitlist offer's hours are told by the hour.
  if (minutes > 60) {
    return `${Math.ceil(minutes / 60)} hours left to pay before your places are released.`;
  }
  return `${minutes} minutes left to pay before your places are released.`;
}

/** Once the time is up: the places may still be free, and paying books them if they are. */
export const HOLD_ENDED = {
  title: 'Your places are no longer held',
  description: `The ${HOLD_MINUTES} minutes to pay ran out. Complete Payment books them if they are still free.`,
};

/** A hold that could not be taken (the refusal says why) leaves the parent free to try paying. */
export const HOLD_NOT_TAKEN = "We couldn't hold your places. You can still complete payment.";
