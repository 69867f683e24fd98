import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistrationState } from '../../../shared/schemas/registration';
import { api, unwrap } from '../../lib/api-client';
import { registrationQueryKey } from './keys';

/** Registration openings (decision 061, docs/booking-api.md): the parent's reminder. */

const route = (activityId: number) => ({ param: { activityId: String(activityId) } });

export function getRegistration(activityId: number, signal?: AbortSignal) {
  return unwrap(api.registration[':activityId'].$get(route(activityId), { init: { signal } }));
}

/** The parent's view of a program's opening; idle until `enabled` (signed in, opening ahead). */
export function useRegistration(activityId: number, enabled: boolean) {
  return useQuery({
    queryKey: registrationQueryKey(activityId),
    queryFn: ({ signal }) => getRegistration(activityId, signal),
    enabled,
  });
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
