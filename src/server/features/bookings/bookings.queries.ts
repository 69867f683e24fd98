import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Booking, BookingSession, BookingWhen } from '../../../shared/schemas/booking';
import { shortBookingId } from '../../../shared/schemas/booking';
import { activityStartsAt, hasStarted, isRefundable } from '../../../shared/booking-rules';
import { refundForSessions } from '../../../shared/program-refunds';
import { paymentLabelOf, paymentParts } from '../../../shared/booking-payment';
import type { Database } from '../../db/client';
import {
  activities,
  activitySessions,
  bookingParticipants,
  bookingPlaces,
  bookings,
  kidProfiles,
  providers,
  users,
} from '../../db/schema';
import type { NewestFirstCursor } from '../../lib/newest-first-cursor';
import { toHhMm } from '../../lib/activity-rows.queries';
import type { WhenCursor } from '../../lib/when-cursor';
import { createdAtCursorText, olderThanCursor } from '../../lib/newest-first-cursor.queries';
import { hasSessionNotOver, sessionsOfBookings } from './booking-sessions.queries';

/** A booking row with its activity, as the Booking JSON and the e-mails need it. */
export type BookingWithActivity = Awaited<ReturnType<typeof selectBookings>>[number];

function selectBookings(db: Database) {
  return db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      activityId: bookings.activityId,
      idempotencyKey: bookings.idempotencyKey,
      priceCents: bookings.priceCents,
      totalCents: bookings.totalCents,
      discountCents: bookings.discountCents,
      paymentStatus: bookings.paymentStatus,
      paymentKind: bookings.paymentKind,
      paymentMethodId: bookings.paymentMethodId,
      paymentLabel: bookings.paymentLabel,
      walletCents: bookings.walletCents,
      gatewayChargeId: bookings.gatewayChargeId,
      status: bookings.status,
      heldUntil: bookings.heldUntil,
      cancelledAt: bookings.cancelledAt,
      refundCents: bookings.refundCents,
      createdAt: bookings.createdAt,
      createdAtText: createdAtCursorText(bookings.createdAt),
      activity: {
        id: activities.id,
        title: activities.title,
        providerName: providers.name,
        imageUrl: activities.imageUrl,
        date: activities.date,
        startTime: activities.startTime,
        endTime: activities.endTime,
        locationName: activities.locationName,
        address: activities.address,
        lat: activities.lat,
        lng: activities.lng,
      },
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(providers, eq(providers.id, activities.providerId));
}

export type BookingKid = { id: string | null; name: string; avatarColor: string | null };

