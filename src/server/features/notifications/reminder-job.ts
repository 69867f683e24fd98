import { activityStartsAt } from '../../../shared/booking-rules';
import { formatNames, formatShortDate, formatTime } from '../../../shared/display-format';
import { localIsoDate } from '../../../shared/iso-date';
import { REMINDER_OFFSETS, withDefaults, type ReminderOffset } from '../../../shared/notifications';
import type { Database } from '../../db/client';
import type { ClaimedJob } from '../../lib/jobs';
import { notify, serverTimeZone } from '../../lib/notify';
import { REMINDER_JOB } from '../../lib/reminders';
import { remindedSession } from './notifications.queries';

const HOUR_MS = 3_600_000;

/** "Tomorrow, 9:30 AM", "Today, 9:30 AM", or "Sat, Dec 12, 9:30 AM". */
function whenWords(date: string, startTime: string, now: Date): string {
  const today = localIsoDate(now);
  const tomorrow = localIsoDate(new Date(now.getTime() + 24 * HOUR_MS));
  const day = date === today ? 'Today' : date === tomorrow ? 'Tomorrow' : formatShortDate(date);
  return `${day}, ${formatTime(startTime.slice(0, 5))}`;
}

/**
 * Tells the parent of a session coming up, if the booking still holds a place in it, the parent
 * still wants this reminder, and the session has not started (a runner that was down does not
 * send a 24-hour reminder once the 2-hour one is due). Keyed, so a second run tells nothing new.
 */
export function reminderJob(now: () => Date = () => new Date()) {
  return async (job: ClaimedJob, db: Database) => {
    const { bookingId, sessionId, offset } = job.payload as {
      bookingId: string;
      sessionId: number;
      offset: ReminderOffset;
    };
    const session = await remindedSession(db, bookingId, sessionId);
    if (!session || !(offset in REMINDER_OFFSETS)) return;
    const at = now();
    const startsAt = activityStartsAt(session.date, session.startTime).getTime();
    if (startsAt <= at.getTime()) return;
    if (offset === 'before24h' && startsAt - at.getTime() <= REMINDER_OFFSETS.before2h * HOUR_MS)
      return;
    const settings = withDefaults(session.settings ?? undefined, serverTimeZone());
    if (!settings.reminders[offset]) return;
    await db.transaction((tx) =>
      notify(
        tx,
        [
          {
            userId: session.userId,
            kind: 'reminder',
            title: `Coming up: ${session.title}`,
            body: `${whenWords(session.date, session.startTime, at)} at ${session.locationName} · ${formatNames(session.kidNames)}`,
            link: `/activities/${session.activityId}`,
            key: `${REMINDER_JOB}:${offset}:${bookingId}:${sessionId}`,
            data: { bookingId, sessionId, offset },
          },
        ],
        { now: at },
      ),
    );
  };
}
