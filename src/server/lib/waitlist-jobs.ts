import type { Database } from '../db/client';
import { enqueueJobs } from './jobs';
import { activitiesWithFamiliesWaiting } from './waitlist-jobs.queries';

/**
 * Waitlist work done as jobs (decision 060), for the areas that free places without making the
 * offers themselves (account deletion, a catalogue import that raises a capacity): the bookings
 * area runs them (features/bookings/waitlist-offers.ts, waitlist-auto-book.ts).
 */

/** Offers the places free in one activity to the families waiting for them. */
export const WAITLIST_OFFERS_JOB = 'waitlist-offers';
/** Pays for the offer made to a family that chose 'Book it for me'. */
export const WAITLIST_AUTO_BOOK_JOB = 'waitlist-auto-book';

/**
 * In the caller's transaction: the free places of those activities with families in line are
 * offered once it commits.
 */
export async function offerFreedPlacesLater(tx: Database, activityIds: number[], now: Date) {
  const waiting = await activitiesWithFamiliesWaiting(tx, [...new Set(activityIds)]);
  await enqueueJobs(
    tx,
    waiting.map((activityId) => ({
      kind: WAITLIST_OFFERS_JOB,
      runAt: now,
      key: `${WAITLIST_OFFERS_JOB}:${activityId}`,
      payload: { activityId },
    })),
  );
}

/** In the offer's transaction: the family's way to pay is charged once it commits. */
export function autoBookLater(tx: Database, entryId: string, now: Date) {
  return enqueueJobs(tx, [
    {
      kind: WAITLIST_AUTO_BOOK_JOB,
      runAt: now,
      key: `${WAITLIST_AUTO_BOOK_JOB}:${entryId}`,
      payload: { entryId },
    },
  ]);
}
