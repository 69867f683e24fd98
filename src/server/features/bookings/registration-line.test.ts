import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { notificationsOf } from '../../../../tests/notifications';
import { createActivity } from '../../../../tests/factories';
import type { RegistrationState } from '../../../shared/schemas/registration';
import {
  book,
  bookingBody,
  expectError,
  familyWithWallet,
  serviceDeps,
  serviceUser,
  spotsLeft,
} from './bookings.test-helpers';
import { createBooking } from './checkout.service';
import { joinLine } from './registration-line.service';
import { waitlistOf } from './waitlist.test-helpers';
import { readSse } from '../../../../tests/sse-reader';
import { admittedPerTick, moveLineOn } from './registration-admission';
import { and, eq, inArray } from 'drizzle-orm';
import { jobs, notifications, registrationEntries } from '../../db/schema';
import { DEFAULT_ADMIT_PER_MINUTE } from '../../../shared/registration-line';
import { lineHelpers, lineParam, wallClock } from './registration-line.test-helpers';
import { cookieFrom, signIn } from '../../../../tests/accounts';

/** The waiting room of a registration opening (decision 062), through the API. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const admin = { authorization: 'Bearer test-admin-secret' };
/** The default rate lets in this many families a tick, on the one line moving. */
const PER_TICK = admittedPerTick(DEFAULT_ADMIT_PER_MINUTE);
const { programOpeningSoon, stateOf, joinOk, runJobsAt, runLineFrom, ...api } = lineHelpers(
  () => t,
);

