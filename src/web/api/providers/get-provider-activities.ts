import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '../../../shared/schemas/activity';
import { localDateTime } from '../../../shared/upcoming';
import { api, unwrap } from '../../lib/api-client';
import { providersQueryKey } from './keys';

/** GET /api/providers/{slug}/activities: a page of upcoming activities after `cursor`. */
export function listProviderActivities(slug: string, cursor?: string, signal?: AbortSignal) {
  const query = { now: localDateTime(), ...(cursor ? { cursor } : {}) };
  return unwrap(
    api.providers[':slug'].activities.$get({ param: { slug }, query }, { init: { signal } }),
  );
}

/**
 * The provider's upcoming activities, page after page ('Show more'). The first page came with
 * the provider's page (GET /api/providers/{slug}), so it is not asked for again; a refresh (after
 * a booking) reads every page shown from the start.
 */
export function useProviderActivities(
  slug: string,
  first: { page: ActivityPage; updatedAt: number },
) {
  return useInfiniteQuery({
    queryKey: [...providersQueryKey, slug, 'activities'],
    queryFn: ({ pageParam, signal }) => listProviderActivities(slug, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    initialData: { pages: [first.page], pageParams: [undefined] },
    initialDataUpdatedAt: first.updatedAt,
  });
}
