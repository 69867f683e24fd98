import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import type { Booking, BookingPage } from '../../../shared/schemas/booking';
import type { Kid } from '../../../shared/schemas/kid';
import type { Database } from '../../db/client';
import {
  activities,
  bookingParticipants,
  outboxMessages,
  paymentMethods,
  providers,
  walletTransactions,
  wallets,
} from '../../db/schema';
import {
  createSimulatedGateway,
  TEST_CARDS,
  type ChargeResult,
  type PaymentGateway,
  type RefundResult,
} from '../../lib/payments';
import { creditWallet } from '../../lib/wallet-ledger';
import type { TestApp } from '../../../../tests/test-app';
import { signUp } from '../../../../tests/accounts';

export { expectError } from '../../../../tests/accounts';

let counter = 0;

/** A newly signed-up parent: id, e-mail and session cookie. */
export async function signedInParent(t: TestApp) {
  counter += 1;
  const email = `booker${counter}.${randomUUID().slice(0, 8)}@example.com`;
  const { user, cookie } = await signUp(t, email);
  return { userId: user.id, email, cookie };
}
export type Parent = Awaited<ReturnType<typeof signedInParent>>;

/** A kid of `age` whole years today (birthday a month ago, so the age holds all month). */
export function birthDateForAge(age: number, today = localIsoDate()) {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - age, m - 2, Math.min(d, 28)));
  return date.toISOString().slice(0, 10);
}

