import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { Booking } from '../../../shared/schemas/booking';
import { bookings, walletTransactions } from '../../db/schema';
import {
  addCard,
  countingGateway,
  createActivity,
  createKid,
  signedInParent,
  type Parent,
} from '../../../../tests/factories';
import {
  activeParticipants,
  balanceOf,
  book,
  bookingBody,
  bookOk,
  cancel,
  fundWallet,
  ledgerOf,
  spotsLeft,
} from './bookings.test-helpers';

/** Many requests at the same instant: real row locks, so PostgreSQL only (TEST_DATABASE_URL). */
// Sign-ups hash passwords and the machine may be busy: generous time limits.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'bookings under concurrency (PostgreSQL)',
  { timeout: 240_000 },
  () => {
    let t: TestApp;
    const gateway = countingGateway();
    beforeAll(async () => {
      t = await createTestApp(
        { AUTH_RATE_LIMIT: '100000' },
        { payments: gateway.gateway, poolSize: 20 },
      );
    });
    afterAll(() => t.close());

    /** Sign-ups ten at a time (each hashes a password). */
    async function parents(count: number) {
      const all: Parent[] = [];
      for (let i = 0; i < count; i += 10) {
        all.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(10, count - i) }, () => signedInParent(t)),
          )),
        );
      }
      return all;
    }

    it('100 parents at once for 10 spots: exactly 10 bookings, never oversold', async () => {
      const activity = await createActivity(t.db, { capacity: 10 });
      const family = await parents(100);
      const kids = await Promise.all(family.map((p) => createKid(t, p)));
      await Promise.all(family.map((p) => fundWallet(t.db, p.userId, 5000)));

      const statuses = await Promise.all(
        family.map(async (p, i) => {
          const res = await book(t, p.cookie, bookingBody(activity.id, [kids[i]?.id ?? '']));
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(90);
      expect(await activeParticipants(t.db, activity.id)).toBe(10);
      expect(await spotsLeft(t.db, activity.id)).toBe(0);
      // Only the ten winners paid.
      const balances = await Promise.all(family.map((p) => balanceOf(t.db, p.userId)));
      expect(balances.filter((b) => b === 2500)).toHaveLength(10);
      expect(balances.filter((b) => b === 5000)).toHaveLength(90);
    });

    it('30 wallet bookings at once by a parent whose balance covers 5: exactly 5', async () => {
      const [p] = await parents(1);
      if (!p) throw new Error('no parent');
      const kid = await createKid(t, p);
      const classes = await Promise.all(Array.from({ length: 30 }, () => createActivity(t.db)));
      await fundWallet(t.db, p.userId, 5 * 2500);

      const statuses = await Promise.all(
        classes.map(async (a) => (await book(t, p.cookie, bookingBody(a.id, [kid.id]))).status),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 402)).toHaveLength(25);
      expect(await balanceOf(t.db, p.userId)).toBe(0);
      const ledger = await ledgerOf(t.db, p.userId);
      expect(ledger.sum).toBe(0);
      expect(ledger.rows.filter((r) => r.type === 'payment')).toHaveLength(5);
      // The losers took no spot.
      const taken = await Promise.all(classes.map((a) => spotsLeft(t.db, a.id)));
      expect(taken.filter((s) => s === 9)).toHaveLength(5);
      expect(taken.filter((s) => s === 10)).toHaveLength(25);
    });

    it('the same idempotency key 10 times at once: one booking, one charge', async () => {
      const [p] = await parents(1);
      if (!p) throw new Error('no parent');
      const kid = await createKid(t, p);
      const card = await addCard(t, p);
      const activity = await createActivity(t.db);
      const body = bookingBody(activity.id, [kid.id], { method: 'card', paymentMethodId: card.id });
      const before = gateway.charges.length;

      const answers = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const res = await book(t, p.cookie, body);
          return { status: res.status, booking: (await res.json()) as Booking };
        }),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
      expect(new Set(answers.map((a) => a.booking.id)).size).toBe(1);
      expect(gateway.charges.length - before).toBe(1);
      const rows = await t.db.select().from(bookings).where(eq(bookings.userId, p.userId));
      expect(rows).toHaveLength(1);
      expect(await spotsLeft(t.db, activity.id)).toBe(9);
    });

    it('10 cancels of one booking at once: one refund', async () => {
      const [p] = await parents(1);
      if (!p) throw new Error('no parent');
      const kid = await createKid(t, p);
      await fundWallet(t.db, p.userId, 2500);
      const activity = await createActivity(t.db);
      const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [kid.id]));

      const statuses = await Promise.all(
        Array.from({ length: 10 }, async () => (await cancel(t, p.cookie, booking.id)).status),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      const refunds = await t.db
        .select()
        .from(walletTransactions)
        .where(and(eq(walletTransactions.userId, p.userId), eq(walletTransactions.type, 'refund')));
      expect(refunds).toHaveLength(1);
      expect(await balanceOf(t.db, p.userId)).toBe(2500);
      expect(await spotsLeft(t.db, activity.id)).toBe(10);
    });

    /** Deletes the parent's account as the settings page does. */
    const deleteAccount = (p: Parent) =>
      t.request('/api/account/delete', { cookie: p.cookie, json: { confirmEmail: p.email } });

    it('cancel and account deletion at once: no error, the places come back', async () => {
      const family = await parents(12);
      const activity = await createActivity(t.db, { capacity: 20 });
      const booked = await Promise.all(
        family.map(async (p) => {
          const kid = await createKid(t, p);
          await fundWallet(t.db, p.userId, 2500);
          return bookOk(t, p.cookie, bookingBody(activity.id, [kid.id]));
        }),
      );
      expect(await spotsLeft(t.db, activity.id)).toBe(8);

      const answers = await Promise.all(
        family.map(async (p, i) => {
          const [cancelled, deleted] = await Promise.all([
            cancel(t, p.cookie, booked[i]?.id ?? ''),
            deleteAccount(p),
          ]);
          return { cancel: cancelled.status, delete: deleted.status };
        }),
      );
      // The cancel either finished first (200) or found the account gone (404, or 401 when the
      // session was already deleted before it was read); the deletion always succeeds.
      for (const answer of answers) {
        expect([200, 401, 404]).toContain(answer.cancel);
        expect(answer.delete).toBe(200);
      }
      expect(await spotsLeft(t.db, activity.id)).toBe(20);
      expect(await activeParticipants(t.db, activity.id)).toBe(0);
      const left = await t.db.select().from(bookings).where(eq(bookings.activityId, activity.id));
      expect(left).toEqual([]);
    });

    it('accounts sharing activities deleted at once: no error, every place comes back', async () => {
      const family = await parents(8);
      const classes = await Promise.all(Array.from({ length: 5 }, () => createActivity(t.db)));
      await Promise.all(
        family.map(async (p, i) => {
          const kid = await createKid(t, p);
          await fundWallet(t.db, p.userId, 5 * 2500);
          // Each parent books the classes in a different order.
          const rotated = [...classes.slice(i % 5), ...classes.slice(0, i % 5)];
          const order = i % 2 ? rotated.reverse() : rotated;
          for (const a of order) await bookOk(t, p.cookie, bookingBody(a.id, [kid.id]));
        }),
      );
      for (const a of classes) expect(await spotsLeft(t.db, a.id)).toBe(2);

      const statuses = await Promise.all(family.map(async (p) => (await deleteAccount(p)).status));
      expect(statuses).toEqual(family.map(() => 200));
      for (const a of classes) {
        expect(await spotsLeft(t.db, a.id)).toBe(10);
        expect(await activeParticipants(t.db, a.id)).toBe(0);
      }
    });

    it('the same kid booked on one activity with two keys at once: one place', async () => {
      const [p] = await parents(1);
      if (!p) throw new Error('no parent');
      const kid = await createKid(t, p);
      await fundWallet(t.db, p.userId, 50_000);
      const activity = await createActivity(t.db);
      const statuses = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const body = { ...bookingBody(activity.id, [kid.id]), idempotencyKey: randomUUID() };
          return (await book(t, p.cookie, body)).status;
        }),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      expect(await activeParticipants(t.db, activity.id)).toBe(1);
      expect(await balanceOf(t.db, p.userId)).toBe(50_000 - 2500);
    });
  },
);
