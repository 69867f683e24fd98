import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { UpcomingFloor } from '../../../shared/upcoming';
import type { Database } from '../../db/client';
import { activities, providers } from '../../db/schema';
import { activityColumns } from '../../lib/activity-rows.queries';
import { hasSessionSql, nextSessionOf, type SessionMatch } from '../../lib/session-match.queries';
import type { WhenCursor } from '../../lib/when-cursor';

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

/** What the provider's page offers: a session that can still be booked (decision 048). */
const bookable = (floor: UpcomingFloor): SessionMatch => ({ now: floor, floor });

/** How many of the provider's programs can still be booked, and how many are over. */
export async function countProviderSessions(
  db: Database,
  providerId: number,
  floor: UpcomingFloor,
) {
  const upcoming = hasSessionSql(bookable(floor));
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
  const upcoming = hasSessionSql(bookable(floor));
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
 * The provider's programs that can still be booked, after the cursor, by the next session each
 * can be booked for (date, start time, program id); one extra row tells whether more follow.
 */
export function selectUpcomingSessions(
  db: Database,
  providerId: number,
  opts: { floor: UpcomingFloor; after?: WhenCursor<number>; take: number },
) {
  const next = nextSessionOf(db, bookable(opts.floor));
  const where: SQL[] = [eq(activities.providerId, providerId)];
  if (opts.after) {
    const { date, startTime, id } = opts.after;
    where.push(
      sql`(${next.date}, ${next.startTime}, ${activities.id}) > (${date}::date, ${startTime}::time, ${id}::integer)`,
    );
  }
  return db
    .select({ ...activityColumns, nextDate: next.date, nextStartTime: next.startTime })
    .from(activities)
    .innerJoin(providers, eq(providers.id, activities.providerId))
    .innerJoinLateral(next, sql`true`)
    .where(and(...where))
    .orderBy(asc(next.date), asc(next.startTime), asc(activities.id))
    .limit(opts.take);
}
