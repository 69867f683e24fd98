import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistInput } from '../../../shared/schemas/waitlist';
import { api, unwrap } from '../../lib/api-client';
import { useMe } from '../me/get-me';
import { activitiesQueryKey } from '../activities/keys';
import { waitlistQueryKey } from './keys';

/** The parent's waitlists (decision 060, docs/booking-api.md). */

export function listWaitlist(signal?: AbortSignal) {
  return unwrap(api.waitlist.$get({ query: {} }, { init: { signal } }));
}

/** Every entry of the parent's: one cache entry for the activity page and My Bookings. */
export const waitlistQueryOptions = () =>
  queryOptions({
    queryKey: waitlistQueryKey,
    queryFn: ({ signal }) => listWaitlist(signal),
  });

/** The signed-in parent's waitlists; idle (no request) while signed out. */
export function useWaitlist() {
  const me = useMe();
  return useQuery({ ...waitlistQueryOptions(), enabled: Boolean(me.data?.user) });
}

export function joinWaitlist(input: JoinWaitlistInput) {
  return unwrap(api.waitlist.$post({ json: input }));
}

export function leaveWaitlist(id: string) {
  return unwrap(api.waitlist[':id'].$delete({ param: { id } }));
}

/** Joining or leaving moves the line, and leaving with an offer frees its places. */
function useWaitlistChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
        queryClient.invalidateQueries({ queryKey: activitiesQueryKey }),
      ]),
  });
}

export const useJoinWaitlist = () => useWaitlistChange(joinWaitlist);
export const useLeaveWaitlist = () => useWaitlistChange(leaveWaitlist);
