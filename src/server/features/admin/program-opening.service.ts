import {
  openingInstant,
  opensBeforeStart,
  registrationOpening,
  type RegistrationMode,
} from '../../../shared/registration';
import { LINE_STATES, type LineState } from '../../../shared/registration-line';
import type { OpeningState } from '../../../shared/schemas/registration';
import type { Database } from '../../db/client';
import { findOpeningState } from '../../lib/registration-lines.queries';
import { AppError } from '../../lib/http-errors';
import { activityNotFound } from '../../lib/refusals';
import { rescheduleOpeningReminders } from '../../lib/registration-reminders';
import { setRegistrationOpensAt } from './catalogue.queries';

const openingAfterStart = () =>
  new AppError(
    422,
    'opening_after_start',
    'Registration must open before the first session starts.',
  );

const alreadyDrawn = () =>
  new AppError(
    409,
    'registration_drawn',
    'The draw has been made: how the places go can no longer change.',
  );

/**
 * Sets when a program opens for booking (decision 061), or opens it now with null, and how its
 * places go (a line or a lottery, 063: until the draw); the reminders parents asked for follow
 * the new time, in the same transaction.
 */
export async function setProgramOpening(
  db: Database,
  activityId: number,
  { opensAt, mode }: { opensAt: string | null; mode?: RegistrationMode },
  now: Date,
) {
  const at = opensAt === null ? null : openingInstant(opensAt);
  const set = await db.transaction(async (tx) => {
    const before = await findOpeningState(tx, activityId);
    if (!before) throw activityNotFound();
    if (mode && mode !== before.mode && before.line?.drawnAt) throw alreadyDrawn();
    const program = await setRegistrationOpensAt(tx, activityId, at, mode);
    if (!program) throw activityNotFound();
    if (opensAt && !opensBeforeStart(opensAt, program.date, program.startTime)) {
      throw openingAfterStart();
    }
    await rescheduleOpeningReminders(tx, [activityId], now);
    return program;
  });
  return { activityId, registration: at ? registrationOpening(at, set.mode) : null };
}

/** An opening's state for operators (decision 062): the draw, and families in each state. */
export async function programOpeningState(db: Database, activityId: number): Promise<OpeningState> {
  const found = await findOpeningState(db, activityId);
  if (!found) throw activityNotFound();
  const { line } = found;
  const counts = Object.fromEntries(LINE_STATES.map((state) => [state, 0])) as Record<
    LineState,
    number
  >;
  for (const { state, n } of found.counts) counts[state as LineState] = n;
  return {
    activityId,
    registration: found.opensAt ? registrationOpening(found.opensAt, found.mode) : null,
    line: line && {
      opensAt: line.opensAt.toISOString(),
      drawnAt: line.drawnAt?.toISOString() ?? null,
      seed: line.seed,
      entrants: line.entrants,
      admittedThrough: line.admittedThrough,
      soldOutAt: line.soldOutAt?.toISOString() ?? null,
      counts,
    },
  };
}
