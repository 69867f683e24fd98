import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, providers } from '../../db/schema';
import { activityColumns } from '../../lib/activity-rows.queries';

export { activityColumns, toActivity, type ActivityRecord } from '../../lib/activity-rows.queries';

/** Plain Drizzle functions for the public catalogue: no rules, no HTTP. */

export async function findActivity(db: Database, id: number) {
  const [row] = await db
    .select(activityColumns)
    .from(activities)
    .innerJoin(providers, eq(providers.id, activities.providerId))
    .where(eq(activities.id, id));
  return row;
}
