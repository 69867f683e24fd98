import {
  GET_READY_NOTE,
  OPENING_REMINDER_OFFSETS,
  openingReminderTitle,
  wallClock,
  registrationOpensLabel,
} from '../../../shared/registration';
import type { BatchJobHandler, ClaimedJob } from '../../lib/jobs';
import { notify, type NewNotification } from '../../lib/notify';
import {
  OPENING_REMINDER_JOB,
  type OpeningReminderPayload,
} from '../../lib/registration-reminders';
import { remindersStillWanted } from './registration.queries';

type Wanted = { title: string; opensAt: Date | null };

/**
 * The notice of an opening coming up, if the parent still wants it, the opening is still the one
 * it was scheduled for, and it has not come (a runner that was down does not send the day-before
 * reminder once the ten-minute one is due). Keyed, so a second run tells nothing new.
 */
function openingNotice(
  wanted: Wanted | undefined,
  p: OpeningReminderPayload,
  at: Date,
): NewNotification | null {
  if (!wanted?.opensAt || !(p.offset in OPENING_REMINDER_OFFSETS)) return null;
  const opensAt = wanted.opensAt.getTime();
  if (opensAt !== new Date(p.opensAt).getTime() || opensAt <= at.getTime()) return null;
  if (
    p.offset === 'dayBefore' &&
    opensAt - at.getTime() <= OPENING_REMINDER_OFFSETS.tenMinutes * 60_000
  ) {
    return null;
  }
  return {
    userId: p.userId,
    kind: 'registration',
    title: openingReminderTitle(p.offset, wanted.title),
    body: `${registrationOpensLabel(wallClock(wanted.opensAt))}. ${GET_READY_NOTE}`,
    link: `/activities/${p.activityId}`,
    key: `${OPENING_REMINDER_JOB}:${p.offset}:${p.activityId}:${opensAt}`,
    data: { activityId: p.activityId, offset: p.offset },
  };
}

/** Opening reminders due together: read in one query, told in one transaction. */
export function openingReminderBatch(now: () => Date = () => new Date()): BatchJobHandler {
  return async (jobs: ClaimedJob[], db) => {
    const payloads = jobs.map((job) => job.payload as OpeningReminderPayload);
    const wanted = await remindersStillWanted(db, payloads);
    const at = now();
    const notices = payloads.flatMap((p) => {
      const notice = openingNotice(wanted.get(`${p.activityId}:${p.userId}`), p, at);
      return notice ? [notice] : [];
    });
    if (notices.length > 0) await db.transaction((tx) => notify(tx, notices, { now: at }));
    return new Map();
  };
}
