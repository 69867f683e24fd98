import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useMarkAllNotificationsRead } from '../../api/notifications/mark-all-read';
import { useNotifications } from '../../api/notifications/list-notifications';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { NotificationList } from '../notifications/notification-list';
import { NotificationsEmpty } from '../notifications/notifications-empty';
import { useOpenNotification } from '../notifications/use-open-notification';
import { Button, buttonClasses } from '../ui/button';
import { LoadingPanel } from '../ui/loading-panel';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import { QueryError } from '../ui/query-error';
import { BellIcon, bellClasses, bellLabel } from './bell-icon';

/** How many of the newest notifications the popover shows; 'See all' leads to the rest. */
export const POPOVER_LIMIT = 10;

/** The bell on a wide screen: a dialog with the newest notifications, 'Mark all as read' and 'See all'. */
export function NotificationsPopover({ unread }: { unread: number }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger aria-label={bellLabel(unread)} className={bellClasses}>
        <BellIcon unread={unread} />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-labelledby={headingId}
        className="flex max-h-[min(36rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1.5rem))] flex-col p-0"
      >
        <NotificationsPanel headingId={headingId} unread={unread} close={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

function NotificationsPanel({
  headingId,
  unread,
  close,
}: {
  headingId: string;
  unread: number;
  close: () => void;
}) {
  const list = useNotifications({ limit: POPOVER_LIMIT });
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification(close);
  const items = list.data?.pages[0]?.items ?? [];
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onError: (error) => notify.error('Could not mark as read', errorMessage(error)),
    });

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
        <h2 id={headingId} className="text-base font-bold">
          Notifications
        </h2>
        {unread > 0 && (
          <Button variant="link" onClick={markAllRead} className="text-sm">
            Mark all as read
          </Button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-1.5">
        {list.isPending ? (
          <LoadingPanel label="Loading your notifications" className="py-10" />
        ) : !list.data ? (
          <QueryError
            query={list}
            size="inline"
            title="We couldn't load your notifications"
            className="m-2"
          />
        ) : items.length === 0 ? (
          <NotificationsEmpty heading="p" className="m-1 border-0 py-8" />
        ) : (
          <NotificationList items={items} onOpen={open} />
        )}
      </div>
      <div className="border-t border-line p-2">
        <Link
          to="/notifications"
          onClick={close}
          className={buttonClasses({ variant: 'ghost', className: 'w-full text-primary' })}
        >
          See all
        </Link>
      </div>
    </>
  );
}
