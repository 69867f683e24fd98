import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { directoryQueryKey } from './keys';

/** Discoverable parents not yet connected, matching q (first name or region), page by page. */
export function listDirectory(q: string, offset: number, signal?: AbortSignal) {
  const query = { ...(q ? { q } : {}), ...(offset ? { offset: String(offset) } : {}) };
  return unwrap(api.network.parents.$get({ query }, { init: { signal } }));
}

export function useDirectory(q: string) {
  return useInfiniteQuery({
    queryKey: directoryQueryKey(q),
    queryFn: ({ pageParam, signal }) => listDirectory(q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
}
