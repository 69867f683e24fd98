import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ParentLocation } from '../../../shared/schemas/profile';
import { api, unwrap } from '../../lib/api-client';
import {
  readStoredLocation,
  subscribeStoredLocation,
  writeStoredLocation,
} from '../../lib/stored-location';
import { meQueryOptions } from '../me/get-me';
import { getProfile } from './get-profile';
import { parentLocationQueryKey, profileQueryKey } from './keys';

/**
 * Where the parent measures distance from (Discover's 'Share Location', home's For You).
 * A signed-in parent's location is remembered on the profile (PUT /api/profile/location), so it
 * follows them across devices; a visitor's stays in this browser (lib/stored-location).
 */

export type { ParentLocation };

/** The profile's location, and whether the parent gave a region (which counts as one, decision 025). */
type SavedLocation = { location: ParentLocation | null; hasRegion: boolean };

const savedFrom = (profile: { location: ParentLocation | null; region: string | null }) => ({
  location: profile.location,
  hasRegion: Boolean(profile.region?.trim()),
});

async function getSavedLocation(signal?: AbortSignal): Promise<SavedLocation> {
  return savedFrom(await getProfile(signal));
}

/** Keyed by the user, so one parent's location never shows for another after a sign-in. */
export const parentLocationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...parentLocationQueryKey, userId],
    queryFn: ({ signal }) => getSavedLocation(signal),
  });

function saveLocation(location: ParentLocation | null) {
  return location
    ? unwrap(api.profile.location.$put({ json: location }))
    : unwrap(api.profile.location.$delete());
}

/**
 * The parent's point as useParentLocation resolves it (the profile's when signed in, this
 * browser's otherwise), read ahead of the screen that will ask for it.
 */
export async function fetchParentPoint(
  queryClient: QueryClient,
  userId: string | null,
): Promise<{ lat: number; lng: number } | null> {
  const location =
    userId === null
      ? readStoredLocation()
      : (await queryClient.fetchQuery(parentLocationQueryOptions(userId))).location;
  return location ? { lat: location.lat, lng: location.lng } : null;
}

export type ParentLocationState = {
  /** null: not shared yet (or cleared). */
  location: ParentLocation | null;
  /**
   * The signed-in parent gave a region (onboarding, Settings): Discover does not ask for a
   * location by itself, even when the server could not place the region on the map.
   */
  hasRegion: boolean;
  /** True until we know whether a location is remembered (the session or the profile is loading). */
  isLoading: boolean;
  /** Remembers the location (on the profile when signed in); rejects with an ApiError on failure. */
  setLocation: (location: ParentLocation) => Promise<void>;
  clearLocation: () => Promise<void>;
};

export function useParentLocation(): ParentLocationState {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  const userId = me.data?.user?.id ?? null;
  const stored = useSyncExternalStore(subscribeStoredLocation, readStoredLocation, () => null);
  const saved = useQuery({
    ...parentLocationQueryOptions(userId ?? ''),
    enabled: userId !== null,
  });

  const save = useMutation({
    mutationFn: async (location: ParentLocation | null) => {
      if (userId === null) return writeStoredLocation(location);
      const profile = await saveLocation(location);
      // Our own entry takes the answer as is; the profile screens read theirs again.
      queryClient.setQueryData(parentLocationQueryOptions(userId).queryKey, savedFrom(profile));
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });

  const signedIn = userId !== null;
  return {
    location: signedIn ? (saved.data?.location ?? null) : stored,
    hasRegion: signedIn && (saved.data?.hasRegion ?? false),
    isLoading: me.isPending || (signedIn && saved.isPending),
    setLocation: async (location) => {
      await save.mutateAsync(location);
    },
    clearLocation: async () => {
      await save.mutateAsync(null);
    },
  };
}
