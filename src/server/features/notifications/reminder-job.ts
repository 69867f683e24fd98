import { activityStartsAt } from '../../../shared/booking-rules';
import { formatNames, formatShortDate, formatTime } from '../../../shared/display-format';
import { localIsoDate } from '../../../shared/iso-date';
import { REMINDER_OFFSETS, withDefaults, type ReminderOffset } from '../../../shared/notifications';
import type { BatchJobHandler, ClaimedJob } from '../../lib/jobs';
import { notify, serverTimeZone, type NewNotification } from '../../lib/notify';
import { REMINDER_JOB } from '../../lib/reminders';
import {
  remindedSessions,
  reminderTargetKey,
  type RemindedSession,
  type ReminderTarget,
} from './notifications.queries';

const HOUR_MS = 3_600_000;

type ReminderPayload = ReminderTarget & { offset: ReminderOffset };

/** "Tomorrow, 9:30 AM", "Today, 9:30 AM", or "Sat, Dec 12, 9:30 AM". */
function whenWords(date: string, startTime: string, now: Date): string {
  const today = localIsoDate(now);
  const tomorrow = localIsoDate(new Date(now.getTime() + 24 * HOUR_MS));
  const day = date === today ? 'Today' : date === tomorrow ? 'Tomorrow' : formatShortDate(date);
  return `${day}, ${formatTime(startTime.slice(0, 5))}`;
}

/**
 * The notice of a session coming up, if the parent still wants this reminder and the session has
 * not started (a runner that was down does not send a 24-hour reminder once the 2-hour one is
 * due). Keyed, so a second run tells nothing new.
 */
function reminderNotice(
  session: RemindedSession,
  { bookingId, sessionId, offset }: ReminderPayload,
  at: Date,
): NewNotification | null {
  if (!(offset in REMINDER_OFFSETS)) return null;
  const startsAt = activityStartsAt(session.date, session.startTime).getTime();
  if (startsAt <= at.getTime()) return null;
  if (offset === 'before24h' && startsAt - at.getTime() <= REMINDER_OFFSETS.before2h * HOUR_MS)
    return null;
  const settings = withDefaults(session.settings ?? undefined, serverTimeZone());
  if (!settings.reminders[offset]) return null;
  return {
    userId: session.userId,
    kind: 'reminder',
    title: `Coming up: ${session.title}`,
    body: `${whenWords(session.date, session.startTime, at)} at ${session.locationName} · ${formatNames(session.kidNames)}`,
    link: `/activities/${session.activityId}`,
    key: `${REMINDER_JOB}:${offset}:${bookingId}:${sessionId}`,
    data: { bookingId, sessionId, offset },
  };
}

/**
 * Reminders due together: their sessions read in one query, and their notifications stored (and
 * their e-mail and push queued) in one transaction. A booking cancelled meanwhile, or a kid's
 * place given back, leaves nothing to tell.
 */
export function reminderBatch(now: () => Date = () => new Date()): BatchJobHandler {
  return async (jobs: ClaimedJob[], db) => {
    const payloads = jobs.map((job) => job.payload as ReminderPayload);
    const sessions = await remindedSessions(db, payloads);
    const at = now();
    const notices = payloads.flatMap((p) => {
      const session = sessions.get(reminderTargetKey(p));
      const notice = session && reminderNotice(session, p, at);
      return notice ? [notice] : [];
    });
    if (notices.length > 0) await db.transaction((tx) => notify(tx, notices, { now: at }));
    return new Map();
  };
}
