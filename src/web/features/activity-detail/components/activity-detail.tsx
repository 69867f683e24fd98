import { useQuery } from '@tanstack/react-query';
import { activityQueryOptions, isActivityId } from '../../../api/activities/get-activity';
import { useDocumentTitle } from '../../../components/layout/document-title';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import type { Viewer } from '../viewer';
import { ActivityView } from './activity-view';
import { ActivityDetailSkeleton, ActivityNotFound } from './detail-states';

/** /activities/:id: the activity, 'Activity not found', or a load error with a retry. */
export function ActivityDetail({ id, viewer }: { id: string; viewer: Viewer }) {
  const known = isActivityId(id);
  const activity = useQuery({ ...activityQueryOptions(id), enabled: known });
  const notFound = !known || (isApiError(activity.error) && activity.error.status === 404);

  // Until it loads, or when there is none, the layout's 'Activity Details' stays.
  useDocumentTitle(activity.data?.title ?? null);

  if (notFound) return <ActivityNotFound />;
  if (activity.isPending) return <ActivityDetailSkeleton />;
  if (activity.isError) {
    return <QueryError query={activity} heading="h1" title="We couldn't load this activity" />;
  }
  return <ActivityView activity={activity.data} viewer={viewer} />;
}
