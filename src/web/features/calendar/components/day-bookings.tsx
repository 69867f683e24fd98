import { CalendarPlus, Clock, MapPin, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Booking } from '../../../../shared/schemas/booking';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { formatNames, formatShortDate, formatTimeRange } from '../../../lib/format';

/** 'Mia', 'Mia and Leo', 'Mia, Leo and Ava'. */
export const kidNames = (kids: Booking['kids']) => formatNames(kids.map((kid) => kid.name));

/** The chosen day's bookings: time, activity (to its page) and the kids going. */
export function DayBookings({
  date,
  bookings,
  headingId,
  compactEmpty = false,
}: {
  date: string;
  /** null while the period is loading. */
  bookings: readonly Booking[] | null;
  headingId: string;
  /** An empty day in one line (the next bookings follow it). */
  compactEmpty?: boolean;
}) {
  return (
    <section aria-labelledby={headingId} aria-busy={bookings === null || undefined}>
      <h2 id={headingId} className="text-xl font-extrabold tracking-tight">
        {formatShortDate(date)}
      </h2>
      {bookings === null ? (
        <LoadingPanel label="Loading bookings" className="py-10" />
      ) : bookings.length === 0 ? (
        compactEmpty ? (
          <p className="mt-3 rounded-2xl bg-white px-4 py-3 font-semibold text-muted">
            Nothing booked for this day
          </p>
        ) : (
          <EmptyDay />
        )
      ) : (
        <ul className="mt-3 space-y-3" aria-label={`Bookings on ${formatShortDate(date)}`}>
          {bookings.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingRow({ booking }: { booking: Booking }) {
  const { activity } = booking;
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-xs">
      <p className="flex items-center gap-2 text-sm font-bold text-primary-hover">
        <Clock aria-hidden className="size-4 shrink-0" />
        {formatTimeRange(activity.startTime, activity.endTime)}
      </p>
      <Link
        to={`/activities/${activity.id}`}
        className="mt-1 block text-lg leading-snug font-bold break-words text-ink underline-offset-4 hover:text-primary hover:underline"
      >
        {activity.title}
      </Link>
      <p className="mt-2 flex items-start gap-2 text-[15px] text-ink">
        <UsersRound aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
        <span>
          <span className="sr-only">Kids: </span>
          {kidNames(booking.kids)}
        </span>
      </p>
      {activity.locationName && (
        <p className="mt-1 flex items-start gap-2 text-[15px] text-muted">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <span className="sr-only">Where: </span>
            {activity.locationName}
          </span>
        </p>
      )}
    </li>
  );
}

function EmptyDay() {
  return (
    <div className="mt-3 rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-8 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-soft text-amber-900">
        <CalendarPlus aria-hidden className="size-6" />
      </span>
      <p className="mt-3 text-lg font-bold">Nothing booked for this day</p>
      <p className="mx-auto mt-1 max-w-sm text-muted">
        Looking for something fun? Browse activities for your kids.
      </p>
      <Link to="/activities" className={buttonClasses({ className: 'mt-5' })}>
        Discover Activities
      </Link>
    </div>
  );
}
