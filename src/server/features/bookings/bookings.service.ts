import type { z } from 'zod';
import type { StepAside } from '../../lib/admission';
import { activityStartsAt, hasStarted } from '../../../shared/booking-rules';
import { refundForSessions } from '../../../shared/program-refunds';
import type {
  BookedPlace,
  Booking,
  BookingListQuerySchema,
  BookingPage,
  BookingWhen,
  CancelBookingSchema,
} from '../../../shared/schemas/booking';
import { localIsoDate } from '../../../shared/iso-date';
import type { AppDeps, SessionUser } from '../../lib/app-env';
import type { Database } from '../../db/client';
import { kidNotFound } from '../../lib/refusals';
import {
  activityStartedForCancel,
  alreadyCancelled,
  bookingNotFound,
  noRefundConfirmationNeeded,
  partRefundConfirmationNeeded,
} from './bookings.errors';
import { sendBookingCancelledMail } from './bookings.mail';
import { noticeCancelled } from './booking-notices';
import { refundToSources } from './booking-payments';
import { findBookingSessions } from '../../lib/booking-places.queries';
import { claimWindows } from '../../lib/env';
import type { ClaimWindows } from '../../../shared/waitlist';
import { releaseAndOffer } from './waitlist-offers';
import {
  findActivityTitle,
  lockBookingToCancel,
  lockParent,
  markBookingCancelled,
} from './booking-writes.queries';
import {
  bookedPlaceRows,
  findBooking,
  kidBelongsTo,
  listBookingRows,
  listBookingRowsWhen,
  withKids,
  type BookingWithActivity,
} from './bookings.queries';
import { encodeNewestFirstCursor, readNewestFirstCursor } from '../../lib/newest-first-cursor';
import { encodeWhenCursor, isUuidId, readWhenCursor } from '../../lib/when-cursor';

/**
 * The parent's bookings: reading them and cancelling one. Making one (checkout) is in
 * checkout.service.ts.
 */

/** What a booking needs from the app; `now` is the clock (tests move it to the 24-hour edge). */
export type BookingDeps = Pick<AppDeps, 'db' | 'payments' | 'mailer' | 'logger'> & {
  /** The app the booking e-mails link to (APP_URL). */
  appUrl: string;
  now?: () => Date;
  /** How long waitlist offers of places this frees last (decision 060). */
  claimWindows?: ClaimWindows;
  /** The request's way out of admission while its booking waits for its turn. */
  stepAside?: StepAside;
};

/** The booking service's dependencies from the app's. */
export const bookingDeps = (deps: AppDeps): BookingDeps => ({
  ...deps,
  appUrl: deps.env.appUrl,
  claimWindows: claimWindows(deps.env),
});

/** One booking as the API shows it. */
export async function toApi(db: Database, row: BookingWithActivity | undefined, now: Date) {
  const [booking] = row ? await withKids(db, [row], now) : [];
  if (!booking) throw bookingNotFound();
  return booking;
}

export async function listBookings(
  db: Database,
  userId: string,
  q: z.output<typeof BookingListQuerySchema>,
  now = new Date(),
): Promise<BookingPage> {
  // Another parent's child (or no child): 404, like any id that is not the parent's.
  if (q.kidId && !(await kidBelongsTo(db, userId, q.kidId))) throw kidNotFound();
  if (q.when) return listBookingsWhen(db, userId, { ...q, when: q.when }, now);
  const cursor = readNewestFirstCursor(q.cursor);
  const rows = await listBookingRows(db, userId, { limit: q.limit, cursor, kidId: q.kidId });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: await withKids(db, page, now),
    nextCursor:
      rows.length > q.limit && last
        ? encodeNewestFirstCursor({ createdAt: last.createdAtText, id: last.id })
        : null,
  };
}

