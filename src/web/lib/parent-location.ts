import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { LATITUDE_MAX, LONGITUDE_MAX } from '../../shared/geo';
import type { ParentLocation } from '../../shared/schemas/profile';
import { api, unwrap } from './api-client';
import { meQueryOptions } from './me-query';
import { getProfile, profileQueryKey } from './profile-query';

/**
 * Where the parent measures distance from (Discover's 'Share Location', home's For You).
 * A signed-in parent's location is remembered on the profile (PUT /api/profile/location), so it
 * follows them across devices; a visitor's stays in this browser (localStorage).
 */

export type { ParentLocation };

const STORAGE_KEY = 'kidventure.location';

// ---- Visitor: localStorage, shared by every component through one small store ----

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedLocation: ParentLocation | null = null;

function readStored(): ParentLocation | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode): nothing remembered
  }
  // useSyncExternalStore needs the same object for the same stored text.
  if (raw === cachedRaw) return cachedLocation;
  cachedRaw = raw;
  cachedLocation = parseStored(raw);
  return cachedLocation;
}

/**
 * What this browser stored, if it still looks like a location. Checked by hand rather than with
 * ParentLocationSchema: zod would load with every page that reads the location (home too).
 */
function parseStored(raw: string | null): ParentLocation | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng, label } = value as Record<string, unknown>;
  if (!isCoordinate(lat, LATITUDE_MAX) || !isCoordinate(lng, LONGITUDE_MAX)) return null;
  if (typeof label !== 'string' || !label.trim()) return null;
  return { lat, lng, label };
}

const isCoordinate = (n: unknown, limit: number): n is number =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit;

function writeStored(location: ParentLocation | null) {
  try {
    if (location) localStorage.setItem(STORAGE_KEY, JSON.stringify(location));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or disabled: the location lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribeStored(listener: () => void) {
  listeners.add(listener);
  // Another tab sharing or clearing its location.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// ---- Signed in: the profile ----

export const parentLocationQueryKey = ['parent-location'] as const;

async function getSavedLocation(signal?: AbortSignal) {
  return (await getProfile(signal)).location;
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
      ? readStored()
      : await queryClient.fetchQuery(parentLocationQueryOptions(userId));
  return location ? { lat: location.lat, lng: location.lng } : null;
}

export type ParentLocationState = {
  /** null: not shared yet (or cleared). */
  location: ParentLocation | null;
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
  const stored = useSyncExternalStore(subscribeStored, readStored, () => null);
  const saved = useQuery({
    ...parentLocationQueryOptions(userId ?? ''),
    enabled: userId !== null,
  });

  const save = useMutation({
    mutationFn: async (location: ParentLocation | null) => {
      if (userId === null) return writeStored(location);
      const profile = await saveLocation(location);
      // Our own entry takes the answer as is; the profile screens read theirs again.
      queryClient.setQueryData(parentLocationQueryOptions(userId).queryKey, profile.location);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });

  const signedIn = userId !== null;
  return {
    location: signedIn ? (saved.data ?? null) : stored,
    isLoading: me.isPending || (signedIn && saved.isPending),
    setLocation: async (location) => {
      await save.mutateAsync(location);
    },
    clearLocation: async () => {
      await save.mutateAsync(null);
    },
  };
}
