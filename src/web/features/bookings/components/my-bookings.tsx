import {
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { CalendarHeart, Search } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Booking, BookingPage } from '../../../../shared/schemas/booking';
import { useCancelBooking } from '../../../api/bookings/cancel-booking';
import { bookingListInfiniteQueryOptions } from '../../../api/bookings/list-bookings';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { refundDestination } from '../refund-text';
import { useRevealBooking } from '../use-reveal-booking';
import { BookingCard } from './booking-card';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { WaitlistSection } from './waitlist-section';
import { LoadingPanel } from '../../../components/ui/loading-panel';

/**
 * /bookings: 'Upcoming' (soonest first) and 'Past' (over or cancelled, latest first), each a page
 * at a time; cancel from here.
 */
export function MyBookings() {
  const upcoming = useInfiniteQuery(bookingListInfiniteQueryOptions({ when: 'upcoming' }));
  const past = useInfiniteQuery(bookingListInfiniteQueryOptions({ when: 'past' }));
  useRevealBooking([upcoming, past]);
  const cancel = useCancelBooking();
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  // The 'Cancel Booking' button that opened the dialog: the focus goes back to it on closing.
  const opener = useRef<{ element: HTMLElement | null; bookingId: string } | null>(null);

  const upcomingItems = upcoming.data?.pages.flatMap((page) => page.items) ?? [];
  const pastItems = past.data?.pages.flatMap((page) => page.items) ?? [];
  // The dialog follows the list: a refetch (say, the 24-hour mark passed) updates what it says.
  const cancelling = upcomingItems.find((b) => b.id === cancellingId && b.cancellation) ?? null;

  const openCancel = (booking: Booking) => {
    const element = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    opener.current = { element, bookingId: booking.id };
    setCancellingId(booking.id);
  };

  const returnFocus = (event: Event) => {
    event.preventDefault();
    // Once cancelled the card has moved to Past without its button: its heading takes the focus.
    if (!opener.current) return;
    const { element, bookingId } = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus();
    else document.getElementById(`booking-${bookingId}`)?.focus();
  };

  const confirmCancel = (booking: Booking, acceptNoRefund: boolean) =>
    cancel.mutateAsync(
      { id: booking.id, acceptNoRefund },
      {
        onSuccess: (done) => {
          setCancellingId(null);
          notify.success('Booking cancelled', cancelledText(done));
        },
        onError: (error) => {
          // Past the 24-hour mark since the dialog opened: it now says there is no refund.
          if (!isApiError(error, 'no_refund_confirmation_needed')) setCancellingId(null);
          notify.error('Cancellation failed', errorMessage(error));
        },
      },
    );

  const failed = [upcoming, past].find((list) => !list.data && list.isError);
  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">My Bookings</h1>
      <div className="mt-5 space-y-8">
        <WaitlistSection />
        {failed ? (
          <QueryError query={[upcoming, past]} title="We couldn't load your bookings" />
        ) : !upcoming.data || !past.data ? (
          <ListSkeleton />
        ) : upcomingItems.length === 0 && pastItems.length === 0 ? (
          <EmptyBookings />
        ) : (
          <div className="space-y-8">
            <BookingSection
              title="Upcoming"
              list={upcoming}
              items={upcomingItems}
              onCancel={openCancel}
              empty={<NoUpcoming />}
            />
            {pastItems.length > 0 && (
              <BookingSection title="Past" list={past} items={pastItems} onCancel={openCancel} />
            )}
          </div>
        )}
      </div>
      <CancelBookingDialog
        booking={cancelling}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancellingId(null)}
        onCloseAutoFocus={returnFocus}
      />
    </div>
  );
}

type BookingList = UseInfiniteQueryResult<InfiniteData<BookingPage>>;

/** One section of My Bookings: its heading, its cards and its 'Load more'. */
function BookingSection({
  title,
  list,
  items,
  onCancel,
  empty,
}: {
  title: string;
  list: BookingList;
  items: Booking[];
  onCancel: (booking: Booking) => void;
  empty?: ReactNode;
}) {
  const headingId = useId();
  const loadMoreError = list.isFetchNextPageError ? errorMessage(list.error) : null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-extrabold tracking-tight">
        {title}
      </h2>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2 lg:gap-4">
          {items.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} onCancel={onCancel} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="mt-5 flex justify-center">
          <Button
            variant="secondary"
            busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            aria-describedby={headingId}
          >
            Load more
          </Button>
        </div>
      )}
      {loadMoreError && (
        <p role="alert" className="mt-3 text-center text-sm font-semibold text-danger">
          {loadMoreError}
        </p>
      )}
    </section>
  );
}

function NoUpcoming() {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-3xl border border-dashed border-stone-300 bg-white px-5 py-4">
      <p className="font-semibold text-muted">Nothing coming up.</p>
      <Link to="/activities" className={buttonClasses({ variant: 'link', className: 'gap-1.5' })}>
        <Search aria-hidden className="size-4" />
        Discover Activities
      </Link>
    </div>
  );
}

function cancelledText(booking: Booking): string {
  if (booking.refundCents && booking.refundCents > 0) {
    return `${formatMoney(booking.refundCents)} has been refunded to ${refundDestination(booking)}.`;
  }
  return booking.totalCents === 0 ? 'Your booking has been cancelled.' : 'No refund was made.';
}

function EmptyBookings() {
  return (
    <EmptyState
      icon={CalendarHeart}
      title="No bookings yet"
      action={
        <Link to="/activities" className={buttonClasses({ size: 'lg' })}>
          <Search aria-hidden className="size-4" />
          Discover Activities
        </Link>
      }
    >
      When you book an activity for your kids, it shows up here.
    </EmptyState>
  );
}

function ListSkeleton() {
  return (
    <LoadingPanel label="Loading your bookings" className="grid gap-3 lg:grid-cols-2 lg:gap-4">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden
          className="flex gap-3 rounded-3xl border border-line bg-white p-3 sm:p-4"
        >
          <div className="size-20 animate-pulse rounded-2xl bg-stone-200/70 sm:size-28" />
          <div className="flex-1 space-y-2 pt-1">
            <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200/70" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-stone-200/70" />
            <div className="h-8 w-24 animate-pulse rounded-full bg-stone-200/70" />
          </div>
        </div>
      ))}
    </LoadingPanel>
  );
}