/** The children on each booking (active or not: a cancelled booking still shows who it was for). */
export async function kidsOfBookings(
  db: Database,
  bookingIds: string[],
): Promise<Map<string, BookingKid[]>> {
  const byBooking = new Map<string, BookingKid[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({
      bookingId: bookingParticipants.bookingId,
      id: bookingParticipants.kidId,
      name: sql<string>`coalesce(${kidProfiles.name}, ${bookingParticipants.kidName})`,
      avatarColor: kidProfiles.avatarColor,
    })
    .from(bookingParticipants)
    .leftJoin(kidProfiles, eq(kidProfiles.id, bookingParticipants.kidId))
    .where(inArray(bookingParticipants.bookingId, bookingIds))
    .orderBy(asc(bookingParticipants.kidName));
  for (const { bookingId, ...kid } of rows) {
    const list = byBooking.get(bookingId) ?? [];
    list.push(kid);
    byBooking.set(bookingId, list);
  }
  return byBooking;
}

/** The API's Booking: what the parent sees, including what cancelling now would do. */
export function toBooking(
  row: BookingWithActivity,
  kids: BookingKid[],
  sessions: BookingSession[],
  now: Date,
): Booking {
  const startsAt = activityStartsAt(row.activity.date, row.activity.startTime);
  return {
    id: row.id,
    shortId: shortBookingId(row.id),
    activity: {
      ...row.activity,
      startTime: toHhMm(row.activity.startTime),
      endTime: toHhMm(row.activity.endTime),
      startsAt: startsAt.toISOString(),
      endsAt: activityStartsAt(row.activity.date, row.activity.endTime).toISOString(),
    },
    sessions,
    kids,
    priceCents: row.priceCents,
    totalCents: row.totalCents,
    discountCents: row.discountCents,
    paymentStatus: row.paymentStatus,
    payment: paymentOf(row),
    // Held bookings are never shown as bookings (`shown` leaves them out).
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    refundCents: row.refundCents,
    cancellation: cancellationOf(row, sessions, now),
  };
}

/**
 * What cancelling now would do, as cancelBooking decides it: possible until the booking's last
 * date has started; the 24-hour rule date by date (all refunded only when the first is 24 hours
 * or more away).
 */
function cancellationOf(
  row: BookingWithActivity,
  sessions: BookingSession[],
  now: Date,
): Booking['cancellation'] {
  const dates = sessions.length > 0 ? sessions : [row.activity];
  const first = dates[0];
  const last = dates.at(-1);
  if (row.status !== 'confirmed' || !first || !last) return null;
  if (hasStarted(activityStartsAt(last.date, last.startTime), now)) return null;
  return {
    refundable: isRefundable(activityStartsAt(first.date, first.startTime), now),
    refundCents: refundForSessions(row.totalCents, dates, now),
  };
}

/** How the booking was paid: its source, or both parts of a split payment. */
function paymentOf(row: BookingWithActivity): Booking['payment'] {
  const parts = paymentParts(row.paymentKind, {
    totalCents: row.totalCents,
    walletCents: row.walletCents,
    cardLabel: row.paymentLabel,
  });
  return {
    method: row.paymentKind,
    paymentMethodId: row.paymentMethodId,
    label: parts.length > 1 ? paymentLabelOf(parts) : row.paymentLabel,
    parts,
  };
}

/** Rows → Booking JSON, with their kids and their sessions in two more queries. */
export async function withKids(db: Database, rows: BookingWithActivity[], now: Date) {
  const ids = rows.map((r) => r.id);
  const kids = await kidsOfBookings(db, ids);
  const sessions = await sessionsOfBookings(db, ids);
  return rows.map((row) => toBooking(row, kids.get(row.id) ?? [], sessions.get(row.id) ?? [], now));
}

/** A booking the parent sees: places held while paying (decision 057) are not one yet. */
const shown = ne(bookings.status, 'held');

/** The parent's bookings with these ids (any others are not there). */
export function findBookings(db: Database, userId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectBookings(db).where(
    and(eq(bookings.userId, userId), inArray(bookings.id, ids), shown),
  );
}

/** One of the parent's bookings (another parent's is simply not there). */
export async function findBooking(db: Database, userId: string, id: string) {
  const [row] = await selectBookings(db).where(
    and(eq(bookings.id, id), eq(bookings.userId, userId), shown),
  );
  return row;
}

export async function findBookingByKey(db: Database, userId: string, idempotencyKey: string) {
  const [row] = await selectBookings(db).where(
    and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, idempotencyKey)),
  );
  return row;
}

const hasKid = (kidId: string) =>
  sql`exists (select 1 from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id} and ${bookingParticipants.kidId} = ${kidId})`;

/** Newest first by (created_at, id), after the cursor; one extra row tells whether more follow. */
export async function listBookingRows(
  db: Database,
  userId: string,
  opts: { limit: number; cursor?: NewestFirstCursor; kidId?: string },
) {
  const where: SQL[] = [eq(bookings.userId, userId), shown];
  if (opts.cursor) {
    where.push(olderThanCursor(bookings.createdAt, bookings.id, opts.cursor));
  }
  if (opts.kidId) where.push(hasKid(opts.kidId));
  return selectBookings(db)
    .where(and(...where))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(opts.limit + 1);
}

