import type { Activity } from '../../../shared/schemas/activity';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findActivity, type ActivityRecord } from './activities.queries';

/** 'HH:MM:SS' from the database → 'HH:MM' in the API. */
const toHhMm = (time: string) => time.slice(0, 5);

export function toActivity(row: ActivityRecord): Activity {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    provider: { id: row.providerId, name: row.providerName },
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

export const activityNotFound = () => notFound('Activity not found');

export async function getActivity(db: Database, id: number): Promise<Activity> {
  const row = await findActivity(db, id);
  if (!row) throw activityNotFound();
  return toActivity(row);
}
