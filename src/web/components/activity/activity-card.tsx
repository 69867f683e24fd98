import { CalendarDays, MapPin, Sparkles, Users } from 'lucide-react';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { formatMiles } from '../../../shared/geo';
import type { Activity } from '../../../shared/schemas/activity';
import { cn } from '../../lib/cn';
import { nextLabel, priceUnit, programWhen } from '../../../shared/program-labels';
import { formatAges, formatPrice, spotsLabel } from '../../lib/format';
import { BookedBadge, describedBy, FavoriteNote, useActivityMarks } from './activity-marks';
import { CARD_LINK, CARD_LINK_FOCUS } from './card-focus';
import { FavoriteButton } from './favorite-button';
import { ProviderLink } from './provider-link';
import { TagChips } from './tag-chips';
import { HydratesApart } from '../ui/hydrates-apart';

/** What a list shows: the activity, and from search its distance and the session it was found by. */
export type ActivityCardItem = Activity & {
  distanceMiles?: number | null;
  next?: { date: string } | null;
};

type Props = {
  activity: ActivityCardItem;
  /** Heading level inside the page's outline (a strip under an h2 uses h3). */
  headingLevel?: 'h2' | 'h3';
  /** Numbered like its map pin (Discover's map). */
  pin?: number;
  /** Why it is shown, e.g. home's For You reason ('Maya loves Art'). */
  note?: string | null;
  /** Above the fold on first paint: load the image at once (it is likely the page's LCP). */
  priority?: boolean;
  /** The provider's name links to their page, except on that page itself. */
  linkProvider?: boolean;
  className?: string;
};

/**
 * How many cards of a list React hydrates in one pass. A page's cards are most of its elements:
 * hydrated with the page, they made its last task of taking over the longest one (decision 071).
 */
const CARDS_PER_PASS = 2;

/**
 * A card in a list, hydrated apart from the page: the first two after the page, the next two a
 * pass later, and so on, each pass a task of its own. `index` is its place in the list.
 */
export function ListedActivityCard({ index, ...props }: Props & { index: number }) {
  return (
    <HydratesApart pass={1 + Math.floor(index / CARDS_PER_PASS)}>
      <ActivityCard {...props} />
    </HydratesApart>
  );
}

/**
 * A card off the screen is not styled, laid out or painted until it comes near (a card is about
 * 22rem tall): a page of cards then costs a slow phone a fraction of the work when it first shows,
 * and again whenever a dialog restyles the whole page (decision 033).
 */
const OFF_SCREEN_SKIPPED = '[content-visibility:auto] [contain-intrinsic-size:auto_22rem]';

/**
 * An activity in a grid or strip; the whole card opens /activities/{id}, and the provider's name
 * their page (/providers/{slug}). Memoised: its activity
 * comes from the query cache, the same object until the activity changes, so a screen rendering
 * again around its cards (a tab's state, the page taken over by the app) leaves them alone.
 */
export const ActivityCard = memo(function ActivityCard({
  activity: a,
  headingLevel: Heading = 'h3',
  pin,
  note,
  priority = false,
  linkProvider = true,
  className,
}: Props) {
  const full = a.spotsLeft <= 0;
  const unit = a.priceCents > 0 ? priceUnit(a) : null;
  const next = nextLabel(a, a.next);
  const fullId = useId();
  const marks = useActivityMarks(a.id);
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md',
        OFF_SCREEN_SKIPPED,
        CARD_LINK_FOCUS,
        className,
      )}
    >
      <div className="relative aspect-[16/10] bg-primary-tint">
        <img
          src={a.imageUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={320}
          height={200}
          className="size-full object-cover"
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-ink shadow-sm">
          {a.type}
        </span>
        <div className="absolute top-2 right-2 flex flex-col items-end gap-1">
          <span className="rounded-full bg-primary px-2.5 py-1 text-sm font-bold text-white shadow-sm">
            {formatPrice(a.priceCents)}
            {unit && <span className="text-xs font-semibold"> {unit}</span>}
          </span>
          {full && (
            // The title's link names it as its description, so a parent moving by links hears it.
            <span
              id={fullId}
              className="rounded-full bg-danger px-2.5 py-1 text-xs font-bold tracking-wide text-white uppercase shadow-sm"
            >
              Full
            </span>
          )}
          {marks.booked && <BookedBadge id={marks.booked} className="bg-white/95 shadow-sm" />}
        </div>
        {marks.favorite && <FavoriteNote id={marks.favorite} />}
        <div className="absolute right-2 bottom-2 z-10">
          <FavoriteButton activity={a} />
        </div>
        {pin !== undefined && (
          <span className="absolute bottom-2 left-2 flex size-7 items-center justify-center rounded-full bg-coral text-sm font-bold text-ink shadow">
            <span aria-hidden>{pin}</span>
            <span className="sr-only">Map pin {pin}</span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <Heading className="text-base leading-snug font-bold">
          <Link
            to={`/activities/${a.id}`}
            {...CARD_LINK}
            aria-describedby={describedBy(full && fullId, marks.booked, marks.favorite)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {a.title}
          </Link>
        </Heading>
        <p className="text-sm text-muted">
          {linkProvider ? <ProviderLink provider={a.provider} /> : a.provider.name}
        </p>
        <p className="flex items-center gap-1.5 text-sm">
          <Users aria-hidden className="size-4 shrink-0 text-primary" />
          {formatAges(a.ageMin, a.ageMax)}
        </p>
        <p className="flex items-center gap-1.5 text-sm">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-primary" />
          {programWhen(a)}
        </p>
        {next && <p className="-mt-1 pl-5.5 text-sm font-semibold text-primary-hover">{next}</p>}
        <p className="flex items-center gap-1.5 text-sm">
          <MapPin aria-hidden className="size-4 shrink-0 text-primary" />
          <span className="truncate">{a.location.name}</span>
          {a.distanceMiles != null && (
            <span className="ml-auto shrink-0 font-semibold text-primary-hover">
              {formatMiles(a.distanceMiles)}
            </span>
          )}
        </p>
        {note && (
          <p className="mt-1 flex items-start gap-1.5 self-start rounded-lg bg-accent-soft px-2 py-1 text-xs font-semibold text-amber-900">
            <Sparkles aria-hidden className="mt-px size-3.5 shrink-0" />
            {note}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-2 gap-y-1.5 pt-2">
          <TagChips tags={a.tags} />
          {/* A full session says so on its image instead. */}
          {!full && (
            <span
              className={cn(
                'shrink-0 text-xs font-semibold',
                a.spotsLeft <= 3 ? 'text-amber-800' : 'text-muted',
              )}
            >
              {spotsLabel(a.spotsLeft)}
            </span>
          )}
        </div>
      </div>
    </article>
  );
});

/** The card's shape while its data loads. */
export function ActivityCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-2xl border border-line bg-white">
      <div className="aspect-[16/10] animate-pulse bg-stone-200/70" />
      <div className="space-y-2.5 p-4">
        <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200/70" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-stone-200/70" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-stone-200/70" />
        <div className="h-5 w-1/3 animate-pulse rounded-full bg-stone-200/70" />
      </div>
    </div>
  );
}