/**
 * 'upcoming': confirmed and not yet over (while one of its sessions has not ended, in wall-clock
 * time where it takes place: `now` is that local date and time), by the program's first date,
 * soonest first; 'past': the others, latest first. After the cursor; one extra row tells whether
 * more follow.
 */
export function listBookingRowsWhen(
  db: Database,
  userId: string,
  opts: {
    when: BookingWhen;
    now: { date: string; time: string };
    limit: number;
    cursor?: WhenCursor<string>;
    kidId?: string;
  },
) {
  const notOver = sql`(${bookings.status} = 'confirmed' and ${hasSessionNotOver(opts.now)})`;
  const upcoming = opts.when === 'upcoming';
  const where: SQL[] = [
    eq(bookings.userId, userId),
    shown,
    upcoming ? notOver : sql`not ${notOver}`,
  ];
  if (opts.kidId) where.push(hasKid(opts.kidId));
  if (opts.cursor) {
    const { date, startTime, id } = opts.cursor;
    const row = sql`(${activities.date}, ${activities.startTime}, ${bookings.id})`;
    const mark = sql`(${date}::date, ${startTime}::time, ${id}::uuid)`;
    where.push(upcoming ? sql`${row} > ${mark}` : sql`${row} < ${mark}`);
  }
  const order = upcoming ? asc : desc;
  return selectBookings(db)
    .where(and(...where))
    .orderBy(order(activities.date), order(activities.startTime), order(bookings.id))
    .limit(opts.limit + 1);
}

export async function kidBelongsTo(db: Database, userId: string, kidId: string) {
  const [row] = await db
    .select({ id: kidProfiles.id })
    .from(kidProfiles)
    .where(and(eq(kidProfiles.id, kidId), eq(kidProfiles.userId, userId)));
  return Boolean(row);
}

/** The children an earlier booking was for (an idempotent replay compares them). */
export async function kidIdsOfBooking(db: Database, bookingId: string) {
  const rows = await db
    .select({ kidId: bookingParticipants.kidId })
    .from(bookingParticipants)
    .where(eq(bookingParticipants.bookingId, bookingId));
  return rows.map((r) => r.kidId);
}

/** Who a booking's mail goes to, when no request brought the session (the payment sweep). */
export async function findBookingParent(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The sessions the child (of the outer query's participant) holds an active place in on that
 * booking, soonest first: the rows that refuse booking a child twice into one session.
 */
const heldSessionIds = sql<number[]>`array(
  select ${bookingPlaces.sessionId} from ${bookingPlaces}
  join ${activitySessions} on ${activitySessions.id} = ${bookingPlaces.sessionId}
  where ${bookingPlaces.bookingId} = ${bookingParticipants.bookingId}
    and ${bookingPlaces.kidId} = ${bookingParticipants.kidId} and ${bookingPlaces.active}
  order by ${activitySessions.date}, ${activitySessions.startTime}, ${activitySessions.id}
)`;

/**
 * The places the parent's kids hold on activities not over yet (a term until its last date), each
 * with the sessions it holds (decision 043: a child is booked per session, and may hold drop-ins
 * on several dates of one program). A deleted child's place is left out: there is no child to
 * offer or not.
 */
export function bookedPlaceRows(db: Database, userId: string, now: { date: string; time: string }) {
  return db
    .select({
      activityId: bookingParticipants.activityId,
      bookingId: bookingParticipants.bookingId,
      kidId: kidProfiles.id,
      kidName: kidProfiles.name,
      sessionIds: heldSessionIds,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .innerJoin(activities, eq(activities.id, bookingParticipants.activityId))
    .innerJoin(kidProfiles, eq(kidProfiles.id, bookingParticipants.kidId))
    .where(
      and(
        eq(bookings.userId, userId),
        shown,
        eq(bookingParticipants.active, true),
        hasSessionNotOver(now),
      ),
    )
    .orderBy(asc(activities.date), asc(activities.startTime), asc(kidProfiles.name));
}
