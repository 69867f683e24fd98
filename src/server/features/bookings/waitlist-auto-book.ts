import type { JobHandler } from '../../lib/jobs';
import { lockHeldBooking } from './booking-writes.queries';
import type { BookingDeps } from './bookings.service';
import { payWithAutoBook } from './auto-book-pay';
import { noticeOffered } from './waitlist-notices';
import { findAutoBookEntry } from './waitlist.queries';

/**
 * 'Book it for me' (decision 060): the offer made to a family that chose it is paid for at once,
 * with the way to pay they chose, through checkout's own steps under the entry's id as the key;
 * the booking's confirmation tells them. A payment refused leaves the offer open for its claim
 * window, and they are told to claim it.
 */

export const waitlistAutoBookJob =
  (deps: Omit<BookingDeps, 'db'>): JobHandler =>
  async (job, db) => {
    const entry = await findAutoBookEntry(db, String(job.payload.entryId));
    // Claimed, left or ended before the job ran: nothing to pay for.
    if (!entry?.offerBookingId || !entry.autoBook) return;
    const now = deps.now?.() ?? new Date();
    const refused = await payWithAutoBook(deps, db, { ...entry, autoBook: entry.autoBook }, now);
    if (refused) {
      await db.transaction(async (tx) => {
        const held = await lockHeldBooking(tx, entry.user.id, entry.id);
        if (held?.status !== 'held' || !held.heldUntil) return;
        const offer = { ...held, bookingId: held.id, heldUntil: held.heldUntil };
        await noticeOffered(tx, offer, now, { failed: true });
      });
    }
  };