/** GET /api/bookings?when=upcoming|past: by when the activity takes place. */
async function listBookingsWhen(
  db: Database,
  userId: string,
  q: z.output<typeof BookingListQuerySchema> & { when: BookingWhen },
  now: Date,
): Promise<BookingPage> {
  const cursor = readWhenCursor(q.cursor, isUuidId);
  const rows = await listBookingRowsWhen(db, userId, {
    when: q.when,
    now: { date: localIsoDate(now), time: localTime(now) },
    limit: q.limit,
    cursor,
    kidId: q.kidId,
  });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: await withKids(db, page, now),
    nextCursor:
      rows.length > q.limit && last
        ? encodeWhenCursor({
            date: last.activity.date,
            startTime: last.activity.startTime,
            id: last.id,
          })
        : null,
  };
}

/** 'HH:MM:SS' on this machine's clock, the time zone activity times are written in. */
const localTime = (now: Date) =>
  [now.getHours(), now.getMinutes(), now.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

/** GET /api/bookings/booked: each child's place on an activity not over yet. */
export function bookedPlaces(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<BookedPlace[]> {
  return bookedPlaceRows(db, userId, { date: localIsoDate(now), time: localTime(now) });
}

export async function getBooking(
  db: Database,
  userId: string,
  id: string,
  now = new Date(),
): Promise<Booking> {
  return toApi(db, await findBooking(db, userId, id), now);
}

/**
 * POST /api/bookings/{id}/cancel: releases the spots, frees the kids to be booked again and,
 * 24 hours or more before the start, refunds the total to where it came from. The parent's row is
 * key-share locked, then the booking row locked, so two cancels at once refund once.
 */
export async function cancelBooking(
  deps: BookingDeps,
  user: SessionUser,
  id: string,
  input: z.output<typeof CancelBookingSchema>,
): Promise<Booking> {
  const { db, payments } = deps;
  const now = deps.now?.() ?? new Date();

  let refundable = false;
  await db.transaction(async (tx) => {
    // The parent first, then the booking: account deletion locks the users row before the
    // bookings, and a wallet refund below references users (a key-share lock). Taking the
    // parent's row first keeps the two in one order, so they queue instead of deadlocking; once
    // the account is gone, the row is not there and the booking is not found.
    if (!(await lockParent(tx, user.id))) throw bookingNotFound();
    const row = await lockBookingToCancel(tx, user.id, id);
    if (!row) throw bookingNotFound();
    if (row.status === 'cancelled') throw alreadyCancelled();

    const title = await findActivityTitle(tx, row.activityId);
    const sessions = await findBookingSessions(tx, row.id);
    if (title === undefined) throw bookingNotFound();
    // Once its last session has started, a booking has been used: it is not cancelled.
    const last = sessions[sessions.length - 1];
    if (!last || hasStarted(activityStartsAt(last.date, last.startTime), now)) {
      throw activityStartedForCancel();
    }
    // The 24-hour rule, session by session (shared/program-refunds).
    const refundCents = refundForSessions(row.totalCents, sessions, now);
    refundable = refundCents === row.totalCents;
    if (!refundable && !input.acceptNoRefund) {
      throw refundCents === 0
        ? noRefundConfirmationNeeded()
        : partRefundConfirmationNeeded(refundCents, row.totalCents);
    }

    // The places go back (never above capacity), the kids can be booked again, and the families
    // on the waitlist are offered them (decision 060).
    await releaseAndOffer(tx, [row.id], now, { windows: deps.claimWindows });

    const gatewayRefundId =
      refundCents > 0
        ? await refundToSources(tx, payments, {
            ...row,
            userId: user.id,
            title,
            refundCents,
          })
        : null;

    await markBookingCancelled(tx, row.id, { cancelledAt: now, refundCents, gatewayRefundId });
    await noticeCancelled(tx, { id: row.id, userId: user.id, title, refundCents }, now);
  });

  const booking = await toApi(db, await findBooking(db, user.id, id), now);
  await sendBookingCancelledMail(deps, user, booking, { refundable });
  return booking;
}
