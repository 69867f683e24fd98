import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { kidDocumentsQueryKey } from './keys';

/** One page of a kid's documents, newest first (GET /api/kids/{id}/documents). */
export function listKidDocuments(kidId: string, cursor?: string, signal?: AbortSignal) {
  return unwrap(
    api.kids[':id'].documents.$get(
      { param: { id: kidId }, query: cursor ? { cursor } : {} },
      { init: { signal } },
    ),
  );
}

export const kidDocumentsQueryOptions = (kidId: string) =>
  infiniteQueryOptions({
    queryKey: kidDocumentsQueryKey(kidId),
    queryFn: ({ pageParam, signal }) => listKidDocuments(kidId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** A kid's documents, newest first, a page at a time ('Load more'). */
export function useKidDocuments(kidId: string) {
  return useInfiniteQuery(kidDocumentsQueryOptions(kidId));
}
