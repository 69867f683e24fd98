import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { activitiesQueryKey } from './keys';

export type Point = { lat: number; lng: number };

/** GET /api/activities/for-you: the family's picks, nearest first when a point is given. */
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
