import { Clock, MapPin, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { sessionPositionLabel } from '../../../shared/booking-dates';
import type { Booking, BookingSession } from '../../../shared/schemas/booking';
import { cn } from '../../lib/cn';
import { formatNames, formatTimeRange } from '../../lib/format';

/** The kids on a booking: 'Mia', 'Mia and Leo', 'Mia, Leo and Ava'. */
export const bookedKidNames = (booking: Pick<Booking, 'kids'>) =>
  formatNames(booking.kids.map((kid) => kid.name));

const sizes = {
  /** The calendar's day list. */
  md: { title: 'text-lg', line: 'text-[15px]', gap: 'mt-1' },
  /** Lists beside other content (Coming up, Home's day). */
  sm: { title: 'text-base', line: 'text-sm', gap: 'mt-0.5' },
} as const;

/**
 * One booking as every booking list shows it: time, activity (to its page), the kids going and,
 * with `showPlace`, where. With `session`, the date shown: which of the booking's dates it is
 * ('Date 2 of 8') when it has several. The list item around it belongs to the caller.
 */
export function BookingDetails({
  booking,
  session,
  size = 'md',
  showPlace = false,
}: {
  booking: Booking;
  session?: BookingSession;
  size?: keyof typeof sizes;
  showPlace?: boolean;
}) {
  const { activity } = booking;
  const s = sizes[size];
  const position = session ? sessionPositionLabel(booking, session.id) : null;
  return (
    <div className="min-w-0">
      <p className="flex items-center gap-2 text-sm font-bold text-primary-hover">
        <Clock aria-hidden className="size-4 shrink-0" />
        {formatTimeRange(activity.startTime, activity.endTime)}
        {/* The space reads between the two; the flex gap shows it. */}
        {position && ' '}
        {position && <span className="font-semibold text-muted">· {position}</span>}
      </p>
      <Link
        to={`/activities/${activity.id}`}
        className={cn(
          s.title,
          s.gap,
          'block leading-snug font-bold break-words text-ink underline-offset-4 hover:text-primary hover:underline',
        )}
      >
        {activity.title}
      </Link>
      <p className={cn(s.line, 'mt-1 flex items-start gap-2 text-ink')}>
        <UsersRound aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
        <span>
          <span className="sr-only">Kids: </span>
          {bookedKidNames(booking)}
        </span>
      </p>
      {showPlace && activity.locationName && (
        <p className={cn(s.line, 'mt-1 flex items-start gap-2 text-muted')}>
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <span className="sr-only">Where: </span>
            {activity.locationName}
          </span>
        </p>
      )}
    </div>
  );
}
