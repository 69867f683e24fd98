import { NO_FILTERS, type DiscoverFilters } from '../../../shared/preference-filters';
import { holdFilters } from '../../lib/held-filters';
import { preferenceChips, quickChips } from './components/active-filters';
import type { HidingFilters } from './components/result-states';
import { cleared, clearedFilters, filtersQuery, type DiscoverUrlChange } from './discover-params';
import type { DiscoverSearch } from './use-discover-search';

/**
 * The chips of the filters in force and the ways to take them off. Every change to the
 * preference filters is also held for the visit (lib/held-filters.ts), so a chip removed here
 * stays removed when the parent comes back to Discover without these filters in the URL.
 */
export function useFilterChips(
  discover: DiscoverSearch,
  change: (update: DiscoverUrlChange) => void,
) {
  const hasLocation = discover.parentLocation.location !== null;
  const kidsAgesApply = discover.kidsAges.length > 0;
  const hold = (filters: DiscoverFilters) => holdFilters(discover.userId, filtersQuery(filters));
  const setFilters = (filters: DiscoverFilters) => {
    hold(filters);
    change({ filters });
  };
  const clearAll = () => {
    hold(NO_FILTERS);
    change(clearedFilters(kidsAgesApply));
  };
  const clearSearch = () => {
    hold(NO_FILTERS);
    change(cleared(kidsAgesApply));
  };
  const quick = quickChips(discover.quick, discover.kidsAges, (q) => change({ quick: q }));
  const preferences = preferenceChips(
    discover.filters,
    { hasLocation, typesSetAside: discover.quick.category !== null },
    setFilters,
  );
  const { maxDistance } = discover.filters;
  const hiding: HidingFilters = { chips: [...quick, ...preferences], clearAll };
  return {
    quick,
    preferences,
    /** A preferred distance that waits for a location. */
    waitingMiles: !hasLocation && maxDistance !== null ? maxDistance : null,
    clearAll,
    clearSearch,
    hiding,
  };
}
