import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { kidProfiles, parentPreferences, profiles } from '../db/schema';

const onboardingDone = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  return db
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
    )
    .prepare('kidventure_onboarding_done');
});

/**
 * The one place that decides whether a parent has finished onboarding (sign-in and /me ask it).
 * Onboarding is complete when the parent finished it, or already has a kid or saved preferences
 * (spec part 1 section 4).
 */
export async function hasCompletedOnboarding(db: Database, userId: string) {
  const [row] = await onboardingDone(db).execute({ userId });
  return row !== undefined;
}
