import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistrationState } from '../../../shared/schemas/registration';
import { useEffect, useRef } from 'react';
import { api, unwrap } from '../../lib/api-client';
import { activityQueryOptions } from '../activities/get-activity';
import { bookedPlacesQueryOptions } from './get-booked-places';
import { registrationQueryKey } from './keys';

/** Registration openings (decision 061, docs/booking-api.md): the parent's reminder. */

const route = (activityId: number) => ({ param: { activityId: String(activityId) } });

export function getRegistration(activityId: number, signal?: AbortSignal) {
  return unwrap(api.registration[':activityId'].$get(route(activityId), { init: { signal } }));
}

/**
 * The parent's view of a program's opening; idle until `enabled` (signed in, opening ahead).
 * When the family's entry moves on (let in, moved to the waitlist, booked), the activity's places
 * left are read again: its hold took some; booked, so are the family's booked places.
 */
export function useRegistration(activityId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: registrationQueryKey(activityId),
    queryFn: ({ signal }) => getRegistration(activityId, signal),
    enabled,
  });
  const entryState = query.data?.entry?.state;
  const seen = useRef(entryState);
  useEffect(() => {
    const before = seen.current;
    seen.current = entryState;
    if (before === undefined || before === entryState) return;
    void queryClient.invalidateQueries({
      queryKey: activityQueryOptions(String(activityId)).queryKey,
    });
    // Booked ('Book it for me'): the family's kids now hold places there.
    if (entryState === 'booked') {
      void queryClient.invalidateQueries({ queryKey: bookedPlacesQueryOptions().queryKey });
    }
  }, [activityId, entryState, queryClient]);
  return query;
}

/** 'Remind me' on (true) or off (false); the answer is the new state. */
export function useSetOpeningReminder(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => {
      const reminder = api.registration[':activityId'].reminder;
      return unwrap(on ? reminder.$put(route(activityId)) : reminder.$delete(route(activityId)));
    },
    onSuccess: (state: RegistrationState) =>
      queryClient.setQueryData(registrationQueryKey(activityId), state),
  });
}

type Prepared = { kidIds: string[]; sessionIds?: number[] };

/** The waiting room (decision 062): join with the prepared booking, or leave. */
export function useLineActions(activityId: number) {
  const queryClient = useQueryClient();
  const line = () => api.registration[':activityId'].line;
  const done = (state: RegistrationState) =>
    queryClient.setQueryData(registrationQueryKey(activityId), state);
  const join = useMutation({
    mutationFn: (prepared: Prepared) =>
      unwrap(line().$post({ ...route(activityId), json: prepared })),
    onSuccess: done,
  });
  const leave = useMutation({
    mutationFn: () => unwrap(line().$delete(route(activityId))),
    onSuccess: done,
  });
  return { join, leave };
}
