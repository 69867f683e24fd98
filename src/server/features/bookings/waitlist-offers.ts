import { activityStartsAt } from '../../../shared/booking-rules';
import { DEFAULT_CLAIM_WINDOWS, offerEndsAt, type ClaimWindows } from '../../../shared/waitlist';
import type { Database } from '../../db/client';
import { releasePlaces } from '../../lib/booking-places.queries';
import { AppError } from '../../lib/http-errors';
import type { JobHandler } from '../../lib/jobs';
import { autoBookLater } from '../../lib/waitlist-jobs';
import { book } from './booking-transaction';
import { lockHeldBooking } from './booking-writes.queries';
import { noticeLineMoved, noticeOffered } from './waitlist-notices';
import {
  activitiesOfBookings,
  deleteEntry,
  lockLine,
  mostPlacesFree,
  nextInLine,
  parentsInLine,
  setOffer,
} from './waitlist.queries';

/**
 * Offers (decision 060): places freed by a cancellation, a hold or an offer that ended, or a
 * capacity raised go to the families in line, in the transaction that frees them, so no faster
 * click takes them between the two. The first family in line whose kids all fit gets the places
 * held for its claim window; a family that needs more keeps its place in line.
 */

type InLine = Awaited<ReturnType<typeof nextInLine>>[number];

/** Families looked at per read of the line. */
const LINE_BATCH = 20;

/** Refusals that mean the entry can never be served (a child aged out or booked elsewhere). */
const STALE = new Set([
  'activity_started',
  'kid_not_eligible',
  'kid_not_found',
  'already_booked',
  'not_found',
  'not_an_option',
]);

/**
 * Offers the activity's free places to the families in line, first come first served, in the
 * caller's transaction; how many offers were made.
 */
export async function offerFreedPlaces(
  tx: Database,
  activityId: number,
  now: Date,
  windows: ClaimWindows = DEFAULT_CLAIM_WINDOWS,
): Promise<number> {
  await lockLine(tx, activityId);
  let offers = 0;
  let after = 0;
  for (;;) {
    if ((await mostPlacesFree(tx, activityId)) <= 0) break;
    const line = await nextInLine(tx, activityId, after, LINE_BATCH);
    for (const entry of line) {
      after = entry.position;
      if (entry.placesLeft < entry.kidIds.length) continue;
      if (await offerTo(tx, activityId, entry, now, windows)) offers += 1;
    }
    if (line.length < LINE_BATCH) break;
  }
  if (offers > 0) await noticeLineMoved(tx, activityId, await parentsInLine(tx, activityId));
  return offers;
}

/**
 * Holds the places for one family under its entry's id, in a savepoint: a refusal that means the
 * entry can never be served drops it from the line; any other leaves it waiting.
 */
async function offerTo(
  tx: Database,
  activityId: number,
  entry: InLine,
  now: Date,
  windows: ClaimWindows,
): Promise<boolean> {
  const [date = '', startTime = ''] = entry.firstStart.split(' ');
  const heldUntil = offerEndsAt(now, activityStartsAt(date, startTime), windows);
  try {
    const request = {
      activityId,
      sessionIds: entry.sessionIds,
      kidIds: entry.kidIds,
      idempotencyKey: entry.id,
      payment: { method: 'wallet' as const },
    };
    await book(tx, entry.userId, request, now, { heldUntil });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (STALE.has(err.code)) await deleteEntry(tx, entry.id);
    return false;
  }
  const held = await lockHeldBooking(tx, entry.userId, entry.id);
  if (!held) return false;
  await setOffer(tx, entry.id, held.id, now);
  if (entry.autoBook) await autoBookLater(tx, entry.id, now);
  else {
    const offer = { ...held, bookingId: held.id, heldUntil };
    await noticeOffered(tx, offer, now);
  }
  return true;
}

/** The job a capacity raised or an account deleted leaves: the activity's free places offered. */
export const waitlistOffersJob =
  (windows?: ClaimWindows, now: () => Date = () => new Date()): JobHandler =>
  async (job, db) => {
    const activityId = Number(job.payload.activityId);
    await db.transaction((tx) => offerFreedPlaces(tx, activityId, now(), windows));
  };

/**
 * Releases the bookings' places and offers them on, in the caller's transaction, after `between`
 * (deleting the held rows) has run. Their activities' lines are locked first, in id order, before
 * any session's row: the offers see every place freed.
 */
export async function releaseAndOffer(
  tx: Database,
  bookingIds: string[],
  now: Date,
  { windows, between }: { windows?: ClaimWindows; between?: () => Promise<void> } = {},
) {
  const activityIds = await activitiesOfBookings(tx, bookingIds);
  for (const id of activityIds) await lockLine(tx, id);
  await releasePlaces(tx, bookingIds, now);
  await between?.();
  for (const id of activityIds) await offerFreedPlaces(tx, id, now, windows);
}
