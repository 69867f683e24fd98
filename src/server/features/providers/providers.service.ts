import {
  linkableWebsite,
  PROVIDER_ACTIVITIES_PAGE,
  PROVIDER_PLACES_MAX,
} from '../../../shared/provider-rules';
import type { ActivityPage } from '../../../shared/schemas/activity';
import type {
  Provider,
  ProviderActivitiesSearch,
  ProviderPage,
} from '../../../shared/schemas/provider';
import {
  localMoment,
  readLocalDateTime,
  upcomingFloor,
  type UpcomingFloor,
} from '../../../shared/upcoming';
import type { Database } from '../../db/client';
import {
  encodeWhenCursor,
  isSerialId,
  readWhenCursor,
  type WhenCursor,
} from '../../lib/when-cursor';
import { providerNotFound } from './providers.errors';
import {
  countProviderSessions,
  findProviderBySlug,
  findProviderImage,
  listProviderPlaces,
  selectUpcomingSessions,
  toActivity,
  type ProviderRow,
} from './providers.queries';

/**
 * A provider's public page: who they are, where they run their activities and what is coming
 * up, soonest first. "Upcoming" is the shared rule (shared/upcoming.ts) by the parent's clock
 * (`now`), the server's when absent.
 */

const floorOf = (now: string | undefined): UpcomingFloor =>
  upcomingFloor((now && readLocalDateTime(now)) || localMoment());

/** The provider a slug names; 404 for any other. */
async function providerFor(db: Database, slug: string): Promise<ProviderRow> {
  const row = await findProviderBySlug(db, slug);
  if (!row) throw providerNotFound();
  return row;
}

const toProvider = (row: ProviderRow): Provider => ({
  slug: row.slug,
  name: row.name,
  description: row.description,
  website: linkableWebsite(row.website),
});

/** GET /api/providers/{slug}: the provider, its places, its counts and the first page. */
export async function getProviderPage(
  db: Database,
  slug: string,
  now?: string,
): Promise<ProviderPage> {
  const row = await providerFor(db, slug);
  const floor = floorOf(now);
  const [places, counts, activities] = await Promise.all([
    listProviderPlaces(db, row.id, PROVIDER_PLACES_MAX),
    countProviderSessions(db, row.id, floor),
    upcomingPage(db, row.id, { floor, limit: PROVIDER_ACTIVITIES_PAGE }),
  ]);
  return {
    provider: toProvider(row),
    places,
    upcomingCount: counts.upcoming,
    pastCount: counts.past,
    activities,
  };
}

/** GET /api/providers/{slug}/activities: the next page of upcoming activities. */
export async function listProviderActivities(
  db: Database,
  slug: string,
  query: ProviderActivitiesSearch,
): Promise<ActivityPage> {
  const after = readWhenCursor(query.cursor, isSerialId);
  const row = await providerFor(db, slug);
  return upcomingPage(db, row.id, { floor: floorOf(query.now), after, limit: query.limit });
}

async function upcomingPage(
  db: Database,
  providerId: number,
  opts: { floor: UpcomingFloor; after?: WhenCursor<number>; limit: number },
): Promise<ActivityPage> {
  const rows = await selectUpcomingSessions(db, providerId, { ...opts, take: opts.limit + 1 });
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    items: page.map(toActivity),
    nextCursor:
      rows.length > opts.limit && last
        ? encodeWhenCursor({ date: last.nextDate, startTime: last.nextStartTime, id: last.id })
        : null,
  };
}

/** What a shared link's preview shows: the provider and a picture of theirs, if any. */
export async function getProviderPreview(db: Database, slug: string) {
  const row = await providerFor(db, slug);
  const imageUrl = await findProviderImage(db, row.id, floorOf(undefined));
  return { provider: toProvider(row), imageUrl };
}
