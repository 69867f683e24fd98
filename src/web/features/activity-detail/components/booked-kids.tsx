import { ArrowRight, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { datesLine } from '../../../../shared/program-dates';
import { KidBubble } from '../../../components/kid-bubble';
import { bookedLine, bookingPath, type BookedHere } from '../participants';

type Sessions = readonly { id: number; date: string }[] | null;

/**
 * The kids already booked on this activity, a line per booking, each with its way to the booking;
 * on a program, with the dates the booking holds (a child is booked for those only).
 */
export function BookedKids({
  booked,
  sessions,
}: {
  booked: readonly BookedHere[];
  sessions: Sessions;
}) {
  return (
    <ul aria-label="Already booked" className="mt-3 space-y-2">
      {booked.map((booking) => (
        <BookedLine
          key={booking.bookingId}
          booking={booking}
          dates={
            sessions
              ? datesLine(
                  sessions.filter((s) => booking.sessionIds.includes(s.id)).map((s) => s.date),
                )
              : ''
          }
        />
      ))}
    </ul>
  );
}

function BookedLine({ booking, dates }: { booking: BookedHere; dates: string }) {
  const lineId = useId();
  return (
    <li className="rounded-2xl border-2 border-primary/30 bg-primary-tint p-2.5 pr-3.5">
      <div className="flex items-center gap-3">
        <span className="flex shrink-0 -space-x-2">
          {booking.kids.map((kid) => (
            <KidBubble
              key={kid.id}
              name={kid.name}
              color={kid.avatarColor}
              className="size-9 ring-2 ring-primary-tint"
            />
          ))}
        </span>
        <p id={lineId} className="min-w-0 flex-1 font-bold break-words text-ink">
          <CircleCheck
            aria-hidden
            className="mr-1 inline size-4.5 align-[-0.2em] text-primary"
            strokeWidth={2.5}
          />
          {bookedLine(booking.kids.map((kid) => kid.name))}
          {dates && <span className="block text-sm font-semibold text-muted">{dates}</span>}
        </p>
      </div>
      <Link
        to={bookingPath(booking.bookingId)}
        aria-describedby={lineId}
        className="mt-2 inline-flex items-center gap-1 text-sm font-bold text-primary-hover underline underline-offset-2 hover:text-primary"
      >
        View booking
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </li>
  );
}
