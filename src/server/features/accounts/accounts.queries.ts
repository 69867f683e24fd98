import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { kidProfiles, parentPreferences, profiles, users } from '../../db/schema';

export async function findUserIdByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** The parent's profile row, created with the sign-up that accepted the terms. */
export async function insertProfile(db: Database, userId: string, termsAcceptedAt: Date) {
  await db.insert(profiles).values({ id: userId, termsAcceptedAt }).onConflictDoNothing();
}

/** Removes a user and, by cascade, their sessions, credentials and profile. */
export async function deleteUser(db: Database, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

export async function findMe(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      profileId: profiles.id,
      firstName: profiles.firstName,
      avatarKey: profiles.avatarKey,
      profileUpdatedAt: profiles.updatedAt,
      region: profiles.region,
      birthDate: profiles.birthDate,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Onboarding is complete when the parent finished it, or already has a kid or saved preferences
 * (spec part 1 section 4).
 */
export async function hasCompletedOnboarding(db: Database, userId: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, userId),
        or(
          isNotNull(profiles.onboardingCompletedAt),
          exists(
            db
              .select({ one: sql`1` })
              .from(kidProfiles)
              .where(eq(kidProfiles.userId, userId)),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(parentPreferences)
              .where(eq(parentPreferences.userId, userId)),
          ),
        ),
      ),
    );
  return row !== undefined;
}
