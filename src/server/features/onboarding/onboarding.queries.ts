import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';

/** Marks onboarding finished; the first time counts (idempotent). */
export async function markOnboardingComplete(db: Database, userId: string) {
  const [row] = await db
    .update(profiles)
    .set({ onboardingCompletedAt: sql`coalesce(${profiles.onboardingCompletedAt}, now())` })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return row !== undefined;
}
