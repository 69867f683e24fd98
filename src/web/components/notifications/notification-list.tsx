import {
  AlarmClock,
  Bell,
  CalendarCheck,
  Hourglass,
  MessageCircle,
  MessageSquareText,
  Search,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Notification } from '../../../shared/schemas/notification';
import { formatRelativeTime } from '../../../shared/relative-time';
import { cn } from '../../lib/cn';
import { safeRedirectPath } from '../../lib/safe-redirect';

const KIND_ICONS: Record<string, LucideIcon> = {
  booking: CalendarCheck,
  reminder: AlarmClock,
  connection: UserPlus,
  message: MessageCircle,
  comment: MessageSquareText,
  'saved-search': Search,
  waitlist: Hourglass,
};

/** Where a notification leads: its own path in the app; anything else stays on the centre. */
export const notificationHref = (notification: Pick<Notification, 'link'>) =>
  safeRedirectPath(notification.link) ?? '/notifications';

/**
 * Notifications as a list of links, newest first: what happened, a line more and when. An unread
 * one has a dot and a tinted background, and a screen reader hears "Unread:" before it.
 * `onOpen` runs as one is followed (marking it read).
 */
export function NotificationList({
  items,
  onOpen,
  now = new Date(),
  className,
}: {
  items: readonly Notification[];
  onOpen: (notification: Notification) => void;
  now?: Date;
  className?: string;
}) {
  return (
    <ul className={cn('divide-y divide-line', className)}>
      {items.map((notification) => (
        <li key={notification.id}>
          <NotificationLink notification={notification} now={now} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function NotificationLink({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: Date;
  onOpen: (notification: Notification) => void;
}) {
  const unread = notification.readAt === null;
  const Icon = KIND_ICONS[notification.kind] ?? Bell;
  return (
    <Link
      to={notificationHref(notification)}
      onClick={() => onOpen(notification)}
      className={cn(
        'flex gap-3 rounded-2xl px-3 py-3 transition-colors hover:bg-stone-100',
        unread && 'bg-primary-tint hover:bg-primary-soft/60',
      )}
    >
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-primary text-white' : 'bg-stone-100 text-muted',
        )}
      >
        <Icon aria-hidden className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        {/* The spaces between the parts keep a screen reader's reading of the link in words. */}
        <span className={cn('block leading-snug break-words', unread && 'font-bold')}>
          {unread && <span className="sr-only">Unread:</span>} {notification.title}
        </span>{' '}
        {notification.body && (
          <>
            <span className="mt-0.5 block text-sm break-words text-muted">
              {notification.body}
            </span>{' '}
          </>
        )}
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-muted">
          {formatRelativeTime(notification.createdAt, now)}
        </time>
      </span>
      {unread && <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" />}
    </Link>
  );
}
