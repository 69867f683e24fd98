import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FinderQueryInput } from '../../../shared/schemas/finder';
import { api, unwrap } from '../../lib/api-client';
import { finderQueryKey } from './keys';

/** What a finder screen asks for: the text, chips removed, who is joining, where the parent is. */
export type FinderRequest = {
  q: string;
  ignore: string[];
  kidIds: string[];
  /** The parent's local date-time, so "tomorrow" is the parent's tomorrow. */
  now: string;
  lat?: number;
  lng?: number;
};

/** The request as GET /api/finder's query strings (what a saved request keeps, less `now`). */
export function toQuery(r: FinderRequest): FinderQueryInput {
  const query: FinderQueryInput = { q: r.q, now: r.now };
  if (r.ignore.length > 0) query.ignore = r.ignore;
  if (r.kidIds.length > 0) query.kidIds = r.kidIds;
  if (r.lat !== undefined && r.lng !== undefined) {
    query.lat = String(r.lat);
    query.lng = String(r.lng);
  }
  return query;
}

/** GET /api/finder. */
export function findActivities(request: FinderRequest, signal?: AbortSignal) {
  return unwrap(api.finder.$get({ query: toQuery(request) }, { init: { signal } }));
}

export const finderQueryOptions = (request: FinderRequest) =>
  queryOptions({
    queryKey: [...finderQueryKey, request],
    queryFn: ({ signal }) => findActivities(request, signal),
    placeholderData: keepPreviousData,
  });

/** The finder's answer for a request; idle while there is none (nothing submitted yet). */
export function useFinder(request: FinderRequest | null) {
  return useQuery({
    ...finderQueryOptions(request ?? { q: '', ignore: [], kidIds: [], now: '' }),
    enabled: request !== null,
  });
}
