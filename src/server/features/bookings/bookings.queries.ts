import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Booking } from '../../../shared/schemas/booking';
import { shortBookingId } from '../../../shared/schemas/booking';
import {
  activityStartsAt,
  hasStarted,
  isRefundable,
  refundCentsFor,
} from '../../../shared/booking-rules';
import type { Database } from '../../db/client';
import {
  activities,
  bookingParticipants,
  bookings,
  kidProfiles,
  paymentMethods,
  providers,
  users,
} from '../../db/schema';
import type { NewestFirstCursor } from '../../lib/newest-first-cursor';
import { createdAtCursorText, olderThanCursor } from '../../lib/newest-first-cursor.queries';

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
      paymentStatus: bookings.paymentStatus,
      paymentKind: bookings.paymentKind,
      paymentMethodId: bookings.paymentMethodId,
      paymentLabel: bookings.paymentLabel,
      gatewayChargeId: bookings.gatewayChargeId,
      status: bookings.status,
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
      },
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(providers, eq(providers.id, activities.providerId));
}

type NewBookingRow = typeof bookings.$inferInsert;

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

const hhmm = (time: string) => time.slice(0, 5);

/** The API's Booking: what the parent sees, including what cancelling now would do. */
export function toBooking(row: BookingWithActivity, kids: BookingKid[], now: Date): Booking {
  const startsAt = activityStartsAt(row.activity.date, row.activity.startTime);
  const cancellable = row.status === 'confirmed' && !hasStarted(startsAt, now);
  return {
    id: row.id,
    shortId: shortBookingId(row.id),
    activity: {
      ...row.activity,
      startTime: hhmm(row.activity.startTime),
      endTime: hhmm(row.activity.endTime),
    },
    kids,
    priceCents: row.priceCents,
    totalCents: row.totalCents,
    paymentStatus: row.paymentStatus,
    payment: {
      method: row.paymentKind,
      paymentMethodId: row.paymentMethodId,
      label: row.paymentLabel,
    },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    refundCents: row.refundCents,
    cancellation: cancellable
      ? {
          refundable: isRefundable(startsAt, now),
          refundCents: refundCentsFor(row.totalCents, startsAt, now),
        }
      : null,
  };
}

/** Rows → Booking JSON, with their kids in one more query. */
export async function withKids(db: Database, rows: BookingWithActivity[], now: Date) {
  const kids = await kidsOfBookings(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toBooking(row, kids.get(row.id) ?? [], now));
}

/** One of the parent's bookings (another parent's is simply not there). */
export async function findBooking(db: Database, userId: string, id: string) {
  const [row] = await selectBookings(db).where(
    and(eq(bookings.id, id), eq(bookings.userId, userId)),
  );
  return row;
}

export async function findBookingByKey(db: Database, userId: string, idempotencyKey: string) {
  const [row] = await selectBookings(db).where(
    and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, idempotencyKey)),
  );
  return row;
}

/** Newest first by (created_at, id), after the cursor; one extra row tells whether more follow. */
export async function listBookingRows(
  db: Database,
  userId: string,
  opts: { limit: number; cursor?: NewestFirstCursor; kidId?: string },
) {
  const where: SQL[] = [eq(bookings.userId, userId)];
  if (opts.cursor) {
    where.push(olderThanCursor(bookings.createdAt, bookings.id, opts.cursor));
  }
  if (opts.kidId) {
    where.push(
      sql`exists (select 1 from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id} and ${bookingParticipants.kidId} = ${opts.kidId})`,
    );
  }
  return selectBookings(db)
    .where(and(...where))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(opts.limit + 1);
}

/** Confirmed bookings whose activity date lies in [from, to], by date and start time. */
export function calendarBookingRows(db: Database, userId: string, from: string, to: string) {
  return selectBookings(db)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'confirmed'),
        gte(activities.date, from),
        lte(activities.date, to),
      ),
    )
    .orderBy(asc(activities.date), asc(activities.startTime), asc(bookings.createdAt));
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

/** What booking an activity checks: its start, its age range and its price. */
export async function findActivityToBook(tx: Database, activityId: number) {
  const [row] = await tx
    .select({
      id: activities.id,
      title: activities.title,
      priceCents: activities.priceCents,
      date: activities.date,
      startTime: activities.startTime,
      ageMin: activities.ageMin,
      ageMax: activities.ageMax,
    })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row;
}

/**
 * Claims the parent's idempotency key with an empty booking row; its id, or undefined when a
 * concurrent request with the same key committed first (the insert waits for that one on the
 * unique index).
 */
