import { queryOptions } from '@tanstack/react-query';
import { localDateTime } from '../../../shared/upcoming';
import { api, unwrap } from '../../lib/api-client';
import { activitiesQueryKey } from './keys';

export type Point = { lat: number; lng: number };

/**
 * GET /api/activities/for-you: the family's picks, nearest first when a point is given; none
 * that has started by the parent's clock (`now`, read as the request leaves, not in the key).
 */
export function getForYou(point: Point | null, signal?: AbortSignal) {
  const where = point ? { lat: String(point.lat), lng: String(point.lng) } : {};
  const query = { ...where, now: localDateTime() };
  return unwrap(api.activities['for-you'].$get({ query }, { init: { signal } }));
}

/** Keyed by the signed-in user, so signing in or out ranks again. */
export const forYouQueryOptions = (userId: string | null, point: Point | null) =>
  queryOptions({
    queryKey: [...activitiesQueryKey, 'for-you', userId, point],
    queryFn: ({ signal }) => getForYou(point, signal),
  });
