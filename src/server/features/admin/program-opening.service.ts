import {
  openingInstant,
  opensBeforeStart,
  registrationOpening,
} from '../../../shared/registration';
import type { Database } from '../../db/client';
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

/**
 * Sets when a program opens for booking (decision 061), or opens it now with null; the reminders
 * parents asked for follow the new time, in the same transaction.
 */
export async function setProgramOpening(
  db: Database,
  activityId: number,
  opensAt: string | null,
  now: Date,
) {
  const at = opensAt === null ? null : openingInstant(opensAt);
  await db.transaction(async (tx) => {
    const program = await setRegistrationOpensAt(tx, activityId, at);
    if (!program) throw activityNotFound();
    if (opensAt && !opensBeforeStart(opensAt, program.date, program.startTime)) {
      throw openingAfterStart();
    }
    await rescheduleOpeningReminders(tx, [activityId], now);
  });
  return { activityId, registration: at ? registrationOpening(at) : null };
}
