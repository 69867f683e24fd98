import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActivitySearchQuery } from '../../shared/schemas/search';
import { api, unwrap } from './api-client';

/**
 * The catalogue, as every screen reads it: search pages (GET /api/activities), one activity,
 * and the family's picks. Shared by home, Discover, the palette and the detail page.
 */

/** Search parameters without paging; undefined and empty values are left out of the URL. */
export type ActivityFilters = Omit<ActivitySearchQuery, 'cursor'>;

function toQuery(filters: ActivityFilters, cursor?: string) {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries({ ...filters, cursor })) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      continue;
    query[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return query;
}

export function searchActivities(filters: ActivityFilters, cursor?: string, signal?: AbortSignal) {
  return unwrap(
    api.activities.$get(
      { query: toQuery(filters, cursor) as ActivitySearchQuery },
      { init: { signal } },
    ),
  );
}

export const activitiesQueryKey = ['activities'] as const;

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

/** Activity ids are whole numbers; anything else (e.g. /activities/for-you) is simply not found. */
export const isActivityId = (id: string) => /^\d+$/.test(id);

export function getActivity(id: string, signal?: AbortSignal) {
  return unwrap(api.activities[':id'].$get({ param: { id } }, { init: { signal } }));
}

export const activityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...activitiesQueryKey, 'one', id],
    queryFn: ({ signal }) => getActivity(id, signal),
  });

export type Point = { lat: number; lng: number };

export function getForYou(point: Point | null, signal?: AbortSignal) {
  const query = point ? { lat: String(point.lat), lng: String(point.lng) } : {};
  return unwrap(api.activities['for-you'].$get({ query }, { init: { signal } }));
}

/** Keyed by the signed-in user, so signing in or out ranks again. */
export const forYouQueryOptions = (userId: string | null, point: Point | null) =>
  queryOptions({
    queryKey: [...activitiesQueryKey, 'for-you', userId, point],
    queryFn: ({ signal }) => getForYou(point, signal),
  });
