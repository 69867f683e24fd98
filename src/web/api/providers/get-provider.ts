import { queryOptions, useQuery } from '@tanstack/react-query';
import { isProviderSlug } from '../../../shared/provider-rules';
import { localDateTime } from '../../../shared/upcoming';
import { api, unwrap } from '../../lib/api-client';
import { providersQueryKey } from './keys';

/**
 * GET /api/providers/{slug}: the provider, its places and its first upcoming activities. `now`
 * is the parent's clock as the request leaves, kept out of the key (search-activities.ts says
 * why).
 */
export function getProvider(slug: string, signal?: AbortSignal) {
  return unwrap(
    api.providers[':slug'].$get(
      { param: { slug }, query: { now: localDateTime() } },
      { init: { signal } },
    ),
  );
}

export const providerQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...providersQueryKey, slug],
    queryFn: ({ signal }) => getProvider(slug, signal),
  });

/** The provider's page; a slug that cannot name one is not asked for (the page says not found). */
export function useProvider(slug: string) {
  return useQuery({ ...providerQueryOptions(slug), enabled: isProviderSlug(slug) });
}
