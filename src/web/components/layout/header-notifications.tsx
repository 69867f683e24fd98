import { Link } from 'react-router';
import { useMediaQuery, WIDE_LAYOUT } from '../../lib/use-media-query';
import { BellIcon, bellClasses, bellLabel } from './bell-icon';
import { NotificationsPopover } from './notifications-popover';

/**
 * The header's bell, named with the unread count ("Notifications, 3 unread"). On a wide screen it
 * opens the newest notifications in a popover; on a phone or tablet it leads to the
 * /notifications page.
 */
export function HeaderNotifications({ unread }: { unread: number }) {
  const wide = useMediaQuery(WIDE_LAYOUT);
  if (wide) return <NotificationsPopover unread={unread} />;
  return (
    <Link to="/notifications" aria-label={bellLabel(unread)} className={bellClasses}>
      <BellIcon unread={unread} />
    </Link>
  );
}
