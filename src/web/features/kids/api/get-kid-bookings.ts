import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { kidBookingsQueryOptions } from '../../../lib/bookings-query';

/**
 * A child's bookings, newest first, a page at a time. `count` is how many are loaded and
 * `more` whether others remain (the tab's badge then reads '50+').
 */
export function useKidBookings(kidId: string) {
  const query = useInfiniteQuery(kidBookingsQueryOptions(kidId));
  const bookings = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  return { query, bookings, more: query.hasNextPage };
}
