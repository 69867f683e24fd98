import type { z } from 'zod';
import type {
  ParentLocation,
  ParentProfile,
  ParentProfileUpdateSchema,
} from '../../../shared/schemas/profile';
import { LOCATION_TEXT_MAX } from '../../../shared/geo';
import type { AppDeps } from '../../app-env';
import type { Database } from '../../db/client';
import { forwardGeocode, geocoderFor } from '../../lib/geocoder';
import { notFound } from '../../lib/http-errors';
import {
  findProfile,
  updateProfile,
  toParentProfile,
  type ProfileChanges,
  type ProfileRow,
} from './profile.queries';

export const profileNotFound = () => notFound('Profile not found');

export async function getProfile(db: Database, userId: string): Promise<ParentProfile> {
  const row = await findProfile(db, userId);
  if (!row) throw profileNotFound();
  return toParentProfile(row);
}

const sameRegion = (a: string | null, b: string | null) =>
  (a?.trim().toLowerCase() ?? '') === (b?.trim().toLowerCase() ?? '');

/**
 * A new region as the profile's location (decision 025): found once through the geocoder (its
 * cache and request queue), labelled with the region as the parent wrote it. A location the
 * parent chose is never replaced. When the region is cleared or cannot be found (the geocoder is
 * down, or nothing matches), a location found from the old region goes; the region alone still
 * tells Discover not to ask.
 */
async function locationForRegion(
  deps: AppDeps,
  current: ProfileRow,
  region: string | null,
): Promise<ProfileChanges> {
  const chosen = current.locationLat !== null && !current.locationFromRegion;
  if (chosen || sameRegion(current.region, region)) return {};
  const none = {
    locationLat: null,
    locationLng: null,
    locationLabel: null,
    locationFromRegion: false,
  };
  if (!region?.trim()) return current.locationFromRegion ? none : {};
  try {
    const found = await forwardGeocode(geocoderFor(deps), region);
    return {
      locationLat: found.lat,
      locationLng: found.lng,
      locationLabel: region.trim().slice(0, LOCATION_TEXT_MAX),
      locationFromRegion: true,
    };
  } catch (err) {
    // The region is saved either way; Discover measures distance once a location is known.
    deps.logger.info({ err }, 'the region could not be placed on the map; saved without a point');
    return current.locationFromRegion ? none : {};
  }
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
  if (input.region !== undefined) {
    const current = await findProfile(db, userId);
    if (!current) throw profileNotFound();
    changes.region = input.region;
    Object.assign(changes, await locationForRegion(deps, current, input.region));
  }
  if (input.discoverable !== undefined) changes.discoverable = input.discoverable;
  if (input.notificationsEnabled !== undefined)
    changes.notificationsEnabled = input.notificationsEnabled;
  const row = await updateProfile(db, userId, changes);
  if (!row) throw profileNotFound();
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
