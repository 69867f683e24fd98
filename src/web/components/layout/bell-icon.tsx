import { Bell } from 'lucide-react';
import { buttonClasses } from '../ui/button';
import { UnreadBadge } from './unread-badge';

/** The bell's name says how many notifications are unread; the badge only shows it. */
export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

export const bellClasses = buttonClasses({
  variant: 'ghost',
  size: 'icon',
  className: 'relative text-primary',
});

export function BellIcon({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden className="size-5" />
      <UnreadBadge count={unread} className="top-0.5 right-0" />
    </>
  );
}
