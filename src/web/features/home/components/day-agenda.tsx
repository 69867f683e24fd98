import { CalendarPlus, Search, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Booking } from '../../../../shared/schemas/booking';
import { buttonClasses } from '../../../components/ui/button';
import { formatLongDate, formatNames, formatTime } from '../../../lib/format';

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
  bookings: readonly Booking[] | null;
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
              key={booking.id}
              className="flex gap-3 rounded-2xl border border-coral/40 bg-coral-soft/50 px-4 py-3"
            >
              <p className="w-[4.75rem] shrink-0 pt-0.5 text-sm font-bold text-ink">
                {formatTime(booking.activity.startTime)}
              </p>
              <div className="min-w-0">
                <Link
                  to={`/activities/${booking.activity.id}`}
                  className="font-bold break-words text-ink underline-offset-4 hover:text-primary hover:underline"
                >
                  {booking.activity.title}
                </Link>
                <p className="mt-0.5 flex items-start gap-1.5 text-sm text-muted">
                  <UsersRound aria-hidden className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <span className="sr-only">Kids: </span>
                    {formatNames(booking.kids.map((kid) => kid.name))}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
