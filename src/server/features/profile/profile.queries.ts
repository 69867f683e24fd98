import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ParentProfile } from '../../../shared/schemas/profile';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { avatarUrl } from '../../lib/public-urls';

/** Plain Drizzle functions on the parent's own profile row (profiles.id is the user id). */

const profileColumns = {
  firstName: profiles.firstName,
  birthDate: profiles.birthDate,
  region: profiles.region,
  avatarKey: profiles.avatarKey,
  discoverable: profiles.discoverable,
  notificationsEnabled: profiles.notificationsEnabled,
  locationLat: profiles.locationLat,
  locationLng: profiles.locationLng,
  locationLabel: profiles.locationLabel,
  locationFromRegion: profiles.locationFromRegion,
  updatedAt: profiles.updatedAt,
};

export type ProfileChanges = Partial<{
  firstName: string;
  birthDate: string | null;
  region: string | null;
  discoverable: boolean;
  notificationsEnabled: boolean;
  locationLat: number | null;
  locationLng: number | null;
  locationLabel: string | null;
  locationFromRegion: boolean;
}>;

export async function findProfile(db: Database, userId: string) {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Sets only the given fields and bumps updated_at; null when the parent has no profile row. */
export async function updateProfile(db: Database, userId: string, changes: ProfileChanges) {
  const [row] = await db
    .update(profiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning(profileColumns);
  return row ?? null;
}

/**
 * Stores the point found for `region` after the save that asked for it has answered: only while
 * the profile still has that region and no location the parent chose. False when it did not apply.
 */
export async function setLateRegionLocation(
  db: Database,
  userId: string,
  region: string,
  point: { lat: number; lng: number; label: string },
): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({
      locationLat: point.lat,
      locationLng: point.lng,
      locationLabel: point.label,
      locationFromRegion: true,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(profiles.id, userId),
        // The service's sameRegion rule, in the statement so it holds at the moment of writing.
        sql`lower(trim(${profiles.region})) = lower(trim(${region}))`,
        or(isNull(profiles.locationLat), eq(profiles.locationFromRegion, true)),
      ),
    )
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/**
 * Points the profile at a new avatar key (or none) and returns the key it replaced. The row is
 * locked while it is read so two uploads at once each learn the key they really replaced.
 */
export async function replaceAvatarKey(db: Database, userId: string, avatarKey: string | null) {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ avatarKey: profiles.avatarKey })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!old) return null;
    const [row] = await tx
      .update(profiles)
      .set({ avatarKey, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning(profileColumns);
    return row ? { profile: row, replacedKey: old.avatarKey } : null;
  });
}

export async function findAvatarKey(db: Database, userId: string) {
  const [row] = await db
    .select({ avatarKey: profiles.avatarKey })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.avatarKey ?? null;
}

/** The profile as the API shows it. */
export function toParentProfile(row: ProfileRow): ParentProfile {
  return {
    firstName: row.firstName,
    birthDate: row.birthDate,
    region: row.region,
    avatarUrl: avatarUrl(row.avatarKey, row.updatedAt),
    discoverable: row.discoverable,
    notificationsEnabled: row.notificationsEnabled,
    location:
      row.locationLat !== null && row.locationLng !== null
        ? { lat: row.locationLat, lng: row.locationLng, label: row.locationLabel ?? '' }
        : null,
    locationFromRegion: row.locationFromRegion,
  };
}
