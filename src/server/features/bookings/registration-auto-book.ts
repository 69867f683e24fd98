import { admittedTitle } from '../../../shared/registration-line';
import { autoBookFailedBody, wonTitle } from '../../../shared/registration-lottery';
import type { Database } from '../../db/client';
import { enqueueJobs, type JobHandler } from '../../lib/jobs';
import { notify } from '../../lib/notify';
import type { BookingDeps } from './bookings.service';
import { payWithAutoBook } from './auto-book-pay';
import { findAutoBookLineEntry } from './registration-line.queries';

/**
 * 'Book it for me' in a registration line or lottery (decision 063): a family let in (or drawn)
 * that prepared its way to pay has its held places paid for at once, through checkout's own steps
 * under its entry's id, as a waitlist's 'Book it for me' is (decision 060). The booking's
 * confirmation tells it; a payment refused leaves the places held, and the family is told to pay.
 */

export const REGISTRATION_AUTO_BOOK_JOB = 'registration-auto-book';

/** Pays for a family just let in, in the caller's transaction (after it commits). */
export function autoBookLater(tx: Database, entryId: string, now: Date) {
  return enqueueJobs(tx, [
    {
      kind: REGISTRATION_AUTO_BOOK_JOB,
      runAt: now,
      payload: { entryId },
      key: `${REGISTRATION_AUTO_BOOK_JOB}:${entryId}`,
    },
  ]);
}

export const registrationAutoBookJob =
  (deps: Omit<BookingDeps, 'db'>): JobHandler =>
  async (job, db) => {
    const entry = await findAutoBookLineEntry(db, String(job.payload.entryId));
    // Paid by hand, or the hold ended, before the job ran: nothing to pay for.
    if (!entry?.autoBook || entry.state !== 'admitted' || entry.bookingStatus !== 'held') return;
    const now = deps.now?.() ?? new Date();
    const refused = await payWithAutoBook(deps, db, { ...entry, autoBook: entry.autoBook }, now);
    if (refused) {
      const title = entry.mode === 'lottery' ? wonTitle(entry.title) : admittedTitle(entry.title);
      await notify(
        db,
        [
          {
            userId: entry.user.id,
            kind: 'registration',
            title,
            body: autoBookFailedBody(refused.message),
            link: `/activities/${entry.activityId}`,
            key: `registration:admitted:${entry.id}`,
            data: { activityId: entry.activityId },
          },
        ],
        { now },
      );
    }
  };
