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

const MAX_ID = 2 ** 31 - 1;

/** Any id that is not a positive integer column value is simply not found (never a 400 or 500). */
export async function getActivity(db: Database, rawId: string): Promise<Activity> {
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  const row = id >= 1 && id <= MAX_ID ? await findActivity(db, id) : undefined;
  if (!row) throw notFound('Activity not found');
  return toActivity(row);
}
