import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { kidDocumentsQueryKey } from './keys';

export function listKidDocuments(kidId: string, signal?: AbortSignal) {
  return unwrap(api.kids[':id'].documents.$get({ param: { id: kidId } }, { init: { signal } }));
}

export const kidDocumentsQueryOptions = (kidId: string) =>
  queryOptions({
    queryKey: kidDocumentsQueryKey(kidId),
    queryFn: ({ signal }) => listKidDocuments(kidId, signal),
  });

/** A kid's documents, newest first. */
export function useKidDocuments(kidId: string) {
  return useQuery(kidDocumentsQueryOptions(kidId));
}
