import { useQuery } from '@tanstack/react-query';
import { activityQueryOptions } from '../../../lib/activities-query';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useActivityTitle } from '../use-activity-title';
import type { Viewer } from '../viewer';
import { ActivityView } from './activity-view';
import { ActivityDetailSkeleton, ActivityLoadError, ActivityNotFound } from './detail-states';

// Activity ids are whole numbers; anything else (e.g. /activities/for-you) is simply not found.
const ACTIVITY_ID = /^\d+$/;

/** /activities/:id: the activity, 'Activity not found', or a load error with a retry. */
export function ActivityDetail({ id, viewer }: { id: string; viewer: Viewer }) {
  const known = ACTIVITY_ID.test(id);
  const activity = useQuery({ ...activityQueryOptions(id), enabled: known });
  const notFound = !known || (isApiError(activity.error) && activity.error.status === 404);

  // Until it loads, or when there is none, the layout's 'Activity Details' stays.
  useActivityTitle(activity.data?.title ?? null);

  if (notFound) return <ActivityNotFound />;
  if (activity.isPending) return <ActivityDetailSkeleton />;
  if (activity.isError) {
    return (
      <ActivityLoadError
        message={errorMessage(activity.error)}
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  }
  return <ActivityView activity={activity.data} viewer={viewer} />;
}
