import { ACTIVITY_CATEGORIES } from '../../../../shared/activity-categories';
import {
  DISTANCE_SORT_NEEDS_LOCATION,
  QUICK_SORTS,
  sortLabel,
  type QuickFilters,
} from '../../../../shared/quick-filters';
import { Button } from '../../../components/ui/button';
import { Choice } from './choice';

type Change = (quick: Partial<QuickFilters>) => void;

/** One category at a time; pressing the one in force takes it off. */
export function CategoryChoices({
  category,
  onChange,
  close,
}: {
  category: QuickFilters['category'];
  onChange: Change;
  close: () => void;
}) {
  const pick = (next: QuickFilters['category']) => {
    onChange({ category: next });
    close();
  };
  return (
    <div className="space-y-3">
      <div className="flex max-w-72 flex-wrap gap-2">
        {ACTIVITY_CATEGORIES.map((c) => (
          <Choice key={c} pressed={category === c} onClick={() => pick(category === c ? null : c)}>
            {c}
          </Choice>
        ))}
      </div>
      {category !== null && (
        <Button variant="link" className="min-h-9 text-sm" onClick={() => pick(null)}>
          Any category
        </Button>
      )}
    </div>
  );
}

/** Soonest, cheapest or nearest first; nearest waits for a location, and says so. */
export function SortChoices({
  sort,
  hasLocation,
  onChange,
  close,
}: {
  sort: QuickFilters['sort'];
  hasLocation: boolean;
  onChange: Change;
  close: () => void;
}) {
  const pick = (next: QuickFilters['sort']) => {
    onChange({ sort: next });
    close();
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {QUICK_SORTS.map((s) => (
          <Choice
            key={s}
            pressed={sort === s}
            disabled={s === 'distance' && !hasLocation}
            onClick={() => pick(sort === s ? null : s)}
          >
            {sortLabel(s)}
          </Choice>
        ))}
      </div>
      {!hasLocation && (
        <p className="max-w-64 text-sm text-muted">{DISTANCE_SORT_NEEDS_LOCATION}</p>
      )}
    </div>
  );
}
