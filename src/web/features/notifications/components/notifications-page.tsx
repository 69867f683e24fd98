import { CheckCheck, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { NOTIFICATION_PAGE_DEFAULT } from '../../../../shared/schemas/notification';
import { useNotifications } from '../../../api/notifications/list-notifications';
import { useMarkAllNotificationsRead } from '../../../api/notifications/mark-all-read';
import { NotificationList } from '../../../components/notifications/notification-list';
import { NotificationsEmpty } from '../../../components/notifications/notifications-empty';
import { useOpenNotification } from '../../../components/notifications/use-open-notification';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

/** /notifications: every notification, newest first, a page at a time; mark all read from here. */
export function NotificationsPage() {
  const list = useNotifications({ limit: NOTIFICATION_PAGE_DEFAULT });
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  // The newest page's count: the live stream reads the pages again when it changes.
  const unread = list.data?.pages[0]?.unread ?? 0;
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onError: (error) => notify.error('Could not mark as read', errorMessage(error)),
    });

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Notifications</h1>
          {items.length > 0 && (
            <p className="mt-1 text-muted">
              {unread > 0 ? `${unread} unread` : 'Everything here has been read.'}
            </p>
          )}
        </div>
        <div className="flex items-center gap-1">
          {unread > 0 && (
            <Button variant="secondary" onClick={markAllRead}>
              <CheckCheck aria-hidden className="size-4" />
              Mark all as read
            </Button>
          )}
          <Link
            to="/settings#notifications"
            aria-label="Notification settings"
            className={buttonClasses({ variant: 'ghost', className: 'text-primary' })}
          >
            <Settings aria-hidden className="size-4" />
            Settings
          </Link>
        </div>
      </div>
      <div className="mt-5">
        {list.isPending ? (
          <LoadingPanel label="Loading your notifications" className="py-16" />
        ) : !list.data ? (
          <QueryError query={list} title="We couldn't load your notifications" />
        ) : items.length === 0 ? (
          <NotificationsEmpty />
        ) : (
          <div className="rounded-3xl border border-line bg-white p-2 shadow-xs">
            <NotificationList items={items} onOpen={open} />
          </div>
        )}
        {list.data && <LoadMore pages={list} />}
      </div>
    </div>
  );
}
