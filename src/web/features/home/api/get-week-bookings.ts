import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { calendarBookingsQueryOptions } from '../../../lib/bookings-query';

/**
 * The days of [from, to] with a confirmed booking, for This Week's dots. Until they load, or if
 * they cannot, no day is marked: the strip still works as a date picker.
 */
export function useBookedDates(from: string, to: string): ReadonlySet<string> | undefined {
  const { data } = useQuery(calendarBookingsQueryOptions(from, to));
  return useMemo(
    () => (data ? new Set(data.items.map((booking) => booking.activity.date)) : undefined),
    [data],
  );
}
