import {
  ActivityCardSkeleton,
  ListedActivityCard,
  type ActivityCardItem,
} from '../../../components/activity/activity-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError, type RetryableQuery } from '../../../components/ui/query-error';
import { cn } from '../../../lib/cn';
import { LoadingPanel } from '../../../components/ui/loading-panel';

export type ShelfItem = ActivityCardItem & { reason?: string | null };

/** One list's state: its items (undefined while loading) and the read that brings them. */
export type ShelfState = {
  items: readonly ShelfItem[] | undefined;
  /** Absent while the list is not being read yet. */
  query?: RetryableQuery & { isError: boolean };
};

export const SHELF_LOAD_ERROR = 'Activities could not be loaded.';

type Props = ShelfState & {
  /** How many cards the list will hold: as many skeletons while it loads. */
  expected: number;
  emptyText: string;
  errorText: string;
  /** Columns on wide screens: 4 for the lists of 8, 3 for the lists of 6 (full rows either way). */
  columns?: 3 | 4;
  /** How many first images load at once (the shelf at the top of the page). */
  eagerImages?: number;
};

/**
 * A row of activity cards: a strip that scrolls sideways on a phone (the next card peeks out),
 * a grid from tablet width up. Shows skeletons while loading, a retry on failure, and a plain
 * sentence when empty.
 */
export function ActivityShelf({
  items,
  query,
  expected,
  emptyText,
  errorText,
  columns = 4,
  eagerImages = 0,
}: Props) {
  const listClasses = cn(stripClasses, columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3');
  if (query?.isError && !items) {
    return <QueryError query={query} size="inline" title={errorText} showReason={false} />;
  }
  if (!items) {
    return (
      <LoadingPanel label="Loading activities" className={listClasses}>
        {Array.from({ length: expected }, (_, i) => (
          <div key={i} className={itemClasses}>
            <ActivityCardSkeleton />
          </div>
        ))}
      </LoadingPanel>
    );
  }
  if (items.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ul className={listClasses}>
      {items.map((item, index) => (
        <li key={item.id} className={itemClasses}>
          <ListedActivityCard
            index={index}
            activity={item}
            note={item.reason}
            priority={index < eagerImages}
          />
        </li>
      ))}
    </ul>
  );
}

const stripClasses =
  'relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3 ' +
  'sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0';
const itemClasses = 'w-[17.5rem] max-w-[85vw] shrink-0 snap-start sm:w-auto sm:max-w-none';
