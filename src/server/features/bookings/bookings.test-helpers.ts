import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activities,
  bookingParticipants,
  outboxMessages,
  paymentMethods,
  walletTransactions,
  wallets,
} from '../../db/schema';
import { creditWallet } from '../../lib/wallet-ledger';
import { createLogger } from '../../lib/logger';
import { createMailer } from '../../lib/mail';
import type { PaymentGateway } from '../../lib/payments';
import type { BookingDeps } from './bookings.service';
import { TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { expectJson, type TestClient } from '../../../../tests/test-client';
import type { InferRequestType } from 'hono/client';

export { expectError } from '../../../../tests/accounts';
import { createKid, signedInParent } from '../../../../tests/factories';
export { activityStartingIn } from '../../../../tests/factories';

/** Adds money through the ledger, as a top-up would. */
export async function fundWallet(db: Database, userId: string, amountCents: number) {
  await db.transaction((tx) =>
    creditWallet(tx, userId, { type: 'deposit', amountCents, description: 'Test deposit' }),
  );
}

/** A signed-in parent with a 6-year-old, Mia, and `balanceCents` in the wallet. */
export async function familyWithWallet(t: TestApp, balanceCents = 10_000) {
  const parent = await signedInParent(t);
  const kid = await createKid(t, parent, { name: 'Mia', age: 6 });
  if (balanceCents > 0) await fundWallet(t.db, parent.userId, balanceCents);
  return { ...parent, kid };
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

type Pay = { method: 'wallet' } | { method: 'card'; paymentMethodId: string; walletCents?: number };

/** A booking request; `sessionIds` picks a program's dates (decision 043). */
export type BookingBody = {
  activityId: number;
  sessionIds?: number[];
  kidIds: string[];
  payment: Pay;
  idempotencyKey: string;
};

export function bookingBody(
  activityId: number,
  kidIds: string[],
  payment: Pay = { method: 'wallet' },
): BookingBody {
  return { activityId, kidIds, payment, idempotencyKey: randomUUID() };
}

export function book(t: TestApp, cookie: string, body: BookingBody) {
  return t.api({ cookie }).bookings.$post({ json: body });
}

export async function bookOk(t: TestApp, cookie: string, body: BookingBody) {
  return expectJson(await book(t, cookie, body), 201);
}

/** Holds the places of a booking request (its payment left out) under the same key. */
export function hold(t: TestApp, cookie: string, body: BookingBody) {
  const { payment: _payment, ...request } = body;
  return t.api({ cookie }).bookings.holds.$post({ json: request });
}

export async function holdOk(t: TestApp, cookie: string, body: BookingBody) {
  return expectJson(await hold(t, cookie, body), 201);
}

export function releaseHold(t: TestApp, cookie: string, id: string) {
  return t.api({ cookie }).bookings.holds[':id'].$delete({ param: { id } });
}

export function cancel(t: TestApp, cookie: string, id: string, acceptNoRefund?: boolean) {
  return t.api({ cookie }).bookings[':id'].cancel.$post({
    param: { id },
    json: acceptNoRefund === undefined ? {} : { acceptNoRefund },
  });
}

export async function listBookings(
  t: TestApp,
  cookie: string,
  query: InferRequestType<TestClient['bookings']['$get']>['query'] = {},
) {
  return expectJson(await t.api({ cookie }).bookings.$get({ query }), 200);
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

/** The signed-in parent as the booking service takes them. */
export function serviceUser(p: { userId: string; email: string }) {
  return { id: p.userId, email: p.email, name: 'Ann Lee' };
}

/** The booking service's dependencies on a test database, with a clock of our choosing. */
export function serviceDeps(db: Database, payments: PaymentGateway, now: () => Date): BookingDeps {
  const logger = createLogger('silent');
  return {
    db,
    payments,
    logger,
    mailer: createMailer({ db, logger, from: 'test@example.com' }),
    appUrl: TEST_ORIGIN,
    now,
  };
}
