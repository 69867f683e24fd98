import type { Database } from '../../db/client';
import { enqueueJobs } from '../../lib/jobs';

/** The job at a hold's end (decision 057); its handler is booking-holds.ts's holdExpiryJob. */
export const HOLD_EXPIRY_JOB = 'booking-hold-expiry';

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
