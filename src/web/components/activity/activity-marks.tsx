import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useIsBooked } from '../../api/bookings/get-booked-places';
import { useIsFavorite } from '../../api/collections/get-favorites';
import { cn } from '../../lib/cn';

export const BOOKED_MARK = 'Booked';
export const FAVORITE_MARK = 'In your favourites';

/**
 * What a card marks for the signed-in parent: an activity one of their kids is booked on, and a
 * favourite. Each mark has an id for the card's link to name as its description, so a parent
 * moving by links hears "Booked" and "In your favourites" after the title.
 */
export function useActivityMarks(activityId: number) {
  const booked = useIsBooked(activityId);
  const favorite = useIsFavorite(activityId);
  const bookedId = useId();
  const favoriteId = useId();
  return {
    booked: booked ? bookedId : null,
    favorite: favorite ? favoriteId : null,
  };
}

/** The ids of the marks a card shows, for its link's aria-describedby (undefined when none). */
export const describedBy = (...ids: (string | null | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

/** 'Booked': a small badge with a tick. */
export function BookedBadge({ id, className }: { id: string; className?: string }) {
  return (
    <span
      id={id}
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-primary-tint px-2 py-0.5 text-xs font-bold text-primary-hover',
        className,
      )}
    >
      <CircleCheck aria-hidden className="size-3.5 shrink-0" strokeWidth={2.5} />
      {BOOKED_MARK}
    </span>
  );
}

/** 'In your favourites', for screen readers: the filled heart says it to the eye. */
export function FavoriteNote({ id }: { id: string }) {
  return (
    <span id={id} className="sr-only">
      {FAVORITE_MARK}
    </span>
  );
}
