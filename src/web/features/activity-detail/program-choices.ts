import { activityStartsAt, hasStarted } from '../../../shared/booking-rules';
import {
  resolveBookingOption,
  weekOf,
  type BookingOption,
  type ProgramPricing,
} from '../../../shared/program-options';
import { compareIso } from '../../../shared/iso-date';
import type { ActivitySession } from '../../../shared/schemas/activity';

/**
 * What the activity page offers a parent of a program of several sessions (decision 043). The
 * shared rule (resolveBookingOption) says which sets of sessions are an option and their price;
 * this only lists the candidates the page shows and whether each can still be chosen.
 */

export type Program = ProgramPricing & { sessions: readonly ActivitySession[] };

/** A session as the schedule shows it: bookable, full, or already started (past). */
export type SessionState = 'open' | 'full' | 'past';

export function sessionState(session: ActivitySession, now: Date): SessionState {
  if (hasStarted(activityStartsAt(session.date, session.startTime), now)) return 'past';
  return session.spotsLeft <= 0 ? 'full' : 'open';
}

/** An option the parent can pick, with what stops it: a session that started, or one that is full. */
export type Choice = {
  option: BookingOption;
  sessionIds: number[];
  /** Null when it can be booked. */
  blocked: 'past' | 'full' | null;
};

/** The option these sessions make, or null when the shared rule refuses them. */
export function choiceOf(program: Program, sessionIds: readonly number[], now: Date) {
  const option = resolveBookingOption(program, program.sessions, sessionIds);
  if (typeof option === 'string') return null;
  const ids = new Set(option.sessions.map((s) => s.id));
  const states = program.sessions.filter((s) => ids.has(s.id)).map((s) => sessionState(s, now));
  const blocked = states.includes('past') ? 'past' : states.includes('full') ? 'full' : null;
  return { option, sessionIds: option.sessions.map((s) => s.id), blocked } satisfies Choice;
}

/** Each session booked alone, when the program sells single dates (drop-ins, or a term's drop-in). */
export function singleDateChoices(program: Program, now: Date): Choice[] {
  return program.sessions.flatMap((s) => choiceOf(program, [s.id], now) ?? []);
}

/** The whole term (every session together). */
export const wholeTermChoice = (program: Program, now: Date) =>
  choiceOf(
    program,
    program.sessions.map((s) => s.id),
    now,
  );

/** A camp's weeks, each with its sessions, Monday first. */
export function campWeeks(program: Program) {
  const weeks = new Map<string, ActivitySession[]>();
  for (const s of program.sessions) {
    const key = weekOf(s.date);
    weeks.set(key, [...(weeks.get(key) ?? []), s]);
  }
  return [...weeks]
    .sort(([a], [b]) => compareIso(a, b))
    .map(([monday, sessions]) => ({
      monday,
      sessions,
    }));
}

/**
 * The option chosen: the parent's pick (an empty one while a date or days are still to pick), or
 * without one the program's own first option while it can be booked (the whole term, a camp's one week).
 */
export function currentChoice(
  program: Program,
  stored: readonly number[] | undefined,
  now: Date,
): Choice | null {
  if (stored !== undefined) return stored.length > 0 ? choiceOf(program, stored, now) : null;
  const first = resolveBookingOption(program, program.sessions);
  if (typeof first === 'string') return null;
  const choice = choiceOf(
    program,
    first.sessions.map((s) => s.id),
    now,
  );
  return choice?.blocked === null ? choice : null;
}

/** What a booking of the choice can still get: its first session's start, and the fewest places left. */
export function choiceLimits(program: Program, choice: Choice) {
  const ids = new Set(choice.sessionIds);
  const sessions = program.sessions.filter((s) => ids.has(s.id));
  const first = choice.option.sessions[0];
  return {
    date: first?.date ?? '',
    startTime: first?.startTime ?? '',
    spotsLeft: Math.min(...sessions.map((s) => s.spotsLeft)),
  };
}
