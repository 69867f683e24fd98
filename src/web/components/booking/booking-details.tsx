import { Clock, MapPin, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Booking } from '../../../shared/schemas/booking';
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
 * with `showPlace`, where. The list item around it belongs to the caller.
 */
export function BookingDetails({
  booking,
  size = 'md',
  showPlace = false,
}: {
  booking: Booking;
  size?: keyof typeof sizes;
  showPlace?: boolean;
}) {
  const { activity } = booking;
  const s = sizes[size];
  return (
    <div className="min-w-0">
      <p className="flex items-center gap-2 text-sm font-bold text-primary-hover">
        <Clock aria-hidden className="size-4 shrink-0" />
        {formatTimeRange(activity.startTime, activity.endTime)}
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
