import type { z } from 'zod';
import { holdSecondsLeft } from '../../../shared/booking-holds';
import { bookingAmounts } from '../../../shared/sibling-discount';
import type {
  JoinWaitlistSchema,
  WaitlistEntry,
  WaitlistQuerySchema,
} from '../../../shared/schemas/waitlist';
import { WAITLIST_ENTRIES_MAX, type ClaimWindows } from '../../../shared/waitlist';
import type { Database } from '../../db/client';
import { placesLeft } from '../../lib/booking-places.queries';
import { checkBookingRequest } from './booking-transaction';
import { checkAutoBook } from './auto-book-check';
import { releaseAndOffer } from './waitlist-offers';
import { deleteHeldBookings, lockParentHold } from './booking-holds.queries';
import {
  alreadyWaitlisted,
  placesAvailable,
  waitlistEntryNotFound,
  waitlistLimit,
} from './waitlist.errors';
import { noticeLineMoved } from './waitlist-notices';
import {
  countParentEntries,
  deleteEntry,
  findEntryFor,
  findParentEntry,
  insertWaitlistEntry,
  listWaitlistRows,
  lockParentEntry,
  parentsInLine,
  type WaitlistRow,
} from './waitlist.queries';

/** The parent's waitlists (decision 060): joining, the places in line, leaving. */

type JoinInput = z.output<typeof JoinWaitlistSchema>;

function toApi(row: WaitlistRow, now: Date): WaitlistEntry {
  const { offer } = row;
  return {
    id: row.id,
    activity: row.activity,
    sessions: row.sessions.map((s) => ({ ...s, startTime: s.startTime.slice(0, 5) })),
    kids: row.kids,
    position: row.position,
    autoBook: row.autoBook,
    offer:
      offer?.bookingId && offer.heldUntil
        ? {
            bookingId: offer.bookingId,
            heldUntil: offer.heldUntil.toISOString(),
            secondsLeft: holdSecondsLeft(offer.heldUntil, now),
            totalCents: offer.totalCents ?? 0,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listWaitlist(
  db: Database,
  userId: string,
  q: z.output<typeof WaitlistQuerySchema>,
  now = new Date(),
): Promise<WaitlistEntry[]> {
  const rows = await listWaitlistRows(db, userId, { activityId: q.activityId });
  return rows.map((row) => toApi(row, now));
}

async function entryById(db: Database, userId: string, id: string, now: Date) {
  const [row] = await listWaitlistRows(db, userId, { id });
  if (!row) throw waitlistEntryNotFound();
  return toApi(row, now);
}

const sameKids = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && b.every((id) => a.includes(id));

/**
 * POST /api/waitlist: the family joins the back of the line for a full option. The same request
 * again answers the same entry.
 */
export async function joinWaitlist(
  db: Database,
  userId: string,
  input: JoinInput,
  now = new Date(),
): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const { activity, option } = await checkBookingRequest(db, userId, input, now);
  const sessionIds = option.sessions.map((s) => s.id);
  const existing = await findEntryFor(db, userId, activity.id, sessionIds);
  if (existing) {
    if (!sameKids(existing.kidIds, input.kidIds)) throw alreadyWaitlisted();
    return { entry: await entryById(db, userId, existing.id, now), created: false };
  }
  if ((await placesLeft(db, sessionIds)) >= input.kidIds.length) throw placesAvailable();
  if ((await countParentEntries(db, userId)) >= WAITLIST_ENTRIES_MAX) throw waitlistLimit();
  const { totalCents } = bookingAmounts(
    option.priceCents,
    input.kidIds.length,
    activity.siblingDiscountPercent,
  );
  if (input.autoBook) await checkAutoBook(db, userId, input.autoBook, totalCents);
  const id = await insertWaitlistEntry(db, {
    userId,
    activityId: activity.id,
    sessionIds,
    kidIds: input.kidIds,
    autoBook: input.autoBook ?? null,
  });
  // A request with the same dates joined first, at the same moment.
  if (!id) return joinWaitlist(db, userId, input, now);
  return { entry: await entryById(db, userId, id, now), created: true };
}

/**
 * DELETE /api/waitlist/{id}: the family leaves the line. An offer open to it is declined: its
 * places go to the next family at once. The offer's held booking is locked before the entry, in
 * the order a payment for it takes them, so leaving and paying at once queue, and the one that
 * comes second finds the offer gone.
 */
export async function leaveWaitlist(
  db: Database,
  userId: string,
  id: string,
  { now = new Date(), windows }: { now?: Date; windows?: ClaimWindows } = {},
) {
  await db.transaction(async (tx) => {
    const seen = await findParentEntry(tx, userId, id);
    if (seen?.offerBookingId) await lockParentHold(tx, userId, seen.offerBookingId);
    const entry = await lockParentEntry(tx, userId, id);
    if (!entry) throw waitlistEntryNotFound();
    const offer = entry.offerBookingId;
    await deleteEntry(tx, id);
    if (!offer) {
      await noticeLineMoved(tx, entry.activityId, await parentsInLine(tx, entry.activityId));
      return;
    }
    if (offer !== seen?.offerBookingId) await lockParentHold(tx, userId, offer);
    await releaseAndOffer(tx, [offer], now, {
      windows,
      between: () => deleteHeldBookings(tx, [offer]),
    });
  });
}
