import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import {
  addCard,
  countingGateway,
  createActivity,
  createKid,
  signedInParent,
} from '../../../../tests/factories';
import {
  activeParticipants,
  book,
  bookingBody,
  fundWallet,
  hold,
  releaseHold,
  spotsLeft,
} from './bookings.test-helpers';

/**
 * Holds racing with bookings (decision 057): real row locks, so PostgreSQL only
 * (TEST_DATABASE_URL). Sign-ups hash passwords and the machine may be busy: generous limits.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'holds under concurrency (PostgreSQL)',
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

    /** Parents ten at a time, each with a 6-year-old, a card and $50 in the wallet. */
    async function families(count: number) {
      const all = [];
      for (let i = 0; i < count; i += 10) {
        all.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(10, count - i) }, async () => {
              const p = await signedInParent(t);
              const kid = await createKid(t, p);
              const card = await addCard(t, p);
              await fundWallet(t.db, p.userId, 5000);
              return { ...p, kid, card };
            }),
          )),
        );
      }
      return all;
    }

    it('a card being charged keeps no other parent of the program waiting', async () => {
      const [slow, quick] = await families(2);
      if (!slow || !quick) throw new Error('no families');
      const activity = await createActivity(t.db, { capacity: 5 });
      let answer!: () => void;
      gateway.faults.chargeGate = new Promise<void>((resolve) => (answer = resolve));
      const charges = gateway.calls.charge;
      try {
        const paying = book(
          t,
          slow.cookie,
          bookingBody(activity.id, [slow.kid.id], {
            method: 'card',
            paymentMethodId: slow.card.id,
          }),
        );
        // The slow parent's charge has reached the gateway, which has not answered.
        await expect.poll(() => gateway.calls.charge, { timeout: 30_000 }).toBe(charges + 1);

        // Another parent books the same program meanwhile: nothing of theirs waits on the charge.
        const quickly = book(t, quick.cookie, bookingBody(activity.id, [quick.kid.id]));
        const first = await Promise.race([
          quickly.then(() => 'the other booking'),
          paying.then(() => 'the charge'),
          // Bounded so a booking stuck behind the charge fails here rather than hangs.
          new Promise<string>((resolve) => setTimeout(() => resolve('nothing'), 20_000)),
        ]);
        expect(first).toBe('the other booking');
        expect((await quickly).status).toBe(201);
        answer();
        expect((await paying).status).toBe(201);
      } finally {
        gateway.faults.chargeGate = null;
        answer();
      }
      expect(await spotsLeft(t.db, activity.id)).toBe(3);
    });

    it('a parent who pays while the payment step still asks for the hold is booked once', async () => {
      // The hold is asked for as the payment step opens; a quick parent presses pay at once.
      const activity = await createActivity(t.db, { capacity: 30 });
      const crowd = await families(20);
      const answers = await Promise.all(
        crowd.map(async (p, i) => {
          const body = bookingBody(
            activity.id,
            [p.kid.id],
            i % 2 ? { method: 'card', paymentMethodId: p.card.id } : { method: 'wallet' },
          );
          const [paid, held] = await Promise.all([
            book(t, p.cookie, body),
            hold(t, p.cookie, body),
          ]);
          return { paid: paid.status, held: held.status };
        }),
      );

      // Each payment booked its places, whichever of the two came first.
      expect(answers.map((a) => a.paid).filter((s) => s !== 200 && s !== 201)).toEqual([]);
      // A hold asked for after the payment is refused as paid; one asked for before became it.
      expect(answers.map((a) => a.held).filter((s) => s !== 201 && s !== 200 && s !== 409)).toEqual(
        [],
      );
      expect(await activeParticipants(t.db, activity.id)).toBe(20);
      expect(await spotsLeft(t.db, activity.id)).toBe(10);
    });

    it('holds, payments, releases and bookings at once: never over capacity, a hold never lost', async () => {
      const activity = await createActivity(t.db, { capacity: 10 });
      const crowd = await families(40);
      const holders = crowd.slice(0, 25);
      const bookers = crowd.slice(25);
      const requests = new Map(
        crowd.map((p) => [
          p.userId,
          bookingBody(activity.id, [p.kid.id], { method: 'card', paymentMethodId: p.card.id }),
        ]),
      );
      const requestOf = (p: { userId: string }) => {
        const r = requests.get(p.userId);
        if (!r) throw new Error('no request');
        return r;
      };

      // 25 parents reach the payment step at once: exactly 10 get a hold.
      const holds = await Promise.all(
        holders.map(async (p) => ({ p, res: await hold(t, p.cookie, requestOf(p)) })),
      );
      const granted = holds.filter((h) => h.res.status === 201);
      expect(granted).toHaveLength(10);
      expect(holds.filter((h) => h.res.status === 409)).toHaveLength(15);
      expect(await spotsLeft(t.db, activity.id)).toBe(0);

      // Now, all at once: 7 holders pay by card, 3 let go, and 15 others try to book directly.
      const held = await Promise.all(
        granted.map(async ({ p, res }) => ({ p, id: ((await res.json()) as { id: string }).id })),
      );
      const payers = held.slice(0, 7);
      const leavers = held.slice(7);
      const [paid, released, direct] = await Promise.all([
        Promise.all(payers.map(({ p }) => book(t, p.cookie, requestOf(p)))),
        Promise.all(leavers.map(({ p, id }) => releaseHold(t, p.cookie, id))),
        Promise.all(
          bookers.map((p) => book(t, p.cookie, { ...requestOf(p), payment: { method: 'wallet' } })),
        ),
      ]);

      // Every holder who paid was booked: nobody faster took a held place.
      expect(paid.map((r) => r.status)).toEqual(Array(7).fill(201));
      expect(released.map((r) => r.status)).toEqual(Array(3).fill(204));
      // The others got at most the 3 places let go of, and a definite answer each.
      const directStatuses = direct.map((r) => r.status);
      const booked = directStatuses.filter((s) => s === 201).length;
      expect(booked).toBeLessThanOrEqual(3);
      expect(directStatuses.every((s) => s === 201 || s === 409)).toBe(true);
      // One place per booked child, and the count of places agrees.
      expect(await activeParticipants(t.db, activity.id)).toBe(7 + booked);
      expect(await spotsLeft(t.db, activity.id)).toBe(3 - booked);
    });
  },
);
