import type { Database } from '../../db/client';
import type { ClaimedJob, JobHandler } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mail';
import type { PushSender } from '../../lib/push';
import { notificationEmail } from './notification-mail';
import { notificationForDelivery } from './notifications.queries';
import { deliveryJobKind } from '../../lib/notify';
import { REMINDER_JOB } from '../../lib/reminders';
import { pushJob } from './push-job';
import { reminderJob } from './reminder-job';
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

const notificationOf = (job: ClaimedJob, db: Database) =>
  notificationForDelivery(db, Number(job.payload.notificationId));

/** The jobs notifications add, by kind, for the job runner. */
export function notificationJobs(deps: NotificationJobDeps): Record<string, JobHandler> {
  return {
    [deliveryJobKind('email')]: async (job, db) => {
      // Gone with its parent's account: nothing to send.
      const n = await notificationOf(job, db);
      if (n)
        await deps.mailer.send(
          notificationEmail(n, { appUrl: deps.appUrl, secret: deps.authSecret }),
        );
    },
    [deliveryJobKind('push')]: pushJob(deps.push, deps.now ?? (() => new Date())),
    [REMINDER_JOB]: reminderJob(deps.now),
    [MESSAGE_EMAIL_JOB]: messageEmailJob(deps.now),
  };
}
