import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import { activities } from '../../db/schema';
import {
  createActivity,
  createKid,
  createProgram,
  sessionsOf,
  signedInParent,
} from '../../../../tests/factories';
import { bookingBody, bookOk, cancel, fundWallet } from './bookings.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

async function bookedPlaces(cookie: string) {
  return (await expectJson(await t.api({ cookie }).bookings.booked.$get(), 200)).items;
}

describe('GET /api/bookings/booked', () => {
  it("lists each child's place with its booking, soonest activity first", async () => {
    const p = await signedInParent(t);
    await fundWallet(t.db, p.userId, 20_000);
    const ava = await createKid(t, p, { name: 'Ava', age: 6 });
    const leo = await createKid(t, p, { name: 'Leo', age: 5 });
    await createKid(t, p, { name: 'Zoe', age: 7 });
    const later = await createActivity(t.db, { inDays: 9 });
    const sooner = await createActivity(t.db, { inDays: 3 });
    const both = await bookOk(t, p.cookie, bookingBody(later.id, [leo.id, ava.id]));
    const one = await bookOk(t, p.cookie, bookingBody(sooner.id, [leo.id]));

    const [soonerSession] = await sessionsOf(t.db, sooner.id);
    const [laterSession] = await sessionsOf(t.db, later.id);
    expect(await bookedPlaces(p.cookie)).toEqual([
      {
        activityId: sooner.id,
        bookingId: one.id,
        kidId: leo.id,
        kidName: 'Leo',
        sessionIds: [soonerSession?.id],
      },
      {
        activityId: later.id,
        bookingId: both.id,
        kidId: ava.id,
        kidName: 'Ava',
        sessionIds: [laterSession?.id],
      },
      {
        activityId: later.id,
        bookingId: both.id,
        kidId: leo.id,
        kidName: 'Leo',
        sessionIds: [laterSession?.id],
      },
    ]);
  });

  it('leaves out cancelled bookings, activities that are over and deleted children', async () => {
    const p = await signedInParent(t);
    await fundWallet(t.db, p.userId, 20_000);
    const mia = await createKid(t, p, { name: 'Mia', age: 6 });
    const sam = await createKid(t, p, { name: 'Sam', age: 6 });
    const cancelled = await createActivity(t.db);
    const over = await createActivity(t.db);
    const kept = await createActivity(t.db);
    const toCancel = await bookOk(t, p.cookie, bookingBody(cancelled.id, [mia.id]));
    await bookOk(t, p.cookie, bookingBody(over.id, [mia.id]));
    const stays = await bookOk(t, p.cookie, bookingBody(kept.id, [mia.id, sam.id]));
    expect((await cancel(t, p.cookie, toCancel.id)).status).toBe(200);
    // The activity took place yesterday: booked then, over now.
    await t.db
      .update(activities)
      .set({ date: addDays(localIsoDate(), -1) })
      .where(eq(activities.id, over.id));
    expect((await t.api(p).kids[':id'].$delete({ param: { id: sam.id } })).status).toBe(204);

    expect(await bookedPlaces(p.cookie)).toEqual([
      expect.objectContaining({ activityId: kept.id, bookingId: stays.id, kidId: mia.id }),
    ]);
  });

  it('names the sessions each child holds: a drop-in books one date, a term every date', async () => {
    const p = await signedInParent(t);
    await fundWallet(t.db, p.userId, 50_000);
    const ava = await createKid(t, p, { name: 'Ava', age: 6 });
    const leo = await createKid(t, p, { name: 'Leo', age: 5 });
    const dates = [7, 14, 21].map((days) => addDays(localIsoDate(), days));
    const dropIns = await createProgram(t.db, {
      dates,
      bookingMode: 'drop_in',
      title: 'Drop-in Judo',
    });
    const term = await createProgram(t.db, { dates, bookingMode: 'term', title: 'Judo Term' });
    const [first, second, third] = dropIns.sessions.map((s) => s.id);
    const firstDate = await bookOk(t, p.cookie, {
      ...bookingBody(dropIns.activity.id, [ava.id]),
      sessionIds: [first ?? 0],
    });
    const thirdDate = await bookOk(t, p.cookie, {
      ...bookingBody(dropIns.activity.id, [ava.id, leo.id]),
      sessionIds: [third ?? 0],
    });
    const wholeTerm = await bookOk(t, p.cookie, bookingBody(term.activity.id, [leo.id]));

    const places = await bookedPlaces(p.cookie);
    const held = (activityId: number, bookingId: string, kidId: string) =>
      places.find(
        (x) => x.activityId === activityId && x.bookingId === bookingId && x.kidId === kidId,
      )?.sessionIds;
    expect(held(dropIns.activity.id, firstDate.id, ava.id)).toEqual([first]);
    expect(held(dropIns.activity.id, thirdDate.id, ava.id)).toEqual([third]);
    expect(held(dropIns.activity.id, thirdDate.id, leo.id)).toEqual([third]);
    expect(held(term.activity.id, wholeTerm.id, leo.id)).toEqual(term.sessions.map((s) => s.id));
    // Nobody holds the second date: the server books it for Ava, as the page offers her.
    expect(places.flatMap((x) => x.sessionIds)).not.toContain(second);
    await bookOk(t, p.cookie, {
      ...bookingBody(dropIns.activity.id, [ava.id]),
      sessionIds: [second ?? 0],
    });
  });

  it("shows a parent only their own kids' places", async () => {
    const owner = await signedInParent(t);
    await fundWallet(t.db, owner.userId, 5_000);
    const kid = await createKid(t, owner);
    const activity = await createActivity(t.db);
    await bookOk(t, owner.cookie, bookingBody(activity.id, [kid.id]));

    const other = await signedInParent(t);
    expect(await bookedPlaces(other.cookie)).toEqual([]);
    expect((await t.request('/api/bookings/booked')).status).toBe(401);
  });
});
