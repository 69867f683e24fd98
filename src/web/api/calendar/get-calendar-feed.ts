import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

/** The parent's private iCal feed (GET /api/calendar/feed creates it on first call). */
export function getCalendarFeed(signal?: AbortSignal) {
  return unwrap(api.calendar.feed.$get(undefined, { init: { signal } }));
}

export const calendarFeedQueryKey = ['calendar-feed'] as const;

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) => getCalendarFeed(signal),
    // The link only changes when the parent resets it (reset-calendar-feed.ts).
    staleTime: Infinity,
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
