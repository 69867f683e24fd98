import { oneAtATime, type BatchJobHandler, type ClaimedJob, type JobHandler } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mail';
import type { PushSender } from '../../lib/push';
import { notificationEmail } from './notification-mail';
import { notificationsForDelivery } from './notifications.queries';
import { deliveryJobKind } from '../../lib/notify';
import { REMINDER_JOB } from '../../lib/reminders';
import { pushJob } from './push-job';
import { reminderBatch } from './reminder-job';
import { MESSAGE_EMAIL_JOB } from '../../lib/message-email';
import { messageEmailJob } from './message-email-job';

export type NotificationJobDeps = {
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** Signs the one-click unsubscribe links (the auth secret). */
  authSecret: string;
  /** Web push to the parents' devices; absent: push is not set up here. */
  push?: PushSender;
  now?: () => Date;
};

const notificationIdOf = (job: ClaimedJob) => Number(job.payload.notificationId);

/**
 * E-mails due together: their notifications read in one query, then sent side by side over the
 * mailer's pooled connections. One that fails is retried on its own; one whose parent's account
 * is gone is done with nothing to send.
 */
function emailBatch(deps: NotificationJobDeps): BatchJobHandler {
  const links = { appUrl: deps.appUrl, secret: deps.authSecret };
  return async (jobs, db) => {
    const found = await notificationsForDelivery(db, jobs.map(notificationIdOf));
    const failures = new Map<number, unknown>();
    await Promise.all(
      jobs.map(async (job) => {
        const n = found.get(notificationIdOf(job));
        if (!n) return;
        try {
          await deps.mailer.send(notificationEmail(n, links));
        } catch (err) {
          failures.set(job.id, err);
        }
      }),
    );
    return failures;
  };
}

/** The jobs notifications add that are done many at a time, by kind, for the job runner. */
export function notificationBatchJobs(deps: NotificationJobDeps): Record<string, BatchJobHandler> {
  return {
    [deliveryJobKind('email')]: emailBatch(deps),
    [REMINDER_JOB]: reminderBatch(deps.now),
  };
}

/** The jobs notifications add, by kind, for the job runner (one at a time). */
export function notificationJobs(deps: NotificationJobDeps): Record<string, JobHandler> {
  return {
    [deliveryJobKind('email')]: oneAtATime(emailBatch(deps)),
    [deliveryJobKind('push')]: pushJob(deps.push, deps.now ?? (() => new Date())),
    [REMINDER_JOB]: oneAtATime(reminderBatch(deps.now)),
    [MESSAGE_EMAIL_JOB]: messageEmailJob(deps.now),
  };
}