export async function claimBookingKey(
  tx: Database,
  claim: Pick<NewBookingRow, 'userId' | 'activityId' | 'idempotencyKey' | 'paymentKind'>,
) {
  const [row] = await tx
    .insert(bookings)
    .values({ ...claim, priceCents: 0, totalCents: 0, paymentLabel: '' })
    .onConflictDoNothing({ target: [bookings.userId, bookings.idempotencyKey] })
    .returning({ id: bookings.id });
  return row;
}

/** Those of the given children that are the parent's (another parent's is simply not there). */
export function findParentKids(tx: Database, userId: string, kidIds: string[]) {
  return tx
    .select({ id: kidProfiles.id, name: kidProfiles.name, birthDate: kidProfiles.birthDate })
    .from(kidProfiles)
    .where(and(eq(kidProfiles.userId, userId), inArray(kidProfiles.id, kidIds)));
}

/** One of the children that already holds an active place on the activity, if any. */
export async function findKidAlreadyBooked(tx: Database, activityId: number, kidIds: string[]) {
  const [row] = await tx
    .select({ kidId: bookingParticipants.kidId })
    .from(bookingParticipants)
    .where(
      and(
        eq(bookingParticipants.activityId, activityId),
        eq(bookingParticipants.active, true),
        inArray(bookingParticipants.kidId, kidIds),
      ),
    )
    .limit(1);
  return row;
}

/** The spots left as this transaction sees them (0 for an activity that is not there). */
export async function spotsLeft(tx: Database, activityId: number): Promise<number> {
  const [row] = await tx
    .select({ spotsLeft: activities.spotsLeft })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row?.spotsLeft ?? 0;
}

/** Takes n spots only if that many are left: one conditional UPDATE, so no oversell. */
export async function takeSpots(tx: Database, activityId: number, n: number): Promise<boolean> {
  const [taken] = await tx
    .update(activities)
    .set({ spotsLeft: sql`${activities.spotsLeft} - ${n}` })
    .where(and(eq(activities.id, activityId), sql`${activities.spotsLeft} >= ${n}`))
    .returning({ spotsLeft: activities.spotsLeft });
  return Boolean(taken);
}

/** Gives n spots back, never above the activity's capacity. */
export async function releaseSpots(tx: Database, activityId: number, n: number) {
  await tx
    .update(activities)
    .set({ spotsLeft: sql`least(${activities.capacity}, ${activities.spotsLeft} + ${n})` })
    .where(eq(activities.id, activityId));
}

/** One of the parent's payment methods, to pay a booking with. */
export async function findParentPaymentMethod(tx: Database, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  return row;
}

/** Fills in the claimed booking row once the spots and the payment are taken. */
export async function completeBookingRow(
  tx: Database,
  bookingId: string,
  fields: Pick<
    NewBookingRow,
    'priceCents' | 'totalCents' | 'paymentMethodId' | 'paymentLabel' | 'gatewayChargeId'
  >,
) {
  await tx.update(bookings).set(fields).where(eq(bookings.id, bookingId));
}

export async function insertParticipants(
  tx: Database,
  bookingId: string,
  activityId: number,
  kids: { id: string; name: string }[],
) {
  await tx.insert(bookingParticipants).values(
    kids.map((kid) => ({
      bookingId,
      kidId: kid.id,
      kidName: kid.name,
      activityId,
    })),
  );
}

/** Key-share locks the parent's row (see cancelBooking for why); false once the account is gone. */
export async function lockParent(tx: Database, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('key share');
  return Boolean(row);
}

/** One of the parent's bookings, locked so that two cancels at once queue on it. */
export async function lockBookingToCancel(tx: Database, userId: string, id: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      totalCents: bookings.totalCents,
      paymentKind: bookings.paymentKind,
      gatewayChargeId: bookings.gatewayChargeId,
      activityId: bookings.activityId,
    })
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
    .for('update');
  return row;
}

/** The activity's title and start, as cancelling needs them. */
export async function findActivityStart(tx: Database, activityId: number) {
  const [row] = await tx
    .select({
      title: activities.title,
      date: activities.date,
      startTime: activities.startTime,
    })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row;
}

/** Frees the booking's children to be booked again; the children it freed. */
export function releaseParticipants(tx: Database, bookingId: string) {
  return tx
    .update(bookingParticipants)
    .set({ active: false })
    .where(and(eq(bookingParticipants.bookingId, bookingId), eq(bookingParticipants.active, true)))
    .returning({ kidId: bookingParticipants.kidId });
}

export async function markBookingCancelled(
  tx: Database,
  bookingId: string,
  fields: Pick<NewBookingRow, 'cancelledAt' | 'refundCents' | 'gatewayRefundId'>,
) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', ...fields })
    .where(eq(bookings.id, bookingId));
}
