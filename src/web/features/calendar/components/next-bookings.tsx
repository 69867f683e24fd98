import { Link } from 'react-router';
import { nextSessionOf, onSession } from '../../../../shared/booking-dates';
import type { Booking } from '../../../../shared/schemas/booking';
import { BookingDetails } from '../../../components/booking/booking-details';
import { formatShortDate } from '../../../lib/format';

/** How many of the next bookings the agenda shows. */
export const NEXT_BOOKINGS_SHOWN = 5;

/**
 * 'Coming up': when today is empty, the next bookings in order, each with its date (to that day
 * on the calendar), time, activity (to its page) and kids. A booking of several dates shows its
 * next one.
 */
export function NextBookings({ bookings }: { bookings: readonly Booking[] }) {
  return (
    <section aria-labelledby="next-bookings-heading" className="mt-6">
      <h2 id="next-bookings-heading" className="text-xl font-extrabold tracking-tight">
        Coming up
      </h2>
      <ol className="mt-3 space-y-3">
        {bookings.map((listed) => {
          const next = nextSessionOf(listed);
          const booking = next ? onSession(listed, next) : listed;
          const { activity } = booking;
          return (
            <li
              key={booking.id}
              className="flex gap-4 rounded-2xl border border-line bg-white p-4 shadow-xs"
            >
              <Link
                to={`/calendar?date=${activity.date}`}
                aria-label={`Show ${formatShortDate(activity.date)} on the calendar`}
                className="flex w-14 shrink-0 flex-col items-center justify-center self-start rounded-xl bg-coral-soft py-1.5 text-ink hover:bg-coral/30"
              >
                <DateBadge date={activity.date} />
              </Link>
              <BookingDetails booking={booking} session={next} size="sm" />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** 'Sat' / '28' / 'Nov', from 'Sat, Nov 28'. */
function DateBadge({ date }: { date: string }) {
  const [weekday = '', monthDay = ''] = formatShortDate(date).split(', ');
  const [month = '', day = ''] = monthDay.split(' ');
  return (
    <>
      <span className="text-xs font-bold uppercase">{weekday}</span>
      <span className="text-xl leading-none font-extrabold">{day}</span>
      <span className="text-xs font-semibold">{month}</span>
    </>
  );
}
