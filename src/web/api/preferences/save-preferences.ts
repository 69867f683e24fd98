import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesInput } from '../../../shared/schemas/preferences';
import { api, unwrap } from '../../lib/api-client';
import { releaseHeldFilters } from '../../lib/held-filters';
import { preferencesQueryKey } from './get-preferences';

/** Replaces the whole set (PUT): the preferences screen and onboarding's step both save here. */
export function savePreferences(input: PreferencesInput) {
  return unwrap(api.preferences.$put({ json: input }));
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueryKey, saved);
      // Discover's chips removed for this visit give way to what the parent just saved.
      releaseHeldFilters();
      // Saving also completes onboarding and sets the profile's notifications switch: let every
      // other screen's data (the session, the profile) catch up.
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== preferencesQueryKey[0],
      });
    },
  });
}
