import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { CalendarEntry } from '../../../../shared/schemas/booking';
import { BookingDetails } from '../../../components/booking/booking-details';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { formatShortDate } from '../../../lib/format';

/** The chosen day's bookings: time, activity (to its page) and the kids going. */
export function DayBookings({
  date,
  bookings,
  headingId,
  compactEmpty = false,
}: {
  date: string;
  /** null while the period is loading. */
  bookings: readonly CalendarEntry[] | null;
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
            <BookingRow key={`${booking.id}-${booking.activity.startsAt}`} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingRow({ booking }: { booking: CalendarEntry }) {
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-xs">
      <BookingDetails booking={booking} session={booking.session} showPlace />
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
