import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesInput } from '../../../../shared/schemas/preferences';
import { api, unwrap } from '../../../lib/api-client';
import { preferencesQueryKey } from './get-preferences';

/** Replaces the whole set of preferences. */
export function savePreferences(input: PreferencesInput) {
  return unwrap(api.preferences.$put({ json: input }));
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
