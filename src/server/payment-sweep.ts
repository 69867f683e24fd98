import type { ClaimWindows } from '../shared/waitlist';
import type { Database, DatabaseHandle } from './db/client';
import { completeBookingIntent, confirmSweptBooking } from './features/bookings/swept-bookings';
import { releaseEndedHolds } from './features/bookings/booking-holds';
import { completeTopUpIntent } from './features/wallet/wallet.service';
import type { AppDeps } from './lib/app-env';
import { deleteIntentsSettledBefore } from './lib/payments/intents.queries';
import { sweepPaymentIntents, type SweepReport } from './lib/payments/sweep';

/** One instance at a time runs the sweep (a PostgreSQL advisory lock; PGlite: one process). */
const PAYMENT_SWEEP_LOCK_KEY = 72_026_011;

/** Intents younger than this may belong to a request between its two steps. */
export const PAYMENT_SWEEP_GRACE_MS = 2 * 60_000;
export const PAYMENT_SWEEP_EVERY_MS = 5 * 60_000;
/** How long a settled intent is kept, for questions about a payment (pending ones stay). */
export const SETTLED_INTENT_RETENTION_MS = 90 * 24 * 3_600_000;

/** Forgets intents settled longer ago than the retention period. */
export const pruneSettledIntents = (db: Database, now = new Date()) =>
  deleteIntentsSettledBefore(db, new Date(now.getTime() - SETTLED_INTENT_RETENTION_MS));

/**
 * Settles payment intents left pending (decision record 021) with the bookings and wallet areas'
 * completers, then gives back the places of holds that ended unpaid (decision 057); undefined
 * when another instance is running the sweep.
 */
export function runPaymentSweep(
  handle: Pick<DatabaseHandle, 'ifAdvisoryLockFree'>,
  deps: Pick<AppDeps, 'payments' | 'mailer' | 'logger'> & {
    appUrl: string;
    now?: () => Date;
    /** How long the waitlist offers of places the released holds free last (decision 060). */
    claimWindows?: ClaimWindows;
  },
  { graceMs = PAYMENT_SWEEP_GRACE_MS }: { graceMs?: number } = {},
): Promise<SweepReport | undefined> {
  return handle.ifAdvisoryLockFree(PAYMENT_SWEEP_LOCK_KEY, async (db) => {
    const report = await sweepPaymentIntents(
      { db, payments: deps.payments, logger: deps.logger },
      {
        graceMs,
        now: deps.now,
        complete: {
          booking: completeBookingIntent,
          'top-up': (tx, intent, charge) => completeTopUpIntent(tx, intent, charge),
        },
        completed: {
          booking: (intent) =>
            confirmSweptBooking(
              { db, mailer: deps.mailer, logger: deps.logger, appUrl: deps.appUrl },
              intent,
            ),
        },
      },
    );
    // Holds whose time is up and whose job has not run (or found a payment under way then).
    const now = deps.now?.() ?? new Date();
    const released = await releaseEndedHolds(db, now, undefined, deps.claimWindows);
    if (released > 0) deps.logger.info({ released }, 'payment sweep: ended holds released');
    return report;
  });
}
