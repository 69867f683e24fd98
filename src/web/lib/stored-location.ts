import { LATITUDE_MAX, LONGITUDE_MAX } from '../../shared/geo';
import type { ParentLocation } from '../../shared/schemas/profile';

/**
 * A visitor's location (Discover's 'Share Location', home's For You), kept in this browser
 * (localStorage) and shared by every component through one small store. A signed-in parent's
 * is remembered on the profile instead (api/profile/parent-location.ts).
 */

const STORAGE_KEY = 'kidventure.location';

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedLocation: ParentLocation | null = null;

export function readStoredLocation(): ParentLocation | null {
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

export function writeStoredLocation(location: ParentLocation | null) {
  try {
    if (location) localStorage.setItem(STORAGE_KEY, JSON.stringify(location));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or disabled: the location lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribeStoredLocation(listener: () => void) {
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
