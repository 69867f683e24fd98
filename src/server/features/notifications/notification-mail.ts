import type { MailMessage } from '../../lib/mail';
import type { DeliverableNotification } from './notifications.queries';

/** Where a parent changes what reaches them, linked from every e-mail. */
export const SETTINGS_PATH = '/settings#notifications';

/** The greeting's name: the profile's first name, else the first word of the account's name. */
export function greetingName(n: Pick<DeliverableNotification, 'firstName' | 'name'>): string {
  return n.firstName?.trim() || n.name.trim().split(/\s+/)[0] || 'there';
}

/**
 * One notification as an e-mail. Its Message-ID is the notification's, so every attempt to send
 * it is the same message.
 */
export function notificationEmail(
  n: DeliverableNotification,
  { appUrl }: { appUrl: string },
): MailMessage {
  const link = `${appUrl}${n.link}`;
  const settings = `${appUrl}${SETTINGS_PATH}`;
  return {
    to: n.email,
    subject: n.title,
    messageId: `<notification-${n.id}.email@${new URL(appUrl).hostname}>`,
    text: [
      `Hi ${greetingName(n)},`,
      '',
      n.title,
      n.body,
      '',
      `Open it: ${link}`,
      '',
      `Choose what reaches you: ${settings}`,
      '',
    ].join('\n'),
  };
}
