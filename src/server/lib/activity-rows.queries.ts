import { eq, sql } from 'drizzle-orm';
import type { Activity } from '../../shared/schemas/activity';
import type { Database } from '../db/client';
import { activities, activitySessions, providers } from '../db/schema';

/**
 * An activity's row as every area reads it (the catalogue, favourites, lists) and its mapping
 * to the API's Activity: one shape wherever an activity is shown.
 */

/** An activity as the API shows it: its row and its provider's id, slug, name and sibling discount. */
export const activityColumns = {
  id: activities.id,
  title: activities.title,
  description: activities.description,
  providerId: providers.id,
  providerSlug: providers.slug,
  providerName: providers.name,
  siblingDiscountPercent: providers.siblingDiscountPercent,
  type: activities.type,
  tags: activities.tags,
  locationName: activities.locationName,
  address: activities.address,
  lat: activities.lat,
  lng: activities.lng,
  imageUrl: activities.imageUrl,
  priceCents: activities.priceCents,
  bookingMode: activities.bookingMode,
  dropInPriceCents: activities.dropInPriceCents,
  /** The program's sessions in brief, in one look-up of its sessions. */
  schedule: sql<{ count: number; last: string; days: number[] }>`(
    select json_build_object('count', count(*), 'last', max(${activitySessions.date}),
      'days', array_agg(distinct extract(dow from ${activitySessions.date})::int))
    from ${activitySessions} where ${activitySessions.activityId} = ${activities.id})`,
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
export const toHhMm = (time: string) => time.slice(0, 5);

export function toActivity(row: ActivityRecord): Activity {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    provider: {
      id: row.providerId,
      slug: row.providerSlug,
      name: row.providerName,
      siblingDiscountPercent: row.siblingDiscountPercent,
    },
    type: row.type,
    tags: row.tags,
    location: { name: row.locationName, address: row.address, lat: row.lat, lng: row.lng },
    imageUrl: row.imageUrl,
    priceCents: row.priceCents,
    bookingMode: row.bookingMode,
    dropInPriceCents: row.dropInPriceCents,
    sessionCount: row.schedule.count,
    lastDate: row.schedule.last,
    weekdays: [...row.schedule.days].sort((a, b) => a - b),
    date: row.date,
    startTime: toHhMm(row.startTime),
    endTime: toHhMm(row.endTime),
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    capacity: row.capacity,
    spotsLeft: row.spotsLeft,
  };
}

/** The session a list found a program by, as the API shows it (FoundSession). */
export const toFoundSession = (next: {
  sessionId: number;
  date: string;
  startTime: string;
  endTime: string;
}) => ({ ...next, startTime: toHhMm(next.startTime), endTime: toHhMm(next.endTime) });
