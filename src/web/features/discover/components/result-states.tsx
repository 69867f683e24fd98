import { RotateCcw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ActivityCardSkeleton } from '../../../components/activity/activity-card';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';

/** Results as cards: 1 column on a phone, 2 on a tablet, 3 on a desktop. */
export const resultsGrid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

export const FINDING_ACTIVITIES = 'Finding the perfect activities...';

/** Card-shaped placeholders while a search runs, with its words for everyone. */
export function ResultsLoading({ count = 6, label = FINDING_ACTIVITIES }) {
  return (
    <div role="status">
      <p className="mb-4 text-[15px] font-medium text-muted">{label}</p>
      <div className={resultsGrid}>
        {Array.from({ length: count }, (_, i) => (
          <ActivityCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function ResultsError({
  error,
  onRetry,
  retrying,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('rounded-2xl border border-line bg-white p-6 text-center', className)}
    >
      <p className="font-semibold">We couldn&apos;t load activities.</p>
      <p className="mt-1 text-muted">{errorMessage(error)}</p>
      <Button variant="secondary" className="mt-4" busy={retrying} onClick={onRetry}>
        {!retrying && <RotateCcw aria-hidden className="size-4" />}
        Try again
      </Button>
    </div>
  );
}

/** 'No activities found' with 'Clear Search' (the text and every filter). */
export function NoResults({ onClear, hint }: { onClear: () => void; hint?: ReactNode }) {
  return (
    <div className="rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-amber-900">
        <SearchX aria-hidden className="size-6" />
      </span>
      <p className="mt-4 text-lg font-bold">No activities found</p>
      <p className="mx-auto mt-1 max-w-sm text-muted">
        {hint ?? 'Try other words, or fewer filters.'}
      </p>
      <Button variant="secondary" className="mt-6" onClick={onClear}>
        Clear Search
      </Button>
    </div>
  );
}
