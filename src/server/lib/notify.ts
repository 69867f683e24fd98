import {
  deliverableAt,
  NOTIFICATION_KIND_RULES,
  isNotificationKind,
  isTimedReminder,
  wantsChannel,
  withDefaults,
  type NotificationChannel,
} from '../../shared/notifications';
import type { Database } from '../db/client';
import { enqueueJobs, type NewJob } from './jobs';
import { recordEvents } from './realtime.queries';
import { insertNotifications, recipientsOf, type NewNotification } from './notify.queries';

export type { NewNotification };

let zone: string | undefined;
/**
 * The zone of a parent who never chose one, and of the catalogue's times: the server's. Read once:
 * asking Intl costs about 0.3 ms, once per notification, which a burst of reminders noticed.
 */
export const serverTimeZone = () => (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

const urgentReceipt = (kind: string) =>
  isNotificationKind(kind) && NOTIFICATION_KIND_RULES[kind].transactional;

/** When the `index`-th of a burst paced at `perSecond` a second goes out: whole seconds from `now`. */
export const pacedAt = (now: Date, index: number, perSecond: number) =>
  new Date(now.getTime() + Math.floor(index / Math.max(1, perSecond)) * 1000);

/** The job that sends one notification on one channel. */
export const deliveryJobKind = (channel: NotificationChannel) => `notification-${channel}`;

/**
 * Tells parents something, inside the caller's transaction: the notification is stored (once per
 * key), the parent's open apps hear of it at commit, and its e-mail and push go out as jobs on the
 * channels the parent chose, after quiet hours unless it is a reminder or a receipt. Nothing here
 * waits for mail or push. Answers the notifications added.
 */
export async function notify(
  tx: Database,
  list: NewNotification[],
  {
    now = new Date(),
    channels = ['email', 'push'],
    perSecond,
  }: {
    now?: Date;
    /** The channels it may take; a booking's receipt e-mail is sent by bookings itself. */
    channels?: readonly NotificationChannel[];
    /**
     * A burst told at once (everyone still in a registration line when the places run out): its
     * e-mail and push go out this many parents a second, in the list's order, so that the
     * requests of the moment are not kept waiting behind them. In the app it shows at once.
     */
    perSecond?: number;
  } = {},
) {
  const added = await insertNotifications(tx, list);
  if (added.length === 0) return added;
  const userIds = [...new Set(added.map((n) => n.userId))];
  const recipients = await recipientsOf(tx, userIds);
  const jobs: NewJob[] = [];
  for (const [i, n] of added.entries()) {
    const recipient = recipients.get(n.userId);
    const settings = withDefaults(recipient?.settings, serverTimeZone());
    const urgent = isTimedReminder(n.kind) || urgentReceipt(n.kind);
    const due = perSecond ? pacedAt(now, i, perSecond) : now;
    const runAt = urgent ? due : deliverableAt(due, settings);
    for (const channel of channels) {
      if (!wantsChannel(settings, n.kind, channel)) continue;
      if (recipient?.switchedOff && !urgentReceipt(n.kind)) continue;
      if (channel === 'push' && !recipient?.hasPushDevice) continue;
      jobs.push({
        kind: deliveryJobKind(channel),
        runAt,
        payload: { notificationId: n.id },
        key: `${channel}:${n.id}`,
      });
    }
  }
  await enqueueJobs(tx, jobs);
  await recordEvents(
    tx,
    added.map((n) => ({ userId: n.userId, type: 'notification', payload: { id: n.id } })),
  );
  return added;
}
