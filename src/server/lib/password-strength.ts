import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { WEAK_PASSWORD_ADVICE, WEAK_PASSWORD_MESSAGE } from '../../shared/schemas/account';
import { AppError } from './http-errors';

/**
 * zxcvbn's score (0–4) a new password needs. 2 is "more than a million guesses": it refuses the
 * leaked-password lists' favourites ('12345678', 'password', 'qwertyuiop', 'password123') and
 * their small variations, and lets a few ordinary words through ('a quiet lake at dawn').
 */
const MIN_SCORE = 2;

/** Why zxcvbn found a password weak (its warning key), in our words. */
const REASONS: Record<string, string> = {
  topTen: 'It is one of the most used passwords.',
  topHundred: 'It is one of the most used passwords.',
  common: 'It is one of the most used passwords.',
  pwned: 'It is one of the most used passwords.',
  similarToCommon: 'It is too close to a commonly used password.',
  userInputs: 'It is too close to your e-mail address.',
  straightRow: 'It is a row of keys on the keyboard.',
  keyPattern: 'It is a pattern on the keyboard.',
  simpleRepeat: 'It repeats the same characters.',
  extendedRepeat: 'It repeats the same characters.',
  sequences: 'It is a sequence such as abcd or 1234.',
  recentYears: 'It is mostly a recent year.',
  dates: 'It is mostly a date.',
};

/**
 * The leaked-password and common-word lists (language-common) only: the English dictionary
 * would add 5 MB and half a second to the first check, and catches little more at this score
 * (decision 038). Built on first use, on the server only.
 */
let checker: ZxcvbnFactory | undefined;
const zxcvbn = () => (checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/** Why the password would be easy to guess, or null when it is strong enough. */
export function passwordWeakness(password: string, email?: string): string | null {
  const inputs = email ? [email, email.split('@')[0] ?? email, 'kidventure'] : ['kidventure'];
  const { score, feedback } = zxcvbn().check(password, inputs);
  if (score >= MIN_SCORE) return null;
  const reason = (feedback.warning && REASONS[feedback.warning]) || '';
  return [WEAK_PASSWORD_MESSAGE, reason, WEAK_PASSWORD_ADVICE].filter(Boolean).join(' ');
}

/** Refuses (400 weak_password) a new password that is easy to guess. */
export function requireStrongPassword(password: string, email?: string) {
  const weakness = passwordWeakness(password, email);
  if (weakness) throw new AppError(400, 'weak_password', weakness);
}
