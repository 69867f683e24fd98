import { SearchX } from 'lucide-react';
import { FINDER_TOTAL_MAX } from '../../../../shared/finder-limits';
import type { FinderResult } from '../../../../shared/schemas/finder';
import type { ActivitySearchItem } from '../../../../shared/schemas/search';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FinderResultCard } from './finder-result-card';
import { NotUnderstoodNote, Relaxations } from './finder-notices';

type Props = {
  result: FinderResult;
  /** The text asked, for saying it was not understood. */
  text: string;
  onViewDetails: (activity: ActivitySearchItem) => void;
  onRemoveChip: (key: string) => void;
  onClear: () => void;
};

/**
 * 'Perfect match found!' or 'Found {n} great activities', then the cards: a swipeable row on a
 * phone (up to 640 px), two columns above. Nothing found: say so, name the chips that emptied the
 * list, and offer a fresh start. Nothing understood: say that above the results.
 */
export function FinderResults({ result, text, onViewDetails, onRemoveChip, onClear }: Props) {
  const { items, total } = result;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No activities found"
        action={
          <div>
            <Button variant="secondary" onClick={onClear}>
              Clear and try again
            </Button>
            <Relaxations relaxations={result.relaxations} onRemove={onRemoveChip} />
          </div>
        }
      />
    );
  }
  return (
    <section aria-labelledby="finder-results" className="space-y-3">
      {!result.understood && <NotUnderstoodNote text={text} />}
      <h2 id="finder-results" className="text-xl font-extrabold">
        {total === 1
          ? 'Perfect match found!'
          : `Found ${total >= FINDER_TOTAL_MAX ? `${FINDER_TOTAL_MAX}+` : total} great activities`}
      </h2>
      {/* relative: the row is the containing block of its cards' hidden '+n more' text, which
          otherwise sits far right of the page, beyond the row's clip, and widens the document. */}
      <ul
        aria-labelledby="finder-results"
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 min-[641px]:mx-0 min-[641px]:grid min-[641px]:grid-cols-2 min-[641px]:overflow-visible min-[641px]:px-0"
      >
        {items.map((activity) => (
          <li
            key={activity.id}
            className="w-[82%] max-w-xs shrink-0 snap-start min-[641px]:w-auto min-[641px]:max-w-none"
          >
            <FinderResultCard activity={activity} onViewDetails={() => onViewDetails(activity)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
