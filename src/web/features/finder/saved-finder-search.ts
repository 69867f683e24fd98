import { SAVED_SEARCH_LABEL_MAX, savedSearchLabel } from '../../../shared/saved-searches';
import type { SavedSearchInput } from '../../../shared/schemas/saved-search';
import { toQuery, type FinderRequest } from '../../api/finder/find-activities';

/**
 * A finder request as 'Tell me about new ones' saves it: what the finder asked (less the moment
 * it was asked: the check reads it on its own day), named by its text, and a link that asks
 * BoredomBot the same again.
 */
export function savedFinderSearch(request: FinderRequest): SavedSearchInput {
  const { now: _now, ...query } = toQuery(request);
  return {
    source: 'finder',
    query: query as Record<string, string | string[]>,
    // The quotes stay whole when a long request is cut short.
    label: `“${savedSearchLabel([request.q.trim()], SAVED_SEARCH_LABEL_MAX - 2)}”`,
    link: `/boredom-bot?${new URLSearchParams({ prompt: request.q.trim() }).toString()}`,
  };
}
