import type { z } from 'zod';
import type {
  ParentLocation,
  ParentProfile,
  ParentProfileUpdateSchema,
} from '../../../shared/schemas/profile';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import {
  findProfile,
  updateProfile,
  toParentProfile,
  type ProfileChanges,
} from './profile.queries';

export const profileNotFound = () => notFound('Profile not found');

export async function getProfile(db: Database, userId: string): Promise<ParentProfile> {
  const row = await findProfile(db, userId);
  if (!row) throw profileNotFound();
  return toParentProfile(row);
}

/** Changes only the fields that were sent (an absent key is left alone; null clears). */
export async function patchProfile(
  db: Database,
  userId: string,
  input: z.output<typeof ParentProfileUpdateSchema>,
): Promise<ParentProfile> {
  const changes: ProfileChanges = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.birthDate !== undefined) changes.birthDate = input.birthDate;
  if (input.region !== undefined) changes.region = input.region;
  if (input.discoverable !== undefined) changes.discoverable = input.discoverable;
  if (input.notificationsEnabled !== undefined)
    changes.notificationsEnabled = input.notificationsEnabled;
  const row = await updateProfile(db, userId, changes);
  if (!row) throw profileNotFound();
  return toParentProfile(row);
}

/** Remembers where Discover measures distance from (null forgets it). */
export async function setLocation(
  db: Database,
  userId: string,
  location: ParentLocation | null,
): Promise<ParentProfile> {
  const row = await updateProfile(db, userId, {
    locationLat: location?.lat ?? null,
    locationLng: location?.lng ?? null,
    locationLabel: location?.label ?? null,
  });
  if (!row) throw profileNotFound();
  return toParentProfile(row);
}
