import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import {
  createKid,
  createProgram,
  sessionsOf,
  signedInParent,
  type Parent,
} from '../../../../tests/factories';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import { activitySessions, bookingPlaces, bookings } from '../../db/schema';
import { balanceOf, book, bookingBody, expectError, fundWallet } from './bookings.test-helpers';

const CAPACITY = 10;
const DATES = 4;
const TERM = 12_000;
const DROP_IN = 3500;

/** Many requests at the same instant: real row locks, so PostgreSQL only (TEST_DATABASE_URL). */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'term and drop-in bookings of one program under concurrency (PostgreSQL)',
  { timeout: 240_000 },
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ AUTH_RATE_LIMIT: '100000' }, { poolSize: 20 });
    });
    afterAll(() => t.close());

    /** Active places per session, read while the bookings run. */
    async function placesPerSession(activityId: number) {
      const sessions = await sessionsOf(t.db, activityId);
      const rows = await t.db
        .select({ sessionId: bookingPlaces.sessionId, n: sql<number>`count(*)::int` })
        .from(bookingPlaces)
        .where(eq(bookingPlaces.active, true))
        .groupBy(bookingPlaces.sessionId);
      return sessions.map((s) => ({
        ...s,
        held: rows.find((r) => r.sessionId === s.id)?.n ?? 0,
      }));
    }

    it('200 parents mixing terms and drop-ins on 10 places: no session over, no term half booked', async () => {
      const dates = Array.from({ length: DATES }, (_, i) => addDays(localIsoDate(), 7 + 7 * i));
      const { activity, sessions } = await createProgram(t.db, {
        dates,
        bookingMode: 'term',
        priceCents: TERM,
        dropInPriceCents: DROP_IN,
        capacity: CAPACITY,
      });
      const family: Parent[] = [];
      for (let i = 0; i < 200; i += 10) {
        family.push(...(await Promise.all(Array.from({ length: 10 }, () => signedInParent(t)))));
      }
      const kids = await Promise.all(family.map((p) => createKid(t, p)));
      await Promise.all(family.map((p) => fundWallet(t.db, p.userId, 50_000)));

      // Every other parent asks for the term; the rest for one date each, spread over the dates.
      const asks = family.map((p, i) => ({
        p,
        sessionIds: i % 2 === 0 ? undefined : [sessions[(i >> 1) % DATES]?.id ?? 0],
      }));
      let running = true;
      let mostHeld = 0;
      const watching = (async () => {
        while (running) {
          const now = await placesPerSession(activity.id);
          mostHeld = Math.max(mostHeld, ...now.map((s) => s.held));
        }
      })();
      const statuses = await Promise.all(
        asks.map(async ({ p, sessionIds }, i) => {
          const body = { ...bookingBody(activity.id, [kids[i]?.id ?? '']), sessionIds };
          return (await book(t, p.cookie, body)).status;
        }),
      );
      running = false;
      await watching;

      expect(new Set(statuses)).toEqual(new Set([201, 409]));
      expect(mostHeld).toBeLessThanOrEqual(CAPACITY);
      const end = await placesPerSession(activity.id);
      for (const s of end) {
        expect(s.held).toBeLessThanOrEqual(CAPACITY);
        // The places held are the places taken: none lost, none given twice.
        expect(s.held).toBe(s.capacity - s.spotsLeft);
      }

      // Each booking holds a place in every one of its dates: a term in all four, a drop-in in one.
      const held = await t.db
        .select({
          id: bookings.id,
          totalCents: bookings.totalCents,
          places: sql<number>`(select count(*)::int from ${bookingPlaces}
            where ${bookingPlaces.bookingId} = ${bookings.id} and ${bookingPlaces.active})`,
        })
        .from(bookings)
        .where(and(eq(bookings.activityId, activity.id), eq(bookings.status, 'confirmed')));
      expect(held.length).toBe(statuses.filter((s) => s === 201).length);
      for (const b of held) expect(b.places).toBe(b.totalCents === TERM ? DATES : 1);
      const terms = held.filter((b) => b.totalCents === TERM).length;
      expect(terms).toBeGreaterThan(0);
      console.info(
        `program rush: ${statuses.length} requests, ${held.length} booked (${terms} terms, ` +
          `${held.length - terms} single dates), places held per date ${end.map((e) => e.held).join('/')}, ` +
          `most held seen while booking ${mostHeld}`,
      );

      // Money: the winners paid their option, everyone else kept their balance.
      const balances = await Promise.all(family.map((p) => balanceOf(t.db, p.userId)));
      const paid = balances.reduce((sum, b) => sum + (50_000 - b), 0);
      expect(paid).toBe(held.reduce((sum, b) => sum + b.totalCents, 0));
    });

    /** Until another connection of this database waits on a row lock. */
    async function someoneWaitsOnALock() {
      for (;;) {
        const { rows } = (await t.db.execute(sql`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as {
          rows: { n: number }[];
        };
        if ((rows[0]?.n ?? 0) > 0) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }

    it('a term whose date fills while it waits for that date takes no place at all', async () => {
      const dates = Array.from({ length: DATES }, (_, i) => addDays(localIsoDate(), 7 + 7 * i));
      const { activity, sessions } = await createProgram(t.db, {
        dates,
        bookingMode: 'term',
        priceCents: TERM,
        dropInPriceCents: DROP_IN,
        capacity: CAPACITY,
      });
      const second = sessions[1]?.id ?? 0;
      await t.db
        .update(activitySessions)
        .set({ spotsLeft: 1 })
        .where(eq(activitySessions.id, second));
      const p = await signedInParent(t);
      const kid = await createKid(t, p);
      await fundWallet(t.db, p.userId, 50_000);

      // Another booking holds the second date's last place and has not committed yet.
      let commit = () => {};
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let held = () => {};
      const holding = new Promise<void>((resolve) => (held = resolve));
      const other = t.db.transaction(async (tx) => {
        await tx
          .update(activitySessions)
          .set({ spotsLeft: sql`${activitySessions.spotsLeft} - 1` })
          .where(eq(activitySessions.id, second));
        held();
        await committed;
      });
      await holding;
      // The term's request sees one place left everywhere, then waits for the second date's row.
      const asking = book(t, p.cookie, bookingBody(activity.id, [kid.id]));
      await someoneWaitsOnALock();
      commit();
      await other;

      await expectError(await asking, 409, 'activity_full', 'Sorry, this activity is full.');
      expect((await sessionsOf(t.db, activity.id)).map((s) => s.spotsLeft)).toEqual([
        10, 0, 10, 10,
      ]);
      const places = await t.db.select().from(bookingPlaces).where(eq(bookingPlaces.kidId, kid.id));
      expect(places).toEqual([]);
      expect(await balanceOf(t.db, p.userId)).toBe(50_000);
    });
  },
);
