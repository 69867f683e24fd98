import {
  isNotificationKind,
  NOTIFICATION_KIND_RULES,
  type NotificationKind,
} from '../../../shared/notifications';
import type { MailMessage } from '../../lib/mail';
import { renderEmail } from '../../lib/mail-templates/layout';
import { greetingName, settingsUrl } from '../../lib/mail-templates/recipient';
import { unsubscribeLinks } from '../../lib/unsubscribe-token';
import type { DeliverableNotification } from './notifications.queries';

/** The button of each kind's e-mail; a kind this build does not know opens the app. */
const ACTION_LABELS: Record<NotificationKind, string> = {
  booking: 'View booking',
  reminder: 'View activity',
  connection: 'See connections',
  message: 'Open the conversation',
  comment: 'See the comment',
  'saved-search': 'See what is new',
  waitlist: 'See your place',
  registration: 'Get ready to book',
};

function reasonFor(kind: string): string {
  if (!isNotificationKind(kind)) {
    return 'You get this e-mail because of your Kidventure notification settings.';
  }
  const rules = NOTIFICATION_KIND_RULES[kind];
  return rules.transactional
    ? 'This is a receipt for something you did on Kidventure, so it always comes by e-mail.'
    : `You get this e-mail because e-mail for ${rules.label.toLowerCase()} is on in your Kidventure notification settings.`;
}

/**
 * One notification as an e-mail. Its Message-ID is the notification's, so every attempt to send
 * it is the same message. What a parent can turn off carries List-Unsubscribe (RFC 8058); a
 * receipt does not.
 */
export function notificationEmail(
  n: DeliverableNotification,
  { appUrl, secret }: { appUrl: string; secret: string },
): MailMessage {
  const kind = isNotificationKind(n.kind) ? n.kind : undefined;
  const unsubscribe =
    kind && !NOTIFICATION_KIND_RULES[kind].transactional
      ? unsubscribeLinks(appUrl, secret, n.userId, kind)
      : undefined;
  const email = renderEmail({
    subject: n.title,
    preheader: n.body,
    greetingName: greetingName(n),
    heading: n.title,
    paragraphs: n.body ? [n.body] : [],
    action: { label: kind ? ACTION_LABELS[kind] : 'Open in Kidventure', url: `${appUrl}${n.link}` },
    reason: reasonFor(n.kind),
    settingsUrl: settingsUrl(appUrl),
    unsubscribe:
      unsubscribe && kind
        ? {
            url: unsubscribe.pageUrl,
            label: `e-mails about ${NOTIFICATION_KIND_RULES[kind].label.toLowerCase()}`,
          }
        : undefined,
  });
  return {
    to: n.email,
    ...email,
    messageId: `<notification-${n.id}.email@${new URL(appUrl).hostname}>`,
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  };
}
