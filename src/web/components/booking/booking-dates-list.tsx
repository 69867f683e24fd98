import type { BookingSession } from '../../../shared/schemas/booking';
import { cn } from '../../lib/cn';
import { formatShortDate, formatTime } from '../../lib/format';

/**
 * Every date a booking holds, soonest first: 'Sat, Jan 10', with the time only where a date
 * starts at another time than the first (the time is said once beside the list).
 */
export function BookingDatesList({
  sessions,
  label,
  className,
}: {
  sessions: readonly BookingSession[];
  label: string;
  className?: string;
}) {
  const usual = sessions[0]?.startTime;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {sessions.map((session) => (
        <li
          key={session.id}
          className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-ink"
        >
          {formatShortDate(session.date)}
          {session.startTime !== usual && ` · ${formatTime(session.startTime)}`}
        </li>
      ))}
    </ul>
  );
}
