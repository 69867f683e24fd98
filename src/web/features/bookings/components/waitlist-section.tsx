import { CalendarDays, Gift, Hourglass } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { sessionsWhenLabel } from '../../../../shared/booking-dates';
import type { WaitlistEntry } from '../../../../shared/schemas/waitlist';
import {
  BOOK_IT_FOR_ME,
  CLAIM_OFFER,
  claimWithin,
  LEAVE_WAITLIST,
  OFFER_TITLE,
  WAITLIST_LEFT,
  waitlistPosition,
} from '../../../../shared/waitlist';
import { useLeaveWaitlist, useWaitlist } from '../../../api/bookings/waitlist';
import { Button } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-client';
import { selectOffer } from '../../../lib/booking-selection';
import { formatNames } from '../../../lib/format';
import { notify } from '../../../lib/notify';

/**
 * My Bookings' 'Waitlist' (decision 060): each place in line, or the offer to claim, and the way
 * out of the line. Nothing at all while the parent is on no waitlist.
 */
export function WaitlistSection() {
  const waitlist = useWaitlist();
  const headingId = useId();
  if (!waitlist.data && waitlist.isError) {
    return <QueryError query={waitlist} title="We couldn't load your waitlists" />;
  }
  const items = waitlist.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-extrabold tracking-tight">
        Waitlist
      </h2>
      <ul className="grid gap-3 lg:grid-cols-2 lg:gap-4">
        {items.map((entry) => (
          <li key={entry.id}>
            <WaitlistCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function WaitlistCard({ entry }: { entry: WaitlistEntry }) {
  const navigate = useNavigate();
  const leave = useLeaveWaitlist();
  const headingId = `waitlist-${entry.id}`;
  const { activity, offer } = entry;

  const claim = () => {
    selectOffer(entry);
    navigate('/booking');
  };
  const leaveLine = () =>
    leave.mutate(entry.id, {
      onSuccess: () => notify.success(WAITLIST_LEFT),
      onError: (err) => notify.error("We couldn't take you off the waitlist", errorMessage(err)),
    });

  return (
    <article
      aria-labelledby={headingId}
      className="flex gap-3 rounded-3xl border border-line bg-white p-3 shadow-xs sm:gap-4 sm:p-4"
    >
      <img
        src={activity.imageUrl}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        className="size-20 shrink-0 rounded-2xl bg-primary-tint object-cover sm:size-28"
      />
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="leading-snug font-extrabold break-words">
          <Link to={`/activities/${activity.id}`} className="hover:text-primary hover:underline">
            {activity.title}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1 text-sm text-muted">
          <CalendarDays aria-hidden className="size-3.5" />
          {sessionsWhenLabel(entry.sessions)}
        </p>
        <p className="mt-0.5 text-sm text-muted">
          For {formatNames(entry.kids.map((k) => k.name))}
          {entry.autoBook && !offer ? ` · ${BOOK_IT_FOR_ME}` : ''}
        </p>
        <p
          className="mt-2 flex items-center gap-1.5 text-[15px] font-bold text-ink"
          aria-live="polite"
        >
          {offer ? (
            <Gift aria-hidden className="size-4 shrink-0 text-primary" />
          ) : (
            <Hourglass aria-hidden className="size-4 shrink-0 text-primary" />
          )}
          {offer
            ? `${OFFER_TITLE}. ${claimWithin(offer.secondsLeft)}.`
            : waitlistPosition(entry.position ?? 1)}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {offer && <Button onClick={claim}>{CLAIM_OFFER}</Button>}
          <Button
            variant="secondary"
            busy={leave.isPending}
            onClick={leaveLine}
            aria-describedby={headingId}
          >
            {LEAVE_WAITLIST}
          </Button>
        </div>
      </div>
    </article>
  );
}
