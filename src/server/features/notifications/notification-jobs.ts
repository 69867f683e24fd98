import type { Database } from '../../db/client';
import type { ClaimedJob, JobHandler } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mail';
import { notificationEmail } from './notification-mail';
import { notificationForDelivery, type DeliverableNotification } from './notifications.queries';
import { deliveryJobKind } from '../../lib/notify';
import { REMINDER_JOB } from '../../lib/reminders';
import { reminderJob } from './reminder-job';
import { MESSAGE_EMAIL_JOB } from '../../lib/message-email';
import { messageEmailJob } from './message-email-job';

/** Sends one notification to a parent's devices (web push); absent: push is not set up here. */
export type PushSender = {
  send(db: Database, notification: DeliverableNotification): Promise<void>;
};

export type NotificationJobDeps = {
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** Signs the one-click unsubscribe links (the auth secret). */
  authSecret: string;
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
    [deliveryJobKind('push')]: async (job, db) => {
      const n = await notificationOf(job, db);
      if (n && deps.push) await deps.push.send(db, n);
    },
    [REMINDER_JOB]: reminderJob(deps.now),
    [MESSAGE_EMAIL_JOB]: messageEmailJob(deps.now),
  };
}
