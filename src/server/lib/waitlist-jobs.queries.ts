import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { waitlistEntries } from '../db/schema';

/** Those of the activities with a family in line and no offer open to it. */
export async function activitiesWithFamiliesWaiting(tx: Database, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: waitlistEntries.activityId })
    .from(waitlistEntries)
    .where(
      and(inArray(waitlistEntries.activityId, activityIds), isNull(waitlistEntries.offerBookingId)),
    );
  return rows.map((r) => r.id);
}
