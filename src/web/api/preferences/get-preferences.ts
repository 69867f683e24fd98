import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

/**
 * The parent's preferences (GET /api/preferences, signed in); the spec's defaults (saved: false)
 * until they first save. Shared: the preferences form, onboarding's preferences step and
 * Discover's default filters.
 */
export function getPreferences(signal?: AbortSignal) {
  return unwrap(api.preferences.$get(undefined, { init: { signal } }));
}

export type PreferencesData = Awaited<ReturnType<typeof getPreferences>>;

export const preferencesQueryKey = ['preferences'] as const;

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => getPreferences(signal),
    // The forms (preferences, onboarding) start from these values once: always start from the
    // server's latest (the notifications switch can also change in settings).
    gcTime: 0,
  });

/** The parent's saved preferences, or the spec's defaults (saved: false). */
export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
