import { OPENING_REMINDER_OFFSETS, type OpeningReminderOffset } from '../../shared/registration';
import type { Database } from '../db/client';
import { cancelJobsByKeyPrefix, enqueueJobs, type NewJob } from './jobs';
import { openingRemindersOf } from './registration-reminders.queries';

/** Tells a parent who asked that registration opens soon (decision 061). */
export const OPENING_REMINDER_JOB = 'opening-reminder';

export type OpeningReminderPayload = {
  activityId: number;
  userId: string;
  /** The opening it was scheduled for: a job for an opening since moved tells nothing. */
  opensAt: string;
  offset: OpeningReminderOffset;
};

const MINUTE_MS = 60_000;
const keyPrefix = (activityId: number, userId?: string) =>
  `${OPENING_REMINDER_JOB}:${activityId}:${userId === undefined ? '' : `${userId}:`}`;

/** The reminders still ahead for one parent and one opening: a day and ten minutes before. */
function reminderJobs(
  { activityId, userId, opensAt }: { activityId: number; userId: string; opensAt: Date },
  now: Date,
): NewJob[] {
  return (Object.keys(OPENING_REMINDER_OFFSETS) as OpeningReminderOffset[])
    .map((offset) => ({
      kind: OPENING_REMINDER_JOB,
      runAt: new Date(opensAt.getTime() - OPENING_REMINDER_OFFSETS[offset] * MINUTE_MS),
      key: `${keyPrefix(activityId, userId)}${opensAt.getTime()}:${offset}`,
      payload: { activityId, userId, opensAt: opensAt.toISOString(), offset },
    }))
    .filter((job) => job.runAt.getTime() > now.getTime());
}

/** In the caller's transaction: one parent's reminders of an opening, from now on. */
export async function scheduleOpeningReminders(
  tx: Database,
  reminder: { activityId: number; userId: string; opensAt: Date },
  now: Date,
) {
  await cancelOpeningReminders(tx, reminder.activityId, reminder.userId);
  await enqueueJobs(tx, reminderJobs(reminder, now));
}

/** A parent's reminders of an opening, or every parent's, no longer wanted. */
export const cancelOpeningReminders = (tx: Database, activityId: number, userId?: string) =>
  cancelJobsByKeyPrefix(tx, keyPrefix(activityId, userId));

/**
 * In the transaction that set these programs' openings (an import, the admin API): every
 * parent's reminders follow their program's opening, or go when it has none.
 */
export async function rescheduleOpeningReminders(tx: Database, activityIds: number[], now: Date) {
  const reminders = await openingRemindersOf(tx, activityIds);
  for (const activityId of new Set(reminders.map((r) => r.activityId))) {
    await cancelOpeningReminders(tx, activityId);
  }
  await enqueueJobs(
    tx,
    reminders.flatMap((r) => (r.opensAt ? reminderJobs({ ...r, opensAt: r.opensAt }, now) : [])),
  );
}
