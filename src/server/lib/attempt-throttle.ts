import type { Database } from '../db/client';
import { rateLimited } from './http-errors';
import {
  claimAttempt,
  forgetAttempts,
  nextAttemptAt,
  type DelayPolicy,
} from './attempt-throttle.queries';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export type ThrottlePolicy = DelayPolicy & {
  /** A key left alone this long starts again from nothing. */
  forgetAfterMs: number;
  /** The refusal, given how long to wait. */
  message: (wait: string) => string;
};

/**
 * Per-account throttles, whatever address the attempts come from (the per-IP limit is
 * lib/rate-limit.ts). The first `free` attempts go at once; then each must wait for the one before:
 * firstDelayMs, then twice as long each time, up to maxDelayMs. Every limit is here.
 */
export const THROTTLES = {
  /** Signing in to one account (by its e-mail address, known or not, so answers are the same). */
  signIn: {
    free: 5,
    firstDelayMs: 30 * SECOND,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 24 * HOUR,
    message: (wait) => `Too many attempts for this account. Please try again in ${wait}.`,
  },
  /** Reset mails to one address. */
  passwordReset: {
    free: 3,
    firstDelayMs: MINUTE,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: HOUR,
    message: (wait) => `Too many reset e-mails for this address. Please try again in ${wait}.`,
  },
  /** Gift card codes tried by one parent. */
  giftCardRedeem: {
    free: 5,
    firstDelayMs: 30 * SECOND,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 24 * HOUR,
    message: (wait) => `Too many gift card codes tried. Please try again in ${wait}.`,
  },
} satisfies Record<string, ThrottlePolicy>;

export type ThrottleName = keyof typeof THROTTLES;

/** "45 seconds", "2 minutes": how long to wait, rounded up, in words. */
function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts an attempt under `name` for `subject` (an e-mail address, a parent's id), or refuses it
 * with 429 and Retry-After while it must wait. Returns how many attempts are now counted: the
 * caller forgets them after one that succeeded (`forget`).
 */
export async function countAttempt(
  db: Database,
  name: ThrottleName,
  subject: string,
  now = Date.now(),
): Promise<number> {
  const policy: ThrottlePolicy = THROTTLES[name];
  const key = `${name}:${subject}`;
  const count = await claimAttempt(db, key, now, policy);
  if (count !== null) return count;
  const at = (await nextAttemptAt(db, key, policy)) ?? now + SECOND;
  const waitMs = Math.max(SECOND, at - now);
  throw rateLimited(policy.message(waitInWords(waitMs)), waitMs / SECOND);
}

/** Whether this count is the one that starts the waiting (the last free attempt). */
export const isLastFreeAttempt = (name: ThrottleName, count: number) =>
  count === THROTTLES[name].free;

/** Forgets the attempts counted under `name` for `subject`. */
export const forget = (db: Database, name: ThrottleName, subject: string) =>
  forgetAttempts(db, `${name}:${subject}`);
