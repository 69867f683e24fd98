import type { ClaimWindows } from '../../../shared/waitlist';
import type { Database } from '../../db/client';
import type { JobHandler } from '../../lib/jobs';
import { holdNotFound } from './bookings.errors';
import { deleteHeldBookings, lockEndedHolds, lockParentHold } from './booking-holds.queries';
import { releaseAndOffer } from './waitlist-offers';
import { isOffer } from './waitlist.queries';

/**
 * The end of a hold (decision 057): at its time a job gives its places back, the payment sweep
 * does the same for any it missed, and the parent can let go of one sooner. The places freed go
 * to the families on the waitlist at once (decision 060); a waitlist offer that ends unpaid takes
 * its family's entry with it, and the next family gets the offer.
 */

export { HOLD_EXPIRY_JOB, expireHoldLater } from './hold-expiry';

/** Holds released per transaction by the sweep. */
const RELEASE_BATCH = 200;

/**
 * Gives back the places of held bookings whose time is up (all of them, or those of `ids`) and
 * deletes the holds; how many were released.
 */
export async function releaseEndedHolds(
  db: Database,
  now: Date,
  ids?: string[],
  windows?: ClaimWindows,
): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ended = await lockEndedHolds(tx, { now, ids, limit: RELEASE_BATCH });
      await releaseAndOffer(tx, ended, now, {
        windows,
        between: () => deleteHeldBookings(tx, ended),
      });
      return ended.length;
    });
    released += batch;
    if (batch < RELEASE_BATCH) return released;
  }
}

/**
 * The parent lets go of their hold (they left the payment step): its places are free again. A
 * waitlist offer's places stay the family's for the whole claim window.
 */
export async function releaseHold(
  db: Database,
  userId: string,
  id: string,
  now: Date,
  windows?: ClaimWindows,
) {
  await db.transaction(async (tx) => {
    if (!(await lockParentHold(tx, userId, id))) throw holdNotFound();
    if (await isOffer(tx, id)) return;
    await releaseAndOffer(tx, [id], now, {
      windows,
      between: () => deleteHeldBookings(tx, [id]),
    });
  });
}

/** The job at a hold's end. A hold being paid for right then is left to its payment. */
export const holdExpiryJob =
  (windows?: ClaimWindows, now: () => Date = () => new Date()): JobHandler =>
  async (job, db) => {
    await releaseEndedHolds(db, now(), [String(job.payload.bookingId)], windows);
  };
