import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';

/**
 * The parent's preferences (GET /api/preferences, signed in); the spec's defaults (saved: false)
 * until they first save. Shared: the preferences form and Discover's default filters.
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
    // The form starts from these values once: always start from the server's latest (the
    // notifications switch can also change in settings).
    gcTime: 0,
  });
