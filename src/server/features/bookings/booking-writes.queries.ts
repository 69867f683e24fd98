import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { findBookingSessions } from '../../lib/booking-places.queries';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  activities,
  activitySessions,
  bookingParticipants,
  bookingPlaces,
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
 * What a booking request can be refused on without a transaction or a lock: the places left and
 * the start of the sessions it asks for (all the program's without sessionIds), and whether the
 * request is anything but a plain new one (its key seen before, in a booking or a card payment
 * under way; one of its children already holding a place in those sessions). One read, on any
 * connection; the transaction that books still decides.
 */
const bookingOutlook = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const idempotencyKey = sql.placeholder('idempotencyKey');
  const s = activitySessions;
  const asked = sql`${s.activityId} = ${sql.placeholder('activityId')}
    and (${sql.placeholder('sessionIds')}::int[] is null or ${s.id} = any(${sql.placeholder('sessionIds')}::int[]))`;
  return db
    .select({
      spotsLeft: sql<number>`min(${s.spotsLeft})`.mapWith(Number),
      /** The first asked session's date and start, as 'YYYY-MM-DD HH:MM:SS'. */
      firstStart: sql<string>`min(${s.date}::text || ' ' || ${s.startTime}::text)`,
      plain: sql<boolean>`not exists (
        select 1 from ${bookings}
        where ${bookings.userId} = ${userId} and ${bookings.idempotencyKey} = ${idempotencyKey}
      ) and not exists (
        select 1 from ${paymentIntents}
        where ${paymentIntents.userId} = ${userId} and ${paymentIntents.idempotencyKey} = ${idempotencyKey}
      ) and not exists (
        select 1 from ${bookingPlaces} join ${s} on ${s.id} = ${bookingPlaces.sessionId}
        where ${asked} and ${bookingPlaces.active}
          and ${bookingPlaces.kidId} = any(${sql.placeholder('kidIds')})
      )`,
    })
    .from(s)
    .where(asked)
    .prepare('kidventure_booking_outlook');
});

export async function findBookingOutlook(
  db: Database,
  params: {
    userId: string;
    activityId: number;
    sessionIds?: number[];
    kidIds: string[];
    idempotencyKey: string;
  },
) {
  const [row] = await bookingOutlook(db).execute({
    ...params,
    sessionIds: params.sessionIds ?? null,
  });
  if (!row?.firstStart) return undefined;
  const [date = '', startTime = ''] = row.firstStart.split(' ');
  return { spotsLeft: row.spotsLeft, date, startTime, plain: row.plain };
}

/**
 * What booking a program checks: its age range, how it is sold (its sessions: booking-places) and
 * its provider's sibling discount.
 */
export async function findActivityToBook(tx: Database, activityId: number) {
  const [row] = await tx
    .select({
      id: activities.id,
      title: activities.title,
      priceCents: activities.priceCents,
      bookingMode: activities.bookingMode,
      dropInPriceCents: activities.dropInPriceCents,
      ageMin: activities.ageMin,
      ageMax: activities.ageMax,
      siblingDiscountPercent: providers.siblingDiscountPercent,
      registrationOpensAt: activities.registrationOpensAt,
      registrationMode: activities.registrationMode,
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
    id?: string;
    /** The row is 'held' until its payment confirms it (decision 057). */
    heldUntil: Date;
  },
) {
  const [row] = await tx
    .insert(bookings)
    .values({ ...claim, status: 'held', priceCents: 0, totalCents: 0, paymentLabel: '' })
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

/** One of the parent's payment methods, to pay a booking with. */
export async function findParentPaymentMethod(tx: Database, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  return row;
}

/** The held booking's price and total, once its places are taken. */
export async function setHeldAmounts(
  tx: Database,
  bookingId: string,
  fields: Pick<NewBookingRow, 'priceCents' | 'totalCents' | 'discountCents'>,
) {
  await tx.update(bookings).set(fields).where(eq(bookings.id, bookingId));
}

/** The held booking, paid for: confirmed, with how it was paid. */
export async function confirmHeldRow(
  tx: Database,
  bookingId: string,
  fields: Pick<
    NewBookingRow,
    'paymentKind' | 'paymentMethodId' | 'paymentLabel' | 'gatewayChargeId' | 'walletCents'
  >,
) {
  await tx
    .update(bookings)
    .set({ ...fields, status: 'confirmed', heldUntil: null })
    .where(eq(bookings.id, bookingId));
}

/**
 * The booking under the parent's key, its row locked (a payment and the hold's release queue on
 * it), with what paying for it needs: undefined once a released hold was deleted.
 */
export async function lockHeldBooking(tx: Database, userId: string, idempotencyKey: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      userId: bookings.userId,
      status: bookings.status,
      heldUntil: bookings.heldUntil,
      priceCents: bookings.priceCents,
      totalCents: bookings.totalCents,
      discountCents: bookings.discountCents,
      activity: { id: activities.id, title: activities.title },
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, idempotencyKey)))
    .for('update', { of: bookings });
  if (!row) return undefined;
  const kids = await tx
    .select({ name: bookingParticipants.kidName })
    .from(bookingParticipants)
    .where(eq(bookingParticipants.bookingId, row.id))
    .orderBy(asc(bookingParticipants.kidName));
  return {
    ...row,
    kidNames: kids.map((k) => k.name),
    sessions: await findBookingSessions(tx, row.id),
  };
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
    // Places held while paying (decision 057) are let go of, not cancelled.
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId), ne(bookings.status, 'held')))
    .for('update');
  return row;
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

/** The activity's title, as cancelling names it in the wallet's history. */
export async function findActivityTitle(tx: Database, activityId: number) {
  const [row] = await tx
    .select({ title: activities.title })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row?.title;
}
