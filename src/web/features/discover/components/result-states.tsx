import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ActivityCardSkeleton } from '../../../components/activity/activity-card';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

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

/** 'No activities found' with 'Clear Search' (the text and every filter). */
export function NoResults({ onClear, hint }: { onClear: () => void; hint?: ReactNode }) {
  return (
    <EmptyState
      icon={SearchX}
      title="No activities found"
      heading="p"
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear Search
        </Button>
      }
    >
      {hint ?? 'Try other words, or fewer filters.'}
    </EmptyState>
  );
}
