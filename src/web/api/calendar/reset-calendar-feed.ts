import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** POST /api/calendar/feed/reset: a new secret. */
export function resetCalendarFeed() {
  return unwrap(api.calendar.feed.reset.$post());
}

/** A new secret: the old link stops working at once. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryKey, feed),
  });
}
