import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  activityInfiniteQueryOptions,
  type ActivityFilters,
} from '../../../api/activities/search-activities';
import { ListedActivityCard } from '../../../components/activity/activity-card';
import { Button } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatFoundCount, showingResultsFor } from '../../../lib/format';
import { NoResults, ResultsLoading, resultsGrid, type HidingFilters } from './result-states';

type Props = {
  search: ActivityFilters;
  ready: boolean;
  onClear: () => void;
  hiding?: HidingFilters;
};

/** The List tab: every match, a page at a time as the parent scrolls (or presses 'Load more'). */
export function ListTab({ search, ready, onClear, hiding }: Props) {
  const results = useInfiniteQuery({
    ...activityInfiniteQueryOptions(search),
    enabled: ready,
    // A new search keeps the old cards (dimmed) until its answer arrives, instead of flashing.
    placeholderData: keepPreviousData,
  });

  if (!ready || results.isPending) return <ResultsLoading />;
  // A failed next page keeps the pages already shown (its error shows by 'Load more').
  if (results.isError && !results.isFetchNextPageError) {
    return <QueryError query={results} heading="p" title="We couldn't load activities." />;
  }
  const items = results.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <NoResults onClear={onClear} hiding={hiding} />;

  const loadMore = () => void results.fetchNextPage();
  const first = results.data.pages[0];
  return (
    <section aria-labelledby="discover-results">
      <h2 id="discover-results" className="sr-only">
        Activities
      </h2>
      {/* Polite: said once the parent pauses, not over what they are typing. */}
      <div role="status" className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {first?.correctedQuery && (
          <p className="text-[15px] font-semibold text-ink">
            {showingResultsFor(first.correctedQuery)}
          </p>
        )}
        {first?.total != null && (
          <p className="text-sm font-medium text-muted">
            {formatFoundCount(first.total, first.totalCapped)}
          </p>
        )}
      </div>
      <ul
        aria-busy={results.isPlaceholderData || undefined}
        className={cn(resultsGrid, results.isPlaceholderData && 'opacity-60 transition-opacity')}
      >
        {items.map((activity, index) => (
          <li key={activity.id}>
            <ListedActivityCard index={index} activity={activity} priority={index < 3} />
          </li>
        ))}
      </ul>
      {results.hasNextPage && (
        <div className="mt-6 flex flex-col items-center gap-2">
          {results.isFetchNextPageError && (
            <p role="alert" className="text-sm font-medium text-danger">
              {errorMessage(results.error)}
            </p>
          )}
          <MoreSentinel
            onVisible={loadMore}
            paused={
              results.isFetchingNextPage ||
              results.isFetchNextPageError ||
              results.isPlaceholderData
            }
          />
          <Button variant="secondary" busy={results.isFetchingNextPage} onClick={loadMore}>
            {results.isFetchNextPageError ? 'Try again' : 'Load more'}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * Asks for the next page while it is near the viewport. It keeps asking as long as it stays in
 * view (a short page may not push it out), and stops after a failure until the parent retries.
 */
function MoreSentinel({ onVisible, paused }: { onVisible: () => void; paused: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setVisible(entry?.isIntersecting ?? false),
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (visible && !paused) onVisible();
  }, [visible, paused, onVisible]);

  return <div ref={ref} aria-hidden className="h-px w-full" />;
}
