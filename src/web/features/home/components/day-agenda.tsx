import { CalendarPlus, Search } from 'lucide-react';
import { Link } from 'react-router';
import type { CalendarEntry } from '../../../../shared/schemas/booking';
import { BookingDetails } from '../../../components/booking/booking-details';
import { buttonClasses } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/format';

/**
 * Under This Week: what is booked on the chosen day (time, activity, kids), or 'Nothing booked'
 * with the way to Discover. Announced politely when the day changes.
 */
export function DayAgenda({
  date,
  bookings,
}: {
  date: string;
  /** null while the week's bookings load (or if they cannot): the day's list is then not shown. */
  bookings: readonly CalendarEntry[] | null;
}) {
  return (
    <div aria-live="polite" className="mt-4">
      <h3 className="text-[15px] font-bold text-ink">{formatLongDate(date)}</h3>
      {bookings === null ? null : bookings.length === 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-stone-50 px-4 py-3">
          <CalendarPlus aria-hidden className="size-5 shrink-0 text-muted" />
          <p className="font-semibold text-muted">Nothing booked</p>
          <Link
            to="/activities"
            className={buttonClasses({ variant: 'link', className: 'ml-auto gap-1.5' })}
          >
            <Search aria-hidden className="size-4" />
            Discover Activities
          </Link>
        </div>
      ) : (
        <ul className="mt-2 space-y-2" aria-label={`Booked on ${formatLongDate(date)}`}>
          {bookings.map((booking) => (
            <li
              key={`${booking.id}-${booking.activity.startsAt}`}
              className="rounded-2xl border border-coral/40 bg-coral-soft/50 px-4 py-3"
            >
              <BookingDetails booking={booking} session={booking.session} size="sm" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
