import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActivitySearchQuery } from '../../../shared/schemas/search';
import { localDateTime } from '../../../shared/upcoming';
import { api, unwrap } from '../../lib/api-client';
import { activitiesQueryKey } from './keys';

/**
 * The catalogue's search (GET /api/activities), as every screen reads it: home, Discover, the
 * palette and the trending strips.
 */

/** Search parameters without paging; undefined and empty values are left out of the URL. */
export type ActivityFilters = Omit<ActivitySearchQuery, 'cursor' | 'now'>;

/** The filters as GET /api/activities's query strings (what a saved search keeps, too). */
export function toQuery(filters: ActivityFilters, cursor?: string) {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries({ ...filters, cursor })) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      continue;
    query[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return query;
}

/**
 * One page. `now` is the parent's clock as the request leaves, so a session that has started
 * today is not offered as upcoming (shared/upcoming.ts). It stays out of the query keys: a key
 * that changed every minute would refetch every list, and a page rendered on the server would
 * not find its data again in the browser.
 */
export function searchActivities(filters: ActivityFilters, cursor?: string, signal?: AbortSignal) {
  return unwrap(
    api.activities.$get(
      { query: { ...toQuery(filters, cursor), now: localDateTime() } as ActivitySearchQuery },
      { init: { signal } },
    ),
  );
}

/** One page: strips and short lists (home, palette, trending). */
export const activitySearchQueryOptions = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: [...activitiesQueryKey, 'search', filters],
    queryFn: ({ signal }) => searchActivities(filters, undefined, signal),
    placeholderData: keepPreviousData,
  });

/** Every page, fetched as the list scrolls (Discover's list). */
export const activityInfiniteQueryOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: [...activitiesQueryKey, 'infinite', filters],
    queryFn: ({ pageParam, signal }) => searchActivities(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