describe('the waiting room', () => {
  it('cannot be joined more than 15 minutes before the opening', async () => {
    const activity = await createActivity(t.db, { inDays: 7, capacity: 5 });
    const later = wallClock(new Date(Date.now() + 60 * MINUTE));
    await t.request(`/api/admin/activities/${activity.id}/registration`, {
      method: 'PUT',
      json: { opensAt: later },
      headers: admin,
    });
    const family = await familyWithWallet(t);
    const early = await api.joinLine(family.cookie, activity.id, [family.kid.id]);
    const refused = (await early.json()) as { error: { code: string; message: string } };
    expect(early.status).toBe(409);
    expect(refused.error.code).toBe('line_not_open');
    expect(refused.error.message).toMatch(/^The line opens at \d{1,2}:\d{2} [AP]M\. /);
    expect((await stateOf(family.cookie, activity.id)).entry).toBeNull();
  });

  it('keeps one place per account however many sessions join, and lets a family leave', async () => {
    const { activity, at } = await programOpeningSoon(5);
    const family = await familyWithWallet(t);
    const first = await joinOk(family.cookie, activity.id, [family.kid.id]);
    expect(first.entry).toMatchObject({ state: 'waiting', rank: null, place: null });
    // A second tab, and a second signed-in session of the same account: the same place.
    const again = await joinOk(family.cookie, activity.id, [family.kid.id]);
    expect(again.entry?.id).toBe(first.entry?.id);
    const otherSession = cookieFrom(await signIn(t, family.email));
    const third = await joinOk(otherSession, activity.id, [family.kid.id]);
    expect(third.entry?.id).toBe(first.entry?.id);

    // Another family joins and leaves; leaving twice changes nothing.
    const leaver = await familyWithWallet(t);
    await joinOk(leaver.cookie, activity.id, [leaver.kid.id]);
    const leave = () =>
      t
        .api({ cookie: leaver.cookie })
        .registration[':activityId'].line.$delete(lineParam(activity.id));
    expect(((await expectJson(await leave(), 200)) as RegistrationState).entry).toBeNull();
    expect((await leave()).status).toBe(200);

    await runJobsAt(at);
    const ranked = await stateOf(family.cookie, activity.id);
    expect(ranked.entry).toMatchObject({ id: first.entry?.id, state: 'admitted', rank: 1 });
    expect(ranked.line).toMatchObject({ drawn: true, admittedThrough: 1 });
    // Let in: its turn has come, and it cannot leave the line or change what it prepared.
    const turnTaken = 'Your turn in line has already come.';
    await expectError(
      await t
        .api({ cookie: family.cookie })
        .registration[':activityId'].line.$delete(lineParam(activity.id)),
      409,
      'line_turn_taken',
      turnTaken,
    );
    await expectError(
      await api.joinLine(family.cookie, activity.id, [family.kid.id]),
      409,
      'line_turn_taken',
      turnTaken,
    );
  });

  it('refuses a booking that skips the line while families wait, and takes the admitted one', async () => {
    const { activity, at } = await programOpeningSoon(PER_TICK + 5);
    const families = await Promise.all(
      Array.from({ length: PER_TICK + 2 }, () => familyWithWallet(t)),
    );
    for (const f of families) await joinOk(f.cookie, activity.id, [f.kid.id]);
    await runJobsAt(at);
    const states = await Promise.all(families.map((f) => stateOf(f.cookie, activity.id)));
    const admitted = states.filter((s) => s.entry?.state === 'admitted');
    expect(admitted).toHaveLength(PER_TICK);
    // Those still waiting see their place: 1 and 2, with the wait at the rate.
    const waiting = states.filter((s) => s.entry?.state === 'waiting');
    expect(waiting.map((s) => s.entry?.place).sort()).toEqual([1, 2]);
    expect(waiting.every((s) => s.line?.admittedThrough === PER_TICK)).toBe(true);

    // A family arriving after the opening joins the back of the line.
    const late = await familyWithWallet(t);
    const lateAt = new Date(at.getTime() + 500);
    await joinLine(t.db, late.userId, { activityId: activity.id, kidIds: [late.kid.id] }, lateAt);
    expect((await stateOf(late.cookie, activity.id)).entry).toMatchObject({
      state: 'waiting',
      rank: PER_TICK + 3,
      place: 3,
    });

    // A parent outside the line cannot book past it once registration has opened.
    const outsider = await familyWithWallet(t);
    const skipping = createBooking(
      serviceDeps(t.db, t.payments, () => at),
      serviceUser(outsider),
      bookingBody(activity.id, [outsider.kid.id]),
    );
    await expect(skipping).rejects.toMatchObject({
      code: 'registration_line',
      message: 'Families are waiting in line. Join the line to book.',
    });

    // A family let in pays for its held places under its entry's id.
    const index = states.findIndex((s) => s.entry?.state === 'admitted');
    const family = families[index];
    const entry = states[index]?.entry;
    if (!family || !entry) throw new Error('nobody was let in');
    // Held for 10 minutes from the moment it was let in.
    expect(entry.heldUntil).toBe(new Date(at.getTime() + 10 * MINUTE).toISOString());
    const paid = await book(t, family.cookie, {
      ...bookingBody(activity.id, [family.kid.id]),
      idempotencyKey: entry.id,
    });
    expect(paid.status).toBe(201);
    expect((await stateOf(family.cookie, activity.id)).entry?.state).toBe('booked');
    const notices = await notificationsOf(t, family.cookie);
    expect(notices.items.map((n) => n.title)).toContain(`It's your turn: ${activity.title}`);
  });

  it('lets nobody in twice, never over capacity, and puts the rest on the waitlist in line order', async () => {
    const capacity = 3;
    const { activity, at } = await programOpeningSoon(capacity);
    const families = await Promise.all(Array.from({ length: 8 }, () => familyWithWallet(t)));
    for (const f of families) await joinOk(f.cookie, activity.id, [f.kid.id]);
    // Two runners at the same moment, as two instances would be.
    await Promise.all([runJobsAt(at), runJobsAt(at)]);
    await runLineFrom(at, activity.id);
    const states = await Promise.all(families.map((f) => stateOf(f.cookie, activity.id)));
    const byRank = [...states].sort((a, b) => (a.entry?.rank ?? 0) - (b.entry?.rank ?? 0));
    expect(byRank.map((s) => s.entry?.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(byRank.map((s) => s.entry?.state)).toEqual([
      ...Array<string>(capacity).fill('admitted'),
      ...Array<string>(8 - capacity).fill('waitlisted'),
    ]);
    expect(await spotsLeft(t.db, activity.id)).toBe(0);
    expect(byRank.every((s) => s.line?.soldOut)).toBe(true);
    // The waitlist follows the line's order.
    const positions = await Promise.all(
      byRank.slice(capacity).map(async (s) => {
        const family = families[states.indexOf(s)];
        if (!family) throw new Error('no family');
        const [entry] = await waitlistOf(t, family.cookie, activity.id);
        return entry?.position;
      }),
    );
    expect(positions).toEqual([1, 2, 3, 4, 5]);
    // A late family is told it is full.
    const late = await familyWithWallet(t);
    await expectError(
      await api.joinLine(late.cookie, activity.id, [late.kid.id]),
      409,
      'activity_full',
      'Sorry, this activity is full.',
    );

    // Nobody let in paid within 10 minutes: their places go to the waitlist, in line order.
    await runJobsAt(new Date(at.getTime() + 11 * MINUTE));
    const first = families[states.indexOf(byRank[0] as RegistrationState)];
    const fourth = families[states.indexOf(byRank[capacity] as RegistrationState)];
    const eighth = families[states.indexOf(byRank[7] as RegistrationState)];
    if (!first || !fourth || !eighth) throw new Error('no family');
    expect((await stateOf(first.cookie, activity.id)).entry?.state).toBe('timed_out');
    const [offered] = await waitlistOf(t, fourth.cookie, activity.id);
    expect(offered?.offer).not.toBeNull();
    const [still] = await waitlistOf(t, eighth.cookie, activity.id);
    expect(still?.offer).toBeNull();

    // Operators see the opening's state: the draw's record and families in each state.
    const res = await t.request(`/api/admin/activities/${activity.id}/registration`, {
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      activityId: activity.id,
      line: {
        opensAt: at.toISOString(),
        drawnAt: at.toISOString(),
        seed: expect.stringMatching(/^[0-9a-f]{32}$/),
        entrants: 8,
        admittedThrough: 8,
        soldOutAt: at.toISOString(),
        counts: { waiting: 0, admitted: 0, booked: 0, timed_out: 3, waitlisted: 5, refused: 0 },
      },
    });
  });

  it('refuses a family whose prepared booking no longer fits at its turn, and says why', async () => {
    const { activity, at } = await programOpeningSoon(5);
    const family = await familyWithWallet(t);
    await joinOk(family.cookie, activity.id, [family.kid.id]);
    // The parent corrects Mia's birth date while waiting: she is now too old for the program.
    const older = `${new Date().getFullYear() - 12}-01-15`;
    const edited = await t.request(`/api/kids/${family.kid.id}`, {
      method: 'PUT',
      cookie: family.cookie,
      json: { name: 'Mia', birthDate: older },
    });
    expect(edited.status).toBe(200);
    await runJobsAt(at);
    expect((await stateOf(family.cookie, activity.id)).entry).toMatchObject({
      state: 'refused',
      refusal: 'kid_not_eligible',
      refusalMessage: 'Mia is not in the age range for this activity (ages 4–8).',
      bookingId: null,
    });
    expect(await spotsLeft(t.db, activity.id)).toBe(5);
  });

  it("tells everyone still in line at once when the places run out, and e-mails them at the line's rate", async () => {
    const { activity, at } = await programOpeningSoon(1);
    const families = await Promise.all(Array.from({ length: 6 }, () => familyWithWallet(t)));
    for (const f of families) await joinOk(f.cookie, activity.id, [f.kid.id]);
    // A server letting in 1 family a second: its first move draws, lets one in, and sells out.
    await t.db.transaction((tx) => moveLineOn(tx, activity.id, at, 60, at));
    const full = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.title, `${activity.title} is full`),
          eq(notifications.link, `/activities/${activity.id}`),
        ),
      );
    // In the app, all five at once.
    expect(full).toHaveLength(5);
    const mails = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(
        inArray(
          jobs.key,
          full.map((n) => `email:${n.id}`),
        ),
      );
    const seconds = mails
      .map((m) => (m.runAt.getTime() - at.getTime()) / 1000)
      .sort((a, b) => a - b);
    expect(seconds).toEqual([0, 1, 2, 3, 4]);
  });

  it('follows an opening moved before its draw, with one chain of moves', async () => {
    const { activity, at } = await programOpeningSoon(5);
    const family = await familyWithWallet(t);
    await joinOk(family.cookie, activity.id, [family.kid.id]);
    const later = new Date(at.getTime() + 5 * MINUTE);
    const moved = await t.request(`/api/admin/activities/${activity.id}/registration`, {
      method: 'PUT',
      json: { opensAt: wallClock(later) },
      headers: admin,
    });
    expect(moved.status).toBe(200);
    // The old instant comes: nobody is drawn or let in.
    await runJobsAt(at);
    expect((await stateOf(family.cookie, activity.id)).entry).toMatchObject({
      state: 'waiting',
      rank: null,
    });
    // Another family joins (the line now follows the new time); at the new instant both are drawn.
    const second = await familyWithWallet(t);
    await joinOk(second.cookie, activity.id, [second.kid.id]);
    await runJobsAt(later);
    const states = await Promise.all([family, second].map((f) => stateOf(f.cookie, activity.id)));
    expect(states.map((s) => s.entry?.state)).toEqual(['admitted', 'admitted']);
    expect(states.map((s) => s.entry?.rank).sort()).toEqual([1, 2]);
  });

  it('tells open pages over the stream: every page how far the line moved, the family its turn', async () => {
    const { activity, at } = await programOpeningSoon(5);
    const family = await familyWithWallet(t);
    const onlooker = await familyWithWallet(t);
    await joinOk(family.cookie, activity.id, [family.kid.id]);
    const open = async (cookie: string) => {
      const res = await t.request('/api/network/events', { cookie });
      expect(res.status).toBe(200);
      const stream = readSse(res);
      expect((await stream.next()).event).toBe('ready');
      return stream;
    };
    const [mine, theirs] = [await open(family.cookie), await open(onlooker.cookie)];
    await runJobsAt(at);
    const moved = { activityId: activity.id, admittedThrough: 1, soldOut: false };
    // The onlooker's page hears the line move, once, with no id (nothing to resume).
    const heard = await theirs.next(5000);
    expect(heard).toEqual({ event: 'registration-line', data: JSON.stringify(moved) });
    // The family hears its own turn (a notification) and the line.
    const events: string[] = [];
    for (let i = 0; i < 2; i++) events.push((await mine.next(5000)).event);
    expect(events.sort()).toEqual(['notification', 'registration-line']);
    await Promise.all([mine.close(), theirs.close()]);
  });
});

describe('two lines opening at the same instant', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    // A database of their own: no other test's line shares the server's rate.
    fresh = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => fresh.close());

  it('share the rate from their first tick', async () => {
    const lines = lineHelpers(() => fresh);
    const first = await lines.programOpeningSoon(5);
    const second = await lines.programOpeningSoon(5);
    expect(second.at).toEqual(first.at);
    const [a, b] = [first.activity.id, second.activity.id];
    for (const id of [a, b, a, b]) {
      const f = await familyWithWallet(fresh);
      await lines.joinOk(f.cookie, id, [f.kid.id]);
    }
    // 120 a minute is 2 a tick for the server: one each, even for the line drawn first.
    await fresh.db.transaction((tx) => moveLineOn(tx, a, first.at, 120, first.at));
    await fresh.db.transaction((tx) => moveLineOn(tx, b, first.at, 120, first.at));
    const admitted = await fresh.db
      .select({ activityId: registrationEntries.activityId })
      .from(registrationEntries)
      .where(eq(registrationEntries.state, 'admitted'));
    expect(admitted.map((r) => r.activityId).sort()).toEqual([a, b].sort());
  });
});