export async function createKid(
  t: TestApp,
  cookie: string,
  { name = 'Mia', age = 6 }: { name?: string; age?: number } = {},
): Promise<Kid> {
  const res = await t.request('/api/kids', {
    cookie,
    json: { name, birthDate: birthDateForAge(age) },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Kid;
}

let provider: { db: Database; id: number } | null = null;

type ActivityFields = Partial<
  Omit<typeof activities.$inferInsert, 'id' | 'providerId' | 'externalRef'>
>;

/** One activity: in 7 days at 10:00–11:00, $25 per child, ages 4–8, 10 spots. */
export async function createActivity(db: Database, fields: ActivityFields = {}) {
  if (provider?.db !== db) {
    const [row] = await db
      .insert(providers)
      .values({ slug: `bookings-${randomUUID()}`, name: 'Maple Music School' })
      .returning({ id: providers.id });
    provider = { db, id: row?.id ?? 0 };
  }
  counter += 1;
  const capacity = fields.capacity ?? 10;
  const [row] = await db
    .insert(activities)
    .values({
      providerId: provider.id,
      externalRef: `bookings-test:${counter}:${randomUUID()}`,
      title: 'Music Makers',
      type: 'Music',
      locationName: 'Community Hall',
      address: '1 Main Street, Toronto',
      lat: 43.65,
      lng: -79.38,
      imageUrl: '/images/activities/music-1.svg',
      priceCents: 2500,
      date: addDays(localIsoDate(), 7),
      startTime: '10:00',
      endTime: '11:00',
      ageMin: 4,
      ageMax: 8,
      capacity,
      spotsLeft: capacity,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('activity not inserted');
  return row;
}
export type TestActivity = Awaited<ReturnType<typeof createActivity>>;

/** 'YYYY-MM-DD' and 'HH:MM' on this machine's clock for an instant (minutes, seconds dropped). */
export function localDateTime(at: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: localIsoDate(at),
    startTime: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** An activity starting about `ms` from now (to the minute, rounded up), lasting 1 hour. */
export async function activityStartingIn(db: Database, ms: number, fields: ActivityFields = {}) {
  const at = new Date(Date.now() + ms);
  at.setSeconds(0, 0);
  at.setMinutes(at.getMinutes() + 1);
  const { date, startTime } = localDateTime(at);
  // An hour later, but the same day (the schema wants start < end).
  const endTime =
    startTime >= '23:00'
      ? '23:59'
      : `${String(at.getHours() + 1).padStart(2, '0')}:${startTime.slice(3)}`;
  return createActivity(db, { date, startTime, endTime, ...fields });
}

/** Adds money through the ledger, as a top-up would. */
export async function fundWallet(db: Database, userId: string, amountCents: number) {
  await db.transaction((tx) =>
    creditWallet(tx, userId, { type: 'deposit', amountCents, description: 'Test deposit' }),
  );
}

export async function balanceOf(db: Database, userId: string) {
  const [row] = await db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.balanceCents ?? 0;
}

/** The ledger's rows for a parent, oldest first, and their sum. */
export async function ledgerOf(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(asc(walletTransactions.createdAt));
  return { rows, sum: rows.reduce((total, r) => total + r.amountCents, 0) };
}

/** A saved card as the wallet stores it: the gateway's token, brand and last four, nothing more. */
export async function addCard(
  db: Database,
  userId: string,
  number: string = TEST_CARDS.succeeds,
  { isDefault = false }: { isDefault?: boolean } = {},
) {
  const saved = await createSimulatedGateway().saveCard({
    number,
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
    cardholderName: 'Ann Lee',
  });
  if (!saved.ok) throw new Error('card not saved');
  const [row] = await db
    .insert(paymentMethods)
    .values({
      userId,
      type: 'card',
      isDefault,
      cardBrand: saved.card.brand,
      lastFour: saved.card.lastFour,
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cardholderName: 'Ann Lee',
      gatewayToken: saved.card.token,
    })
    .returning();
  if (!row) throw new Error('card not inserted');
  return row;
}

export async function addGiftCardMethod(db: Database, userId: string) {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      userId,
      type: 'giftcard',
      giftCardCode: 'GIFT-****-2345',
      giftCardAmountCents: 2500,
    })
    .returning();
  if (!row) throw new Error('gift card method not inserted');
  return row;
}

/**
 * A simulated gateway that counts its charges and refunds. While `faults.unstorableChargeId` is
 * set, successful charges answer an id the database cannot store, so recording the booking fails
 * after the money was taken. While `faults.refundThrows` is set, a refund throws (a timeout, a
 * dropped connection) before reaching the gateway.
 */
export function countingGateway() {
  const inner = createSimulatedGateway();
  const faults = { unstorableChargeId: false, refundThrows: false };
  const charges: { amountCents: number; idempotencyKey: string; result: ChargeResult }[] = [];
  const refunds: { chargeId: string; amountCents: number; result: RefundResult }[] = [];
  const gateway: PaymentGateway = {
    name: 'counting',
    saveCard: (input) => inner.saveCard(input),
    async charge(input) {
      let result = await inner.charge(input);
      if (result.ok && faults.unstorableChargeId) {
        result = { ok: true, chargeId: `${result.chargeId}\u0000` };
      }
      charges.push({
        amountCents: input.amountCents,
        idempotencyKey: input.idempotencyKey,
        result,
      });
      return result;
    },
    async refund(input) {
      if (faults.refundThrows) throw new Error('gateway timed out');
      const result = await inner.refund(input);
      refunds.push({ ...input, result });
      return result;
    },
  };
  return { gateway, charges, refunds, faults };
}

type Pay = { method: 'wallet' } | { method: 'card'; paymentMethodId: string };

export function bookingBody(
  activityId: number,
  kidIds: string[],
  payment: Pay = { method: 'wallet' },
) {
  return { activityId, kidIds, payment, idempotencyKey: randomUUID() };
}

export function book(t: TestApp, cookie: string, body: ReturnType<typeof bookingBody>) {
  return t.request('/api/bookings', { cookie, json: body });
}

export async function bookOk(t: TestApp, cookie: string, body: ReturnType<typeof bookingBody>) {
  const res = await book(t, cookie, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Booking;
}

export function cancel(t: TestApp, cookie: string, id: string, acceptNoRefund?: boolean) {
  return t.request(`/api/bookings/${id}/cancel`, {
    cookie,
    json: acceptNoRefund === undefined ? {} : { acceptNoRefund },
  });
}

export async function listBookings(t: TestApp, cookie: string, query = '') {
  const res = await t.request(`/api/bookings${query}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as BookingPage;
}

export async function spotsLeft(db: Database, activityId: number) {
  const [row] = await db
    .select({ spotsLeft: activities.spotsLeft })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row?.spotsLeft;
}

/** Active places on an activity (what spots_left must agree with). */
export async function activeParticipants(db: Database, activityId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingParticipants)
    .where(
      and(eq(bookingParticipants.activityId, activityId), eq(bookingParticipants.active, true)),
    );
  return row?.n ?? 0;
}

export async function mailsTo(db: Database, to: string) {
  return db
    .select({ subject: outboxMessages.subject, text: outboxMessages.text })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(asc(outboxMessages.id));
}
