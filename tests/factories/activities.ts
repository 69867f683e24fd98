import { randomUUID } from 'node:crypto';
import { addDays, localIsoDate } from '../../src/shared/iso-date';
import type { Database } from '../../src/server/db/client';
import { activities, providers } from '../../src/server/db/schema';

let refs = 0;

export type ProviderFields = Partial<Omit<typeof providers.$inferInsert, 'id' | 'createdAt'>>;

/**
 * A provider: 'Maple Music School' with a slug of its own (lowercase words and dashes, as imports
 * make them) unless given, no description and no website.
 */
export async function addProvider(db: Database, fields: ProviderFields = {}) {
  refs += 1;
  const name = fields.name ?? 'Maple Music School';
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const slug = `test-${refs}-${words}-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(providers)
    .values({ slug, ...fields, name })
    .returning();
  if (!row) throw new Error('provider not inserted');
  return row;
}

/** A provider named `name`, with a slug of its own and, when given, a sibling discount; its id. */
export async function createProvider(
  db: Database,
  name = 'Maple Music School',
  { siblingDiscountPercent = null }: { siblingDiscountPercent?: number | null } = {},
): Promise<number> {
  return (await addProvider(db, { name, siblingDiscountPercent })).id;
}

export type ActivityOverrides = Partial<
  Omit<typeof activities.$inferInsert, 'id' | 'externalRef'>
> & {
  /** Days from today (negative: in the past); `date` wins when both are given. */
  inDays?: number;
};

/** The provider of activities created without one, per database. */
let defaultProvider: { db: Database; id: number } | null = null;

/**
 * One activity, straight into the catalogue: 'Music Makers' in 7 days at 10:00–11:00, $25 per
 * child, ages 4–8, 10 of 10 spots left, in Toronto, from a provider of its own unless given.
 */
export async function createActivity(db: Database, overrides: ActivityOverrides = {}) {
  const { inDays = 7, providerId, ...fields } = overrides;
  if (providerId === undefined && defaultProvider?.db !== db) {
    defaultProvider = { db, id: await createProvider(db) };
  }
  refs += 1;
  const capacity = fields.capacity ?? 10;
  const [row] = await db
    .insert(activities)
    .values({
      providerId: providerId ?? defaultProvider?.id ?? 0,
      externalRef: `test:${refs}:${randomUUID()}`,
      title: 'Music Makers',
      type: 'Music',
      locationName: 'Community Hall',
      address: '1 Main Street, Toronto',
      lat: 43.65,
      lng: -79.38,
      imageUrl: '/images/activities/music-1.svg',
      priceCents: 2500,
      date: addDays(localIsoDate(), inDays),
      startTime: '10:00',
      endTime: '11:00',
      ageMin: 4,
      ageMax: 8,
      capacity,
      spotsLeft: capacity,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('activity not inserted');
  return row;
}

export type TestActivity = Awaited<ReturnType<typeof createActivity>>;
