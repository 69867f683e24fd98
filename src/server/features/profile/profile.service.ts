import type { z } from 'zod';
import type {
  ParentLocation,
  ParentProfile,
  ParentProfileUpdateSchema,
} from '../../../shared/schemas/profile';
import { LOCATION_TEXT_MAX } from '../../../shared/geo';
import type { AppDeps } from '../../lib/app-env';
import type { Database } from '../../db/client';
import { forwardGeocode, geocoderFor } from '../../lib/geocoder';
import {
  findProfile,
  setLateRegionLocation,
  updateProfile,
  toParentProfile,
  type ProfileChanges,
  type ProfileRow,
} from './profile.queries';
import { profileNotFound } from '../../lib/refusals';

export async function getProfile(db: Database, userId: string): Promise<ParentProfile> {
  const row = await findProfile(db, userId);
  if (!row) throw profileNotFound();
  return toParentProfile(row);
}

const sameRegion = (a: string | null, b: string | null) =>
  (a?.trim().toLowerCase() ?? '') === (b?.trim().toLowerCase() ?? '');

type RegionLocation = {
  /** What the save itself writes. */
  changes: ProfileChanges;
  /** Runs after the save: stores a point that came too late for it. */
  afterSave?: () => void;
};

/**
 * A new region as the profile's location (decision 025): found once through the geocoder (its
 * cache and request queue), labelled with the region as the parent wrote it. A location the
 * parent chose is never replaced. When the region is cleared or cannot be found (the geocoder is
 * down, or nothing matches), a location found from the old region goes; the region alone still
 * tells Discover not to ask. The save waits at most REGION_LOOKUP_WAIT_MS for the point (the
 * geocoder's queue allows one request a second for the whole app); a point found later is
 * stored then, if the profile still has that region.
 */
async function locationForRegion(
  deps: AppDeps,
  userId: string,
  current: ProfileRow,
  region: string | null,
): Promise<RegionLocation> {
  const chosen = current.locationLat !== null && !current.locationFromRegion;
  if (chosen || sameRegion(current.region, region)) return { changes: {} };
  const none = {
    locationLat: null,
    locationLng: null,
    locationLabel: null,
    locationFromRegion: false,
  };
  const withoutPoint = { changes: current.locationFromRegion ? none : {} };
  if (!region?.trim()) return withoutPoint;
  const label = region.trim().slice(0, LOCATION_TEXT_MAX);
  const lookup = forwardGeocode(geocoderFor(deps), region);
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<'too long'>((resolve) => {
    timer = setTimeout(() => resolve('too long'), deps.env.REGION_LOOKUP_WAIT_MS);
  });
  const unplaced = (err: unknown) =>
    // The region is saved either way; Discover measures distance once a location is known.
    deps.logger.info({ err }, 'the region could not be placed on the map; saved without a point');
  try {
    const found = await Promise.race([lookup, tooLong]);
    if (found !== 'too long') {
      return {
        changes: {
          locationLat: found.lat,
          locationLng: found.lng,
          locationLabel: label,
          locationFromRegion: true,
        },
      };
    }
  } catch (err) {
    unplaced(err);
    return withoutPoint;
  } finally {
    clearTimeout(timer);
  }
  // Too long to wait for: the save answers without it, and the point is stored once both the
  // save and the lookup are done (stored before the save, the save would clear it).
  let saved = () => {};
  const afterSave = new Promise<void>((resolve) => (saved = resolve));
  Promise.all([lookup, afterSave])
    .then(async ([found]) => {
      const point = { lat: found.lat, lng: found.lng, label };
      const stored = await setLateRegionLocation(deps.db, userId, region, point);
      deps.logger.info({ stored }, 'the region was placed on the map after its save');
    })
    .catch(unplaced);
  return { ...withoutPoint, afterSave: saved };
}

/**
 * Changes only the fields that were sent (an absent key is left alone; null clears). A new
 * region may also set the location (locationForRegion).
 */
export async function patchProfile(
  deps: AppDeps,
  userId: string,
  input: z.output<typeof ParentProfileUpdateSchema>,
): Promise<ParentProfile> {
  const { db } = deps;
  const changes: ProfileChanges = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.birthDate !== undefined) changes.birthDate = input.birthDate;
  let regionLocation: RegionLocation | undefined;
  if (input.region !== undefined) {
    const current = await findProfile(db, userId);
    if (!current) throw profileNotFound();
    changes.region = input.region;
    regionLocation = await locationForRegion(deps, userId, current, input.region);
    Object.assign(changes, regionLocation.changes);
  }
  if (input.discoverable !== undefined) changes.discoverable = input.discoverable;
  if (input.notificationsEnabled !== undefined)
    changes.notificationsEnabled = input.notificationsEnabled;
  const row = await updateProfile(db, userId, changes);
  if (!row) throw profileNotFound();
  regionLocation?.afterSave?.();
  return toParentProfile(row);
}

/** Remembers where Discover measures distance from (null forgets it): the parent's choice. */
export async function setLocation(
  db: Database,
  userId: string,
  location: ParentLocation | null,
): Promise<ParentProfile> {
  const row = await updateProfile(db, userId, {
    locationLat: location?.lat ?? null,
    locationLng: location?.lng ?? null,
    locationLabel: location?.label ?? null,
    locationFromRegion: false,
  });
  if (!row) throw profileNotFound();
  return toParentProfile(row);
}
