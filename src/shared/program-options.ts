import { addDays, compareIso, weekdayOf } from './iso-date';

/**
 * How a program is booked (decision 043): which sessions a request takes together, and at what
 * price per child. The API refuses what this refuses; the activity page offers what it offers.
 */

export const BOOKING_MODES = ['drop_in', 'term', 'camp_week'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

export type ProgramSession = { id: number; date: string; startTime: string };

export type ProgramPricing = {
  bookingMode: BookingMode;
  /** Per session (drop-in), per term or per week. */
  priceCents: number;
  /** One session of a term or one day of a camp week, booked alone; null when not offered. */
  dropInPriceCents: number | null;
};

export type OptionKind = 'session' | 'term' | 'week' | 'days';

export type BookingOption = {
  kind: OptionKind;
  /** In date order; the first one's start is the option's start. */
  sessions: ProgramSession[];
  /** Per child. */
  priceCents: number;
};

/**
 * Why a request names no option: a session that is not the program's, or a set of sessions
 * the provider does not sell together (or, without sessionIds, a program with a choice to make).
 */
export type OptionRefusal = 'unknown-session' | 'not-an-option';

const bySessionStart = (a: ProgramSession, b: ProgramSession) =>
  compareIso(a.date, b.date) || compareIso(a.startTime, b.startTime) || a.id - b.id;

/** The Monday of the calendar week (Monday to Sunday) a date is in: a camp week's key. */
export const weekOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/**
 * The option a request's sessionIds name. Without sessionIds: the program's only session, or a
 * term's whole series, or a camp's only week.
 */
export function resolveBookingOption(
  program: ProgramPricing,
  allSessions: readonly ProgramSession[],
  sessionIds?: readonly number[],
): BookingOption | OptionRefusal {
  const sessions = [...allSessions].sort(bySessionStart);
  if (sessionIds === undefined) return defaultOption(program, sessions);
  const ids = new Set(sessionIds);
  const chosen = sessions.filter((s) => ids.has(s.id));
  if (chosen.length !== ids.size || chosen.length === 0) return 'unknown-session';
  return optionOf(program, sessions, chosen);
}

function defaultOption(program: ProgramPricing, sessions: ProgramSession[]) {
  if (sessions.length === 0) return 'not-an-option';
  if (sessions.length === 1 || program.bookingMode === 'term') {
    return optionOf(program, sessions, sessions);
  }
  if (
    program.bookingMode === 'camp_week' &&
    new Set(sessions.map((s) => weekOf(s.date))).size === 1
  ) {
    return optionOf(program, sessions, sessions);
  }
  return 'not-an-option';
}

function optionOf(
  { bookingMode, priceCents, dropInPriceCents }: ProgramPricing,
  sessions: ProgramSession[],
  chosen: ProgramSession[],
): BookingOption | OptionRefusal {
  const one = chosen.length === 1;
  if (bookingMode === 'drop_in') {
    return one ? { kind: 'session', sessions: chosen, priceCents } : 'not-an-option';
  }
  if (bookingMode === 'term') {
    if (chosen.length === sessions.length) return { kind: 'term', sessions: chosen, priceCents };
    return one && dropInPriceCents !== null
      ? { kind: 'session', sessions: chosen, priceCents: dropInPriceCents }
      : 'not-an-option';
  }
  const week = weekOf(chosen[0]?.date ?? '');
  if (chosen.some((s) => weekOf(s.date) !== week)) return 'not-an-option';
  const wholeWeek = sessions.filter((s) => weekOf(s.date) === week);
  if (chosen.length === wholeWeek.length) return { kind: 'week', sessions: chosen, priceCents };
  return dropInPriceCents !== null
    ? { kind: 'days', sessions: chosen, priceCents: dropInPriceCents * chosen.length }
    : 'not-an-option';
}
