import type { QueryClient } from '@tanstack/react-query';
import { isProviderSlug } from '../../shared/provider-rules';
import { activityQueryOptions, isActivityId } from '../api/activities/get-activity';
import { forYouQueryOptions } from '../api/activities/get-for-you';
import { popularQueryOptions, upcomingQueryOptions } from '../api/activities/get-home-activities';
import { meQueryOptions } from '../api/me/get-me';
import { providerQueryOptions } from '../api/providers/get-provider';
import { fetchParentPoint } from '../api/profile/parent-location';

/**
 * Route loaders that start a screen's first requests while its code is still downloading, so
 * the data and the code arrive together instead of one after the other. The browser's loaders
 * return at once; the server's render waits for the data (app/router.tsx). The screens read the
 * same queries (same keys) and show their own loading and error states, so a failure here is
 * left for them to report: these promises never reject.
 */

const ignore = () => {};

export function prefetchSession(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(meQueryOptions());
}

export async function prefetchActivity(queryClient: QueryClient, id: string | undefined) {
  if (id !== undefined && isActivityId(id))
    await queryClient.prefetchQuery(activityQueryOptions(id));
}

export async function prefetchProvider(queryClient: QueryClient, slug: string | undefined) {
  if (slug !== undefined && isProviderSlug(slug))
    await queryClient.prefetchQuery(providerQueryOptions(slug));
}

/** Home's lists, which wait for the session and the parent's remembered location. */
export function prefetchHome(queryClient: QueryClient): Promise<void> {
  const load = async () => {
    const me = await queryClient.fetchQuery(meQueryOptions());
    const userId = me.user?.id ?? null;
    const point = await fetchParentPoint(queryClient, userId);
    await Promise.all([
      queryClient.prefetchQuery(popularQueryOptions(point)),
      queryClient.prefetchQuery(upcomingQueryOptions(point)),
      queryClient.prefetchQuery(forYouQueryOptions(userId, point)),
    ]);
  };
  return load().catch(ignore);
}
