import { registrationOpening } from '../../../shared/registration';
import { DEFAULT_ADMIT_PER_MINUTE } from '../../../shared/registration-line';
import { findRegistrationState } from './registration-line.queries';
import { entryView, lineView } from './registration-line.service';
import type { RegistrationState } from '../../../shared/schemas/registration';
import type { Database } from '../../db/client';
import { activityNotFound } from '../../lib/refusals';
import { cancelOpeningReminders, scheduleOpeningReminders } from '../../lib/registration-reminders';
import { registrationAlreadyOpen } from './bookings.errors';
import { deleteReminder, insertReminder } from './registration.queries';

/** Registration openings (decision 061): a parent's view, and 'Remind me'. */

export async function getRegistration(
  db: Database,
  userId: string,
  activityId: number,
  { admitPerMinute = DEFAULT_ADMIT_PER_MINUTE, now = new Date() } = {},
): Promise<RegistrationState> {
  const found = await findRegistrationState(db, userId, activityId);
  if (!found) throw activityNotFound();
  const line = lineView(found, found.line, admitPerMinute);
  return {
    activityId,
    opening: found.opensAt ? registrationOpening(found.opensAt, found.mode) : null,
    reminder: found.reminder,
    line,
    entry: found.entry ? entryView(found.entry, line, now) : null,
  };
}

/**
 * 'Remind me': a notification a day and ten minutes before the opening (those still ahead).
 * Asking twice changes nothing; once registration is open there is nothing to remind of.
 */
export async function remindOfOpening(
  db: Database,
  userId: string,
  activityId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findRegistrationState(tx, userId, activityId);
    if (!found) throw activityNotFound();
    const { opensAt: at } = found;
    if (!at || at.getTime() <= now.getTime()) throw registrationAlreadyOpen();
    await insertReminder(tx, userId, activityId);
    await scheduleOpeningReminders(tx, { activityId, userId, opensAt: at }, now);
  });
}

/** The reminder turned off; turning it off twice changes nothing. */
export async function stopOpeningReminder(
  db: Database,
  userId: string,
  activityId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteReminder(tx, userId, activityId);
    await cancelOpeningReminders(tx, activityId, userId);
  });
}
