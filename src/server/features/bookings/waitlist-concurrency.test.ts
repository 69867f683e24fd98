import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { appJobRunner, runAllDue } from '../../../../tests/job-runner';
import { createActivity, createKid, signedInParent } from '../../../../tests/factories';
import { WAITLIST_CLAIM_HOURS } from '../../../shared/waitlist';
import type { WaitlistEntry } from '../../../shared/schemas/waitlist';
import {
  activeParticipants,
  book,
  bookingBody,
  cancel,
  fundWallet,
  spotsLeft,
} from './bookings.test-helpers';
import { claimBody, joinOk, leave, waitlistOf } from './waitlist.test-helpers';

/**
 * Cancellations, offers, holds ending and claims racing with new bookings (decision 060): real
 * row and advisory locks, so PostgreSQL only (TEST_DATABASE_URL). Sign-ups hash passwords and the
 * machine may be busy: generous limits.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'waitlists under concurrency (PostgreSQL)',
  { timeout: 240_000 },
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ AUTH_RATE_LIMIT: '100000' }, { poolSize: 20 });
    });
    afterAll(() => t.close());

    type Family = Awaited<ReturnType<typeof families>>[number];

    /** Parents ten at a time, each with a 6-year-old and $100 in the wallet. */
    async function families(count: number) {
      const all = [];
      for (let i = 0; i < count; i += 10) {
        all.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(10, count - i) }, async () => {
              const p = await signedInParent(t);
              const kid = await createKid(t, p);
              await fundWallet(t.db, p.userId, 10_000);
              return { ...p, kid };
            }),
          )),
        );
      }
      return all;
    }

    /** Each family's one entry for the activity, or undefined once it is out of the line. */
    const entries = (line: Family[], activityId: number) =>
      Promise.all(line.map(async (f) => (await waitlistOf(t, f.cookie, activityId))[0]));

    /** Every place is taken once: the places left and the places held agree with the capacity. */
    async function expectPlacesAddUp(activityId: number, capacity: number) {
      const left = await spotsLeft(t.db, activityId);
      expect(left).toBeGreaterThanOrEqual(0);
      expect((left ?? 0) + (await activeParticipants(t.db, activityId))).toBe(capacity);
    }

    /**
     * No family skipped: everyone still waiting without an offer is behind every family that
     * holds an offer or was booked from the line.
     */
    function expectServedInOrder(served: number[], waiting: number[]) {
      expect(Math.max(-1, ...served)).toBeLessThan(Math.min(Infinity, ...waiting));
    }

    it('gives each freed place once, to the families in line in their order, never to a faster click', async () => {
      const capacity = 10;
      const activity = await createActivity(t.db, { capacity });
      const bookers = await families(capacity);
      const bookings: string[] = [];
      for (const b of bookers) {
        const res = await book(t, b.cookie, bookingBody(activity.id, [b.kid.id]));
        expect(res.status).toBe(201);
        bookings.push(((await res.json()) as { id: string }).id);
      }
      // Thirty families in line, in a known order: enough to take every place twice over.
      const line = await families(30);
      const joined: WaitlistEntry[] = [];
      for (const f of line) {
        joined.push(await joinOk(t, f.cookie, { activityId: activity.id, kidIds: [f.kid.id] }));
      }
      const strangers = await families(30);
      // Every other family among the first ten leaves while places free up.
      const leavers = new Set([0, 2, 4, 6, 8]);

      const results = await Promise.all([
        ...bookers.map((b, i) => cancel(t, b.cookie, bookings[i] ?? '')),
        ...strangers.map((s) => book(t, s.cookie, bookingBody(activity.id, [s.kid.id]))),
        ...[...leavers].map((i) => leave(t, line[i]?.cookie ?? '', joined[i]?.id ?? '')),
      ]);
      expect(results.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
      // Nobody outside the line took a place while families waited for one.
      const strangerStatuses = results.slice(capacity, capacity + strangers.length);
      expect(strangerStatuses.every((r) => r.status === 409)).toBe(true);
      await expectPlacesAddUp(activity.id, capacity);

      const after = await entries(line, activity.id);
      const offered = after.flatMap((e, i) => (e?.offer ? [i] : []));
      const waiting = after.flatMap((e, i) => (e && !e.offer ? [i] : []));
      // The ten places went to the first ten families that stayed.
      expect(offered).toEqual([1, 3, 5, 7, 9, 10, 11, 12, 13, 14]);
      expect(waiting).toEqual(Array.from({ length: 15 }, (_, i) => 15 + i));
      for (const i of leavers) expect(after[i]).toBeUndefined();

      // Half the offers are claimed while the others end, and more strangers try their luck.
      const claimers = offered.slice(0, 5);
      const late = await families(10);
      const ended = () => new Date(Date.now() + (WAITLIST_CLAIM_HOURS + 1) * 3_600_000);
      const second = await Promise.all([
        ...claimers.map((i) => {
          const entry = after[i];
          return entry ? book(t, line[i]?.cookie ?? '', claimBody(entry)) : undefined;
        }),
        ...late.map((s) => book(t, s.cookie, bookingBody(activity.id, [s.kid.id]))),
        runAllDue(appJobRunner(t, ended)).then(() => undefined),
      ]);
      const statuses = second.flatMap((r) => (r ? [r.status] : []));
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.slice(claimers.length).every((s) => s === 409)).toBe(true);
      await expectPlacesAddUp(activity.id, capacity);

      // A claim either booked its place or came after the offer ended; either way the places
      // went on down the line in order.
      const claimed = await Promise.all(
        claimers.map(async (i) => {
          const res = await t.api(line[i] ?? { cookie: '' }).bookings.$get({ query: {} });
          const page = (await res.json()) as { items: { activity: { id: number } }[] };
          return page.items.some((b) => b.activity.id === activity.id);
        }),
      );
      const final = await entries(line, activity.id);
      const served = final.flatMap((e, i) => (e?.offer ? [i] : []));
      const stillWaiting = final.flatMap((e, i) => (e && !e.offer ? [i] : []));
      expectServedInOrder(served, stillWaiting);
      const booked = claimed.filter(Boolean).length;
      // Every place is a claimed booking or an open offer: none lost, none twice.
      expect(booked + served.length).toBe(capacity);
    });
  },
);
