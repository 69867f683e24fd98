import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, providers } from '../../db/schema';

/** Test factories for catalogue imports. Each test passes its own slug so tests stay independent. */

export { catalogueFile } from '../../../../tests/factories';

/** One provider's activities as stored, by ref. */
export function activityRowsOf(db: Database, slug: string) {
  return db
    .select({
      ref: activities.externalRef,
      title: activities.title,
      imageUrl: activities.imageUrl,
      capacity: activities.capacity,
      spotsLeft: activities.spotsLeft,
    })
    .from(activities)
    .innerJoin(providers, eq(providers.id, activities.providerId))
    .where(eq(providers.slug, slug))
    .orderBy(activities.externalRef);
}

/** Simulates seats booked through Kidventure on one provider's activity. */
export async function setSpotsLeft(db: Database, slug: string, ref: string, spotsLeft: number) {
  const [provider] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.slug, slug));
  await db
    .update(activities)
    .set({ spotsLeft })
    .where(and(eq(activities.providerId, provider?.id ?? -1), eq(activities.externalRef, ref)));
}
