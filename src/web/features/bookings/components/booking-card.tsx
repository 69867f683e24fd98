import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { bookingDatesLabel } from '../../../../shared/booking-dates';
import { paidInWords } from '../../../../shared/booking-payment';
import { paymentStatusLabel, type Booking } from '../../../../shared/schemas/booking';
import { BookingDatesList } from '../../../components/booking/booking-dates-list';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatMoney, formatTimeRange } from '../../../lib/format';
import { refundLine } from '../refund-text';
import { KidAvatarStack } from './kid-avatar-stack';

/** One booking in My Bookings: what, when, who, what it cost, and its state. */
export function BookingCard({
  booking,
  onCancel,
}: {
  booking: Booking;
  onCancel: (booking: Booking) => void;
}) {
  const { activity } = booking;
  const cancelled = booking.status === 'cancelled';
  const headingId = `booking-${booking.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex gap-3 rounded-3xl border border-line bg-white p-3 shadow-xs sm:gap-4 sm:p-4',
        // Reached by its link (/bookings#booking-{id}): the whole card shows where the focus is.
        'has-[h3:focus]:ring-2 has-[h3:focus]:ring-primary',
        cancelled && 'bg-stone-50',
      )}
    >
      <img
        src={activity.imageUrl}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        className={cn(
          'size-20 shrink-0 rounded-2xl bg-primary-tint object-cover sm:size-28',
          cancelled && 'opacity-60 grayscale',
        )}
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3
            id={headingId}
            tabIndex={-1}
            className="min-w-0 leading-snug font-extrabold break-words focus:outline-none"
          >
            <Link to={`/activities/${activity.id}`} className="hover:text-primary hover:underline">
              {activity.title}
            </Link>
          </h3>
          <StatusBadge cancelled={cancelled} />
        </div>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted">
          <span className="flex items-center gap-1">
            <CalendarDays aria-hidden className="size-3.5" />
            {bookingDatesLabel(booking)}
          </span>
          <span className="flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            {formatTimeRange(activity.startTime, activity.endTime)}
          </span>
        </p>
        {booking.sessions.length > 1 && (
          <details className="mt-1 text-sm open:mb-2">
            <summary className="cursor-pointer font-semibold text-primary-hover">
              See all {booking.sessions.length} dates
            </summary>
            <BookingDatesList
              sessions={booking.sessions}
              label={`Dates of ${activity.title}`}
              className="mt-1.5"
            />
          </details>
        )}
        <p className="mt-0.5 flex items-start gap-1 text-sm text-muted">
          <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span className="min-w-0 break-words">
            <span className="sr-only">Where: </span>
            {[activity.locationName, activity.address].filter(Boolean).join(', ')}
          </span>
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <KidAvatarStack kids={booking.kids} />
          <p className="text-right">
            <span className="block font-extrabold">{formatMoney(booking.totalCents)}</span>
            <span className="block text-xs text-muted">
              {paymentStatusLabel(booking.paymentStatus)} · {paidInWords(booking.payment)}
            </span>
          </p>
        </div>
        {cancelled ? (
          <p className="mt-2 text-sm font-semibold text-muted">{refundLine(booking)}</p>
        ) : (
          booking.cancellation && (
            <Button
              variant="secondary"
              className="mt-3 w-full sm:w-auto"
              onClick={() => onCancel(booking)}
              aria-describedby={headingId}
            >
              Cancel Booking
            </Button>
          )
        )}
      </div>
    </article>
  );
}

function StatusBadge({ cancelled }: { cancelled: boolean }) {
  return (
    <span
      className={cn(
        'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold',
        cancelled ? 'bg-stone-200 text-ink' : 'bg-primary-soft text-primary-hover',
      )}
    >
      {cancelled ? 'Cancelled' : 'Confirmed'}
    </span>
  );
}
