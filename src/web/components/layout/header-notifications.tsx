import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMediaQuery, WIDE_LAYOUT } from '../../lib/use-media-query';
import { BellIcon, bellClasses, bellLabel } from './bell-icon';

// The popover's code (Radix popover, positioning, the list: ≈25 KB gzipped) is for a signed-in
// parent on a wide screen: a visitor's first page, and a phone, never load it.
const NotificationsPopover = lazy(() =>
  import('./notifications-popover').then((m) => ({ default: m.NotificationsPopover })),
);

/**
 * The header's bell, named with the unread count ("Notifications, 3 unread"). On a wide screen it
 * opens the newest notifications in a popover; on a phone or tablet (and on a wide screen while
 * the popover's code arrives) it leads to the /notifications page.
 */
export function HeaderNotifications({ unread }: { unread: number }) {
  const wide = useMediaQuery(WIDE_LAYOUT);
  const link = (
    <Link to="/notifications" aria-label={bellLabel(unread)} className={bellClasses}>
      <BellIcon unread={unread} />
    </Link>
  );
  if (!wide) return link;
  return (
    <Suspense fallback={link}>
      <NotificationsPopover unread={unread} />
    </Suspense>
  );
}
