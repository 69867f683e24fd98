import { and, eq } from 'drizzle-orm';
import type { CatalogueImportInput } from '../../../shared/schemas/catalogue-import';
import type { Database } from '../../db/client';
import { activities, providers } from '../../db/schema';

/** Test factories for catalogue imports. Each test passes its own slug so tests stay independent. */

/** A valid file for one provider with `rows` activities. */
export function catalogueFile(slug: string, rows = 3) {
  return {
    providers: [{ slug, name: `Provider ${slug}` }],
    activities: Array.from({ length: rows }, (_, i) => ({
      provider: slug,
      ref: `R-${i + 1}`,
      title: `Class ${i + 1}`,
      type: 'Music' as const,
      tags: ['music', 'indoor'],
      location: { name: 'Hall', address: '1 Main Street, Toronto', lat: 43.65, lng: -79.38 },
      priceCents: 1500,
      date: `2027-03-0${i + 1}`,
      startTime: '10:00',
      endTime: '11:00',
      ageMin: 4,
      ageMax: 8,
      capacity: 10,
    })),
  } satisfies CatalogueImportInput;
}

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
