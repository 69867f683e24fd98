import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CalendarEntry } from '../../../shared/schemas/booking';
import { api, unwrap } from '../../lib/api-client';
import { bookingsQueryKey } from './keys';

/**
 * Confirmed bookings on each of their dates in [from, to] ('YYYY-MM-DD', at most 62 days): a term
 * once per date, each entry with that date's times.
 */
export function listCalendarBookings(from: string, to: string, signal?: AbortSignal) {
  return unwrap(api.bookings.calendar.$get({ query: { from, to } }, { init: { signal } }));
}

export const calendarBookingsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'calendar', from, to],
    queryFn: ({ signal }) => listCalendarBookings(from, to, signal),
  });

/** The confirmed bookings of [from, to], grouped by date (already in start-time order). */
export function useCalendarBookings(from: string, to: string) {
  const query = useQuery(calendarBookingsQueryOptions(from, to));
  const byDate = useMemo(() => {
    if (!query.data) return null;
    const map = new Map<string, CalendarEntry[]>();
    for (const booking of query.data.items) {
      const day = map.get(booking.activity.date);
      if (day) day.push(booking);
      else map.set(booking.activity.date, [booking]);
    }
    return map;
  }, [query.data]);
  return { query, byDate };
}
