import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';

/**
 * The parent's bookings as every screen reads them: the calendar's date ranges, a child's
 * bookings (kid profile) and the paginated list. Every key starts with ['bookings'], so one
 * `invalidateQueries({ queryKey: bookingsQueryKey })` after booking or cancelling refreshes them all.
 */

export const bookingsQueryKey = ['bookings'] as const;

/** Confirmed bookings whose activity falls in [from, to] ('YYYY-MM-DD', at most 62 days). */
export function listCalendarBookings(from: string, to: string, signal?: AbortSignal) {
  return unwrap(api.bookings.calendar.$get({ query: { from, to } }, { init: { signal } }));
}

export const calendarBookingsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'calendar', from, to],
    queryFn: ({ signal }) => listCalendarBookings(from, to, signal),
  });

export type BookingListFilters = { kidId?: string; limit?: number };

/** One page of bookings, newest first (by when they were made). */
export function listBookings(
  { kidId, limit }: BookingListFilters,
  cursor?: string,
  signal?: AbortSignal,
) {
  const query: { kidId?: string; limit?: string; cursor?: string } = {};
  if (kidId) query.kidId = kidId;
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

/** A child's bookings, newest first (the kid profile's Bookings tab and its count badge). */
export const kidBookingsQueryOptions = (kidId: string) =>
  bookingListInfiniteQueryOptions({ kidId, limit: 50 });
