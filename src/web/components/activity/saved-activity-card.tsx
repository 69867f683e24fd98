import { CalendarDays, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localIsoDate } from '../../../shared/iso-date';
import type { Activity } from '../../../shared/schemas/activity';
import { cn } from '../../lib/cn';
import { formatPrice, formatShortDate, formatTimeRange } from '../../lib/format';
import { BookedBadge, useActivityMarks } from './activity-marks';
import { CARD_LINK, CARD_LINK_FOCUS } from './card-focus';
import { ProviderLink } from './provider-link';

/**
 * A saved activity (a favourite, an activity of a shared list): image, title, provider, date,
 * start–end time and price; the card opens /activities/{id}, and the provider's name their page. One that has passed says so, and
 * one the parent's kids are booked on.
 * `action` (the heart) sits above the card's link.
 */
export function SavedActivityCard({
  activity: a,
  action,
  headingLevel: Heading = 'h2',
}: {
  activity: Activity;
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const past = a.date < localIsoDate();
  const { booked } = useActivityMarks(a.id);
  return (
    <article
      className={cn(
        'relative flex gap-3 overflow-hidden rounded-2xl border border-line bg-white p-3 shadow-sm transition-shadow hover:shadow-md',
        CARD_LINK_FOCUS,
      )}
    >
      <img
        src={a.imageUrl}
        alt=""
        loading="lazy"
        width={112}
        height={112}
        className="size-24 shrink-0 rounded-xl bg-primary-tint object-cover sm:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading className="pr-12 leading-snug font-bold break-words">
          <Link
            to={`/activities/${a.id}`}
            {...CARD_LINK}
            aria-describedby={booked ?? undefined}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {a.title}
          </Link>
        </Heading>
        <p className="min-w-0 text-sm text-muted">
          <ProviderLink provider={a.provider} />
        </p>
        <p className="flex items-center gap-1.5 text-sm">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-primary" />
          {formatShortDate(a.date)}
          {past && (
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-muted">
              Past
            </span>
          )}
          {booked && <BookedBadge id={booked} />}
        </p>
        <p className="flex items-center gap-1.5 text-sm">
          <Clock aria-hidden className="size-4 shrink-0 text-primary" />
          {formatTimeRange(a.startTime, a.endTime)}
        </p>
        <p className="mt-auto text-sm font-bold text-primary-hover">{formatPrice(a.priceCents)}</p>
      </div>
      {action && <div className="absolute top-2 right-2">{action}</div>}
    </article>
  );
}
