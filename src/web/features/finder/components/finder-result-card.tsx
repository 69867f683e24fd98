import { CalendarDays, Clock } from 'lucide-react';
import type { ActivitySearchItem } from '../../../../shared/schemas/search';
import { BookedBadge, useActivityMarks } from '../../../components/activity/activity-marks';
import { FavoriteButton } from '../../../components/activity/favorite-button';
import { ProviderLink } from '../../../components/activity/provider-link';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import {
  formatAges,
  formatPrice,
  formatShortDate,
  formatTime,
  spotsLabel,
} from '../../../lib/format';

const TAGS_SHOWN = 2;

/**
 * A finder result (spec part 2, Finders): the facts a parent decides on, the provider (a link to
 * their page), the favourite heart (the same heart as on every activity card) and 'View Details'.
 */
export function FinderResultCard({
  activity: a,
  onViewDetails,
}: {
  activity: ActivitySearchItem;
  onViewDetails: () => void;
}) {
  const more = a.tags.length - TAGS_SHOWN;
  const { booked } = useActivityMarks(a.id);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-primary-tint">
        <img
          src={a.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={320}
          height={180}
          className="size-full object-cover"
        />
        <div className="absolute top-2 right-2 flex flex-col items-end gap-1">
          <span className="rounded-full bg-primary px-2.5 py-1 text-sm font-bold text-white shadow-sm">
            {formatPrice(a.priceCents)}
          </span>
          {booked && <BookedBadge id={booked} className="bg-white/95 shadow-sm" />}
        </div>
        <div className="absolute right-2 bottom-2">
          <FavoriteButton activity={a} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="text-base leading-snug font-bold">{a.title}</h3>
        <p className="text-sm text-muted">
          <ProviderLink provider={a.provider} />
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4 text-primary" />
            {formatShortDate(a.date)}
          </span>
          <span className="flex items-center gap-1.5">
            <Clock aria-hidden className="size-4 text-primary" />
            {formatTime(a.startTime)}
          </span>
        </p>
        <p className="flex flex-wrap gap-x-3 text-sm">
          <span className="font-semibold">{formatAges(a.ageMin, a.ageMax)}</span>
          <span
            className={cn(
              'font-semibold',
              a.spotsLeft <= 3
                ? a.spotsLeft <= 0
                  ? 'text-danger'
                  : 'text-amber-800'
                : 'text-muted',
            )}
          >
            {spotsLabel(a.spotsLeft)}
          </span>
        </p>
        {a.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {a.tags.slice(0, TAGS_SHOWN).map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-primary-tint px-2 py-0.5 text-xs font-medium text-primary-hover"
              >
                {tag}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-full bg-primary-tint px-2 py-0.5 text-xs font-medium text-primary-hover">
                <span aria-hidden>+{more}</span>
                <span className="sr-only">{more} more</span>
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto pt-3">
          <Button
            className="w-full"
            onClick={onViewDetails}
            aria-label={`View Details: ${a.title}`}
          >
            View Details
          </Button>
        </div>
      </div>
    </article>
  );
}
