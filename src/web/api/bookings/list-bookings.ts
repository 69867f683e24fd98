import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BookingWhen } from '../../../shared/schemas/booking';
import { api, unwrap } from '../../lib/api-client';
import { bookingsQueryKey } from './keys';

/** `when`: 'upcoming' (not over yet, soonest first) or 'past' (latest first). */
export type BookingListFilters = { kidId?: string; limit?: number; when?: BookingWhen };

/** One page of bookings (GET /api/bookings), newest first (by when they were made) unless `when`. */
export function listBookings(
  { kidId, limit, when }: BookingListFilters,
  cursor?: string,
  signal?: AbortSignal,
) {
  const query: { kidId?: string; limit?: string; cursor?: string; when?: BookingWhen } = {};
  if (kidId) query.kidId = kidId;
  if (when) query.when = when;
  if (limit) query.limit = String(limit);
  if (cursor) query.cursor = cursor;
  return unwrap(api.bookings.$get({ query }, { init: { signal } }));
}

/** Every page, fetched on demand ('Load more'); `filters.kidId` narrows to one child. */
export const bookingListInfiniteQueryOptions = (filters: BookingListFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...bookingsQueryKey, 'list', filters],
    queryFn: ({ pageParam, signal }) => listBookings(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The next `limit` bookings (confirmed, not over), soonest first: the calendar's agenda. */
export const nextBookingsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'next', limit],
    queryFn: ({ signal }) => listBookings({ when: 'upcoming', limit }, undefined, signal),
  });

/** A child's bookings, newest first (the kid profile's Bookings tab and its count badge). */
export const kidBookingsQueryOptions = (kidId: string) =>
  bookingListInfiniteQueryOptions({ kidId, limit: 50 });

/**
 * A child's bookings, newest first, a page at a time. `bookings` are the ones loaded and
 * `more` whether others remain (the tab's badge then reads '50+').
 */
export function useKidBookings(kidId: string) {
  const query = useInfiniteQuery(kidBookingsQueryOptions(kidId));
  const bookings = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  return { query, bookings, more: query.hasNextPage };
}
