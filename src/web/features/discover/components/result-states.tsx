import { SearchX, X } from 'lucide-react';
import { ActivityCardSkeleton } from '../../../components/activity/activity-card';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { FilterChip } from './active-filters';

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

/** The filters in force when nothing matches, each removable, and all at once. */
export type HidingFilters = { chips: FilterChip[]; clearAll: () => void };

const listOf = (labels: string[]) =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(labels);

/**
 * 'No activities found' with 'Clear Search' (the text and every filter). When filters are on,
 * it names them (a saved preference can hide what the text asks for: "swim" with Sports) and
 * offers to take each off, or all of them.
 */
export function NoResults({ onClear, hiding }: { onClear: () => void; hiding?: HidingFilters }) {
  const chips = hiding?.chips ?? [];
  return (
    <EmptyState
      icon={SearchX}
      title="No activities found"
      heading="p"
      action={
        <div className="flex flex-col items-center gap-3">
          {chips.length > 0 && (
            <ul aria-label="Filters in force" className="flex flex-wrap justify-center gap-2">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <Button variant="secondary" onClick={chip.remove}>
                    <X aria-hidden className="size-4" />
                    Remove {chip.label}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap justify-center gap-2">
            {hiding && chips.length > 1 && (
              <Button variant="secondary" onClick={hiding.clearAll}>
                Clear filters
              </Button>
            )}
            <Button variant="secondary" onClick={onClear}>
              Clear Search
            </Button>
          </div>
        </div>
      }
    >
      {chips.length > 0
        ? `Your filters may be hiding activities: ${listOf(chips.map((c) => c.label))}.`
        : 'Try other words, or fewer filters.'}
    </EmptyState>
  );
}
