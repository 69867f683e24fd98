import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  activities,
  bookingParticipants,
  bookings,
  kidProfiles,
  paymentIntents,
  paymentMethods,
  providers,
  users,
} from '../../db/schema';

/**
 * The writes of booking and cancelling, step by step (booking-transaction.ts and
 * bookings.service.ts run them in one transaction each and hold the order of the locks); reading
 * and showing bookings: bookings.queries.
 */

type NewBookingRow = typeof bookings.$inferInsert;

/**
 * What a booking request can be refused on without a transaction or a lock: the activity's
 * places and start, and whether the request is anything but a plain new one (its key seen
 * before, in a booking or a card payment under way; one of its children already booked there).
 * One read, on any connection; the transaction that books still decides.
 */
const bookingOutlook = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const activityId = sql.placeholder('activityId');
  const idempotencyKey = sql.placeholder('idempotencyKey');
  return db
    .select({
      spotsLeft: activities.spotsLeft,
      date: activities.date,
      startTime: activities.startTime,
      plain: sql<boolean>`not exists (
        select 1 from ${bookings}
        where ${bookings.userId} = ${userId} and ${bookings.idempotencyKey} = ${idempotencyKey}
      ) and not exists (
        select 1 from ${paymentIntents}
        where ${paymentIntents.userId} = ${userId} and ${paymentIntents.idempotencyKey} = ${idempotencyKey}
      ) and not exists (
        select 1 from ${bookingParticipants}
        where ${bookingParticipants.activityId} = ${activityId}
          and ${bookingParticipants.active}
          and ${bookingParticipants.kidId} = any(${sql.placeholder('kidIds')})
      )`,
    })
    .from(activities)
    .where(eq(activities.id, activityId))
    .prepare('kidventure_booking_outlook');
});

export async function findBookingOutlook(
  db: Database,
  params: { userId: string; activityId: number; kidIds: string[]; idempotencyKey: string },
) {
  const [row] = await bookingOutlook(db).execute(params);
  return row;
}

/** What booking an activity checks: its start, its age range, its price and its provider's discount. */
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
      siblingDiscountPercent: providers.siblingDiscountPercent,
    })
    .from(activities)
    .innerJoin(providers, eq(providers.id, activities.providerId))
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
  claim: Pick<NewBookingRow, 'userId' | 'activityId' | 'idempotencyKey' | 'paymentKind'> & {
    /** A card booking's id is its payment intent's, chosen before the charge. */
    id?: string;
  },
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
    | 'priceCents'
    | 'totalCents'
    | 'discountCents'
    | 'paymentMethodId'
    | 'paymentLabel'
    | 'gatewayChargeId'
    | 'walletCents'
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
      walletCents: bookings.walletCents,
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
