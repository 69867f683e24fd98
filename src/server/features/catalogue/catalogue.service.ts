import type { Activity, ActivityPage } from '../../../shared/schemas/activity';
import { localIsoDate } from '../../../shared/iso-date';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { encodeCursor } from './activity-cursor';
import {
  findActivity,
  listActivities,
  type ActivityCursor,
  type ActivityRecord,
} from './catalogue.queries';

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

export type ListUpcomingInput = {
  limit: number;
  after?: ActivityCursor;
  /** The server's local date unless a caller (a test) pins it. */
  today?: string;
};

/** Upcoming activities, soonest first, a page at a time. */
export async function listUpcomingActivities(
  db: Database,
  { limit, after, today = localIsoDate() }: ListUpcomingInput,
): Promise<ActivityPage> {
  // One extra row tells whether another page exists without a count query.
  const rows = await listActivities(db, { fromDate: today, after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toActivity),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ date: last.date, startTime: last.startTime, id: last.id })
        : null,
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
