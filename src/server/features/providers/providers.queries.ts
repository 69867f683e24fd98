import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { UpcomingFloor } from '../../../shared/upcoming';
import type { Database } from '../../db/client';
import { activities, providers } from '../../db/schema';
import { selectActivities } from '../../lib/activity-rows.queries';
import { upcomingSql } from '../../lib/upcoming.queries';
import type { SessionCursor } from './activities-cursor';

export { toActivity } from '../../lib/activity-rows.queries';

/** Plain Drizzle functions for providers' public pages: no rules, no HTTP. */

export async function findProviderBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: providers.id,
      slug: providers.slug,
      name: providers.name,
      description: providers.description,
      website: providers.website,
    })
    .from(providers)
    .where(eq(providers.slug, slug));
  return row;
}

export type ProviderRow = NonNullable<Awaited<ReturnType<typeof findProviderBySlug>>>;

/** Each place the provider's activities are at, once, by name; at most `limit`. */
export function listProviderPlaces(db: Database, providerId: number, limit: number) {
  return db
    .selectDistinct({
      name: activities.locationName,
      address: activities.address,
      lat: activities.lat,
      lng: activities.lng,
    })
    .from(activities)
    .where(eq(activities.providerId, providerId))
    .orderBy(asc(activities.locationName), asc(activities.address), asc(activities.lat))
    .limit(limit);
}

/** How many of the provider's sessions are still to start, and how many have started. */
export async function countProviderSessions(
  db: Database,
  providerId: number,
  floor: UpcomingFloor,
) {
  const upcoming = upcomingSql(floor);
  const [row] = await db
    .select({
      upcoming: sql<number>`count(*) filter (where ${upcoming})`.mapWith(Number),
      past: sql<number>`count(*) filter (where not (${upcoming}))`.mapWith(Number),
    })
    .from(activities)
    .where(eq(activities.providerId, providerId));
  return row ?? { upcoming: 0, past: 0 };
}

/**
 * The picture of the provider's next session, or of its latest one when none is to come; none
 * when the provider has no activities.
 */
export async function findProviderImage(db: Database, providerId: number, floor: UpcomingFloor) {
  const upcoming = upcomingSql(floor);
  const [row] = await db
    .select({ imageUrl: activities.imageUrl })
    .from(activities)
    .where(eq(activities.providerId, providerId))
    .orderBy(
      sql`(${upcoming}) desc`,
      sql`abs(${activities.date} - ${floor.date}::date)`,
      asc(activities.startTime),
      asc(activities.id),
    )
    .limit(1);
  return row?.imageUrl;
}

/**
 * The provider's upcoming sessions after the cursor, soonest first (date, start time, id); one
 * extra row tells whether more follow.
 */
export function selectUpcomingSessions(
  db: Database,
  providerId: number,
  opts: { floor: UpcomingFloor; after?: SessionCursor; take: number },
) {
  const where: SQL[] = [eq(activities.providerId, providerId), upcomingSql(opts.floor)];
  if (opts.after) {
    const { date, startTime, id } = opts.after;
    where.push(
      sql`(${activities.date}, ${activities.startTime}, ${activities.id}) > (${date}::date, ${startTime}::time, ${id}::integer)`,
    );
  }
  return selectActivities(db)
    .where(and(...where))
    .orderBy(asc(activities.date), asc(activities.startTime), asc(activities.id))
    .limit(opts.take);
}
