import { useSearchParams } from 'react-router';
import { savedSearchLabel } from '../../../shared/saved-searches';
import type { SavedSearchInput } from '../../../shared/schemas/saved-search';
import { toQuery } from '../../api/activities/search-activities';
import type { FilterChip } from './components/active-filters';
import { changeDiscoverParams } from './discover-params';
import type { DiscoverSearch } from './use-discover-search';

/**
 * Discover's search as 'Tell me about new ones' saves it: the query the list sends, named by the
 * text and the chips the parent sees, and a link that opens the list with these filters written
 * out (so a later change of preferences does not change the saved search). Null with nothing to
 * look for: every new activity is not a search.
 */
export function useSavedDiscoverSearch(
  discover: DiscoverSearch,
  chips: { quick: FilterChip[]; preferences: FilterChip[] },
): SavedSearchInput | null {
  const [params] = useSearchParams();
  const text = discover.base.q?.trim();
  const parts = [
    ...(text ? [`“${text}”`] : []),
    ...[...chips.quick, ...chips.preferences].map((chip) => chip.label),
  ];
  if (!discover.ready || parts.length === 0) return null;
  const { sort: _sort, limit: _limit, ...search } = discover.base;
  const link = changeDiscoverParams(params, { filters: discover.filters, tab: 'list' });
  return {
    source: 'discover',
    query: toQuery(search),
    label: savedSearchLabel(parts),
    link: `/activities?${link.toString()}`,
  };
}
