import { activityStartsAt } from '../../shared/booking-rules';
import { REMINDER_OFFSETS, type ReminderOffset } from '../../shared/notifications';
import type { Database } from '../db/client';
import { cancelJobsByKeyPrefix, enqueueJobs } from './jobs';

export const REMINDER_JOB = 'reminder';
const HOUR_MS = 3_600_000;

type SessionStart = { id: number; date: string; startTime: string };

/**
 * A session's reminders, due 24 and 2 hours before it starts. Session times are the wall clock
 * where the activity is, which is the server's zone (TZ): activityStartsAt reads them so, and a
 * daylight-saving change between now and then is counted in the instant it gives.
 */
export async function scheduleReminders(
  tx: Database,
  booking: { id: string; sessions: SessionStart[] },
  now: Date,
) {
  const jobs = booking.sessions.flatMap((session) => {
    const startsAt = activityStartsAt(session.date, session.startTime).getTime();
    return (Object.keys(REMINDER_OFFSETS) as ReminderOffset[])
      .map((offset) => ({
        kind: REMINDER_JOB,
        runAt: new Date(startsAt - REMINDER_OFFSETS[offset] * HOUR_MS),
        payload: { bookingId: booking.id, sessionId: session.id, offset },
        key: `${REMINDER_JOB}:${booking.id}:${session.id}:${offset}`,
      }))
      .filter((job) => job.runAt.getTime() > now.getTime());
  });
  await enqueueJobs(tx, jobs);
}

/** A cancelled booking's reminders still waiting are dropped. */
export const cancelReminders = (tx: Database, bookingId: string) =>
  cancelJobsByKeyPrefix(tx, `${REMINDER_JOB}:${bookingId}:`);
