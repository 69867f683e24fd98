import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export function getPreferences(signal?: AbortSignal) {
  return unwrap(api.preferences.$get(undefined, { init: { signal } }));
}

export const preferencesQueryKey = ['preferences'] as const;

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal) });

/** The parent's saved preferences, or the spec's defaults (saved: false). */
export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
