import { HOME_POPULAR_COUNT, HOME_POPULAR_SEARCH } from '../../../shared/search-limits';
import type { Point } from './get-for-you';
import { activitySearchQueryOptions } from './search-activities';

/**
 * Home's lists (spec part 1, Home): Featured is the first 8 of the popular order (open sessions
 * only) and Trending the next 8 of the same list, so one request of 16 feeds both; Upcoming is
 * the next 6 by date.
 */
export const FEATURED_COUNT = 8;
export const TRENDING_COUNT = HOME_POPULAR_COUNT - FEATURED_COUNT;
export const UPCOMING_COUNT = 6;

// Query strings carry text: the contract's input types are strings.
const pointFilters = (point: Point | null) =>
  point ? { lat: String(point.lat), lng: String(point.lng) } : {};

export const popularQueryOptions = (point: Point | null) =>
  activitySearchQueryOptions({ ...HOME_POPULAR_SEARCH, ...pointFilters(point) });

export const upcomingQueryOptions = (point: Point | null) =>
  activitySearchQueryOptions({
    sort: 'date',
    limit: String(UPCOMING_COUNT),
    ...pointFilters(point),
  });
