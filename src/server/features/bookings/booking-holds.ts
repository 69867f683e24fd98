import type { Database } from '../../db/client';
import { enqueueJobs, type JobHandler } from '../../lib/jobs';
import { releasePlaces } from '../../lib/booking-places.queries';
import { holdNotFound } from './bookings.errors';
import { deleteHeldBookings, lockEndedHolds, lockParentHold } from './booking-holds.queries';

/**
 * The end of a hold (decision 057): at its time a job gives its places back, the payment sweep
 * does the same for any it missed, and the parent can let go of one sooner.
 */

export const HOLD_EXPIRY_JOB = 'booking-hold-expiry';

/** Holds released per transaction by the sweep. */
const RELEASE_BATCH = 200;

/** In the hold's transaction: a job at its end gives the places back if it is still unpaid. */
export function expireHoldLater(tx: Database, bookingId: string, heldUntil: Date) {
  return enqueueJobs(tx, [
    {
      kind: HOLD_EXPIRY_JOB,
      runAt: heldUntil,
      key: `${HOLD_EXPIRY_JOB}:${bookingId}`,
      payload: { bookingId },
    },
  ]);
}

/**
 * Gives back the places of held bookings whose time is up (all of them, or those of `ids`) and
 * deletes the holds; how many were released.
 */
export async function releaseEndedHolds(db: Database, now: Date, ids?: string[]): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ended = await lockEndedHolds(tx, { now, ids, limit: RELEASE_BATCH });
      await releasePlaces(tx, ended, now);
      await deleteHeldBookings(tx, ended);
      return ended.length;
    });
    released += batch;
    if (batch < RELEASE_BATCH) return released;
  }
}

/** The parent lets go of their hold (they left the payment step): its places are free again. */
export async function releaseHold(db: Database, userId: string, id: string, now: Date) {
  await db.transaction(async (tx) => {
    if (!(await lockParentHold(tx, userId, id))) throw holdNotFound();
    await releasePlaces(tx, [id], now);
    await deleteHeldBookings(tx, [id]);
  });
}

/** The job at a hold's end. A hold being paid for right then is left to its payment. */
export const holdExpiryJob =
  (now: () => Date = () => new Date()): JobHandler =>
  async (job, db) => {
    await releaseEndedHolds(db, now(), [String(job.payload.bookingId)]);
  };
