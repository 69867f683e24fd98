import { BellRing } from 'lucide-react';
import { EmptyState } from '../ui/empty-state';

/** No notifications at all: said plainly, with what will show up here. */
export function NotificationsEmpty({
  heading = 'h2',
  className,
}: {
  heading?: 'h2' | 'p';
  className?: string;
}) {
  return (
    <EmptyState
      icon={BellRing}
      title="You're all caught up"
      heading={heading}
      className={className}
    >
      Bookings, reminders, messages and replies to your comments show up here.
    </EmptyState>
  );
}
