import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { activitiesQueryKey } from './keys';

/** Activity ids are whole numbers; anything else (e.g. /activities/for-you) is simply not found. */
export const isActivityId = (id: string) => /^\d+$/.test(id);

/** GET /api/activities/{id}: one activity (the detail page and the booking summary). */
export function getActivity(id: string, signal?: AbortSignal) {
  return unwrap(api.activities[':id'].$get({ param: { id } }, { init: { signal } }));
}

export const activityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...activitiesQueryKey, 'one', id],
    queryFn: ({ signal }) => getActivity(id, signal),
  });
