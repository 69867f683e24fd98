import { CalendarDays, CalendarPlus, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { bookingDatesLabel } from '../../../../shared/booking-dates';
import type { Booking } from '../../../../shared/schemas/booking';
import type { useKidBookings } from '../../../api/bookings/list-bookings';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { cn } from '../../../lib/cn';
import { formatTimeRange } from '../../../lib/format';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';

type KidBookingsState = ReturnType<typeof useKidBookings>;

/** The Bookings tab: the child's bookings, newest first, each to its activity. */
export function KidBookings({
  kidId,
  kidName,
  state: { query, bookings },
}: {
  kidId: string;
  kidName: string;
  state: KidBookingsState;
}) {
  if (query.isPending) return <LoadingPanel label="Loading bookings" className="py-12" />;
  if (query.isError || !bookings) {
    return <QueryError query={query} title="We couldn't load the bookings" />;
  }
  if (bookings.length === 0) return <NoBookings kidName={kidName} />;
  return (
    <div>
      <ul className="space-y-3" aria-label={`${kidName}'s bookings`}>
        {bookings.map((booking) => (
          <KidBookingRow key={booking.id} booking={booking} kidId={kidId} />
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-between">
        {query.hasNextPage ? (
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more bookings
          </Button>
        ) : (
          <span />
        )}
        <Link to="/activities" className={buttonClasses()}>
          <CalendarPlus aria-hidden className="size-5" />
          Book New Activity
        </Link>
      </div>
    </div>
  );
}

function KidBookingRow({ booking, kidId }: { booking: Booking; kidId: string }) {
  const { activity } = booking;
  const cancelled = booking.status === 'cancelled';
  // By id: two siblings may share a name (and a deleted sibling's id is null).
  const others = booking.kids.filter((kid) => kid.id !== kidId).map((kid) => kid.name);
  return (
    <li
      className={cn(
        'flex gap-3 rounded-2xl border border-line p-3 shadow-xs sm:gap-4 sm:p-4',
        cancelled ? 'bg-stone-50' : 'bg-white',
      )}
    >
      <img
        src={activity.imageUrl}
        alt=""
        loading="lazy"
        className="size-16 shrink-0 rounded-xl bg-stone-100 object-cover sm:size-20"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <Link
            to={`/activities/${activity.id}`}
            className="min-w-0 text-[17px] leading-snug font-bold break-words text-ink underline-offset-4 hover:text-primary hover:underline"
          >
            {activity.title}
          </Link>
          {cancelled && (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-bold text-stone-700">
              Cancelled
            </span>
          )}
        </div>
        <p className="mt-1 flex items-start gap-2 text-[15px] text-muted">
          <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="whitespace-nowrap">{bookingDatesLabel(booking)}</span> ·{' '}
            <span className="whitespace-nowrap">
              {formatTimeRange(activity.startTime, activity.endTime)}
            </span>
          </span>
        </p>
        {others.length > 0 && (
          <p className="mt-1 flex items-start gap-2 text-[15px] text-muted">
            <UsersRound aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>With {others.join(', ')}</span>
          </p>
        )}
      </div>
    </li>
  );
}

function NoBookings({ kidName }: { kidName: string }) {
  return (
    <EmptyState
      icon={CalendarPlus}
      title="No bookings yet"
      action={
        <Link to="/activities" className={buttonClasses()}>
          Book New Activity
        </Link>
      }
    >
      Activities you book for {kidName} will appear here.
    </EmptyState>
  );
}
