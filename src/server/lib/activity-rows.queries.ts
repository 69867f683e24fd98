import { eq } from 'drizzle-orm';
import type { Activity } from '../../shared/schemas/activity';
import type { Database } from '../db/client';
import { activities, providers } from '../db/schema';

/**
 * An activity's row as every area reads it (the catalogue, favourites, lists) and its mapping
 * to the API's Activity: one shape wherever an activity is shown.
 */

/** An activity as the API shows it: its row and its provider's id, slug and name. */
export const activityColumns = {
  id: activities.id,
  title: activities.title,
  description: activities.description,
  providerId: providers.id,
  providerSlug: providers.slug,
  providerName: providers.name,
  type: activities.type,
  tags: activities.tags,
  locationName: activities.locationName,
  address: activities.address,
  lat: activities.lat,
  lng: activities.lng,
  imageUrl: activities.imageUrl,
  priceCents: activities.priceCents,
  date: activities.date,
  startTime: activities.startTime,
  endTime: activities.endTime,
  ageMin: activities.ageMin,
  ageMax: activities.ageMax,
  capacity: activities.capacity,
  spotsLeft: activities.spotsLeft,
};

/** Activities with their provider, for an area to filter, join and order. */
export function selectActivities(db: Database) {
  return db
    .select(activityColumns)
    .from(activities)
    .innerJoin(providers, eq(providers.id, activities.providerId));
}

export type ActivityRecord = Awaited<ReturnType<typeof selectActivities>>[number];

/** 'HH:MM:SS' from the database → 'HH:MM' in the API. */
const toHhMm = (time: string) => time.slice(0, 5);

export function toActivity(row: ActivityRecord): Activity {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    provider: { id: row.providerId, slug: row.providerSlug, name: row.providerName },
    type: row.type,
    tags: row.tags,
    location: { name: row.locationName, address: row.address, lat: row.lat, lng: row.lng },
    imageUrl: row.imageUrl,
    priceCents: row.priceCents,
    date: row.date,
    startTime: toHhMm(row.startTime),
    endTime: toHhMm(row.endTime),
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    capacity: row.capacity,
    spotsLeft: row.spotsLeft,
  };
}
