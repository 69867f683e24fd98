import { appJobRunner } from '../../../../tests/job-runner';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../../tests/accounts';
import {
  activityStartingIn,
  createKid,
  signedInParent,
  type Parent,
} from '../../../../tests/factories';
import { notificationsOf } from '../../../../tests/notifications';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { activityStartsAt } from '../../../shared/booking-rules';
import { jobs, outboxMessages } from '../../db/schema';
import { creditWallet } from '../../lib/wallet-ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** The server's job runner on this test's database, on a clock the test sets. */
const jobsAt = (now: Date) => appJobRunner(t, () => now);

async function parentWithKid(firstName = 'Ann') {
  const parent = await signedInParent(t);
  await t.request('/api/profile', { method: 'PATCH', json: { firstName }, cookie: parent.cookie });
  const kid = await createKid(t, parent, { name: 'Mia', age: 6 });
  await t.db.transaction((tx) =>
    creditWallet(tx, parent.userId, { type: 'deposit', amountCents: 50_000, description: 'Test' }),
  );
  return { ...parent, kid };
}

/** An activity starting about `hours` from now, to the minute. */
function activityIn(hours: number, title = 'Swim Stars') {
  return activityStartingIn(t.db, hours * HOUR, { title, locationName: 'High Park' });
}

async function book(p: Parent & { kid: { id: string } }, activityId: number) {
  const res = await t.request('/api/bookings', {
    cookie: p.cookie,
    json: {
      activityId,
      kidIds: [p.kid.id],
      payment: { method: 'wallet' },
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string };
}

const list = (cookie: string, query = '') => notificationsOf(t, cookie, query);

const mailsTo = (to: string) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(outboxMessages.id);

describe('the notification centre', () => {
  it('answers 401 without a session', async () => {
    await expectError(
      await t.request('/api/notifications'),
      401,
      'unauthorized',
      'User not authenticated',
    );
  });

  it('lists a booking as it is made, marks one read and all read, and hides them from others', async () => {
    const p = await parentWithKid();
    const other = await parentWithKid('Bo');
    const activity = await activityIn(48, 'Pottery Wheel');
    const booking = await book(p, activity.id);

    const page = await list(p.cookie);
    expect(page.unread).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'booking',
        title: 'Booking confirmed: Pottery Wheel',
        body: expect.stringContaining('Mia ·'),
        link: `/bookings?booking=${booking.id}`,
        readAt: null,
      }),
    ]);
    const [first] = page.items;
    if (!first) throw new Error('a notification should be listed');

    // Another parent's id is not found, and stays unread.
    const stranger = await t.request(`/api/notifications/${first.id}/read`, {
      method: 'POST',
      cookie: other.cookie,
    });
    await expectError(stranger, 404, 'not_found', 'Notification not found');
    expect((await list(other.cookie)).items).toEqual([]);

    const read = await t.request(`/api/notifications/${first.id}/read`, {
      method: 'POST',
      cookie: p.cookie,
    });
    expect(await read.json()).toEqual({ unread: 0 });
    expect((await list(p.cookie)).items[0]?.readAt).toEqual(expect.any(String));

    const cancelled = await t.request(`/api/bookings/${booking.id}/cancel`, {
      cookie: p.cookie,
      json: {},
    });
    expect(cancelled.status).toBe(200);
    const after = await list(p.cookie);
    expect(after.unread).toBe(1);
    expect(after.items[0]).toMatchObject({
      title: 'Booking cancelled: Pottery Wheel',
      body: expect.stringMatching(/^\$\d+\.\d\d refunded$/),
    });
    await t.request('/api/notifications/read', { method: 'POST', cookie: p.cookie });
    expect((await list(p.cookie)).unread).toBe(0);
  });

  it('pages newest first, and refuses a cursor it did not make', async () => {
    const p = await parentWithKid();
    for (const hours of [30, 40, 50]) await book(p, (await activityIn(hours)).id);
    const first = await list(p.cookie, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(p.cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bad = await t.request('/api/notifications?cursor=abc', { cookie: p.cookie });
    await expectError(
      bad,
      400,
      'validation_failed',
      'Cursor is not valid: pass back nextCursor unchanged',
    );
  });
});

describe('reminders', () => {
  it('reminds 24 and 2 hours before, in the app and by e-mail, each once', async () => {
    const p = await parentWithKid('Ann');
    const activity = await activityIn(30, 'Swim Stars');
    await book(p, activity.id);
    const startsAt = activityStartsAt(activity.date, activity.startTime).getTime();

    // Nothing is due before its time.
    await jobsAt(new Date(startsAt - 25 * HOUR)).runDue();
    expect((await list(p.cookie)).items.filter((n) => n.kind === 'reminder')).toEqual([]);

    await jobsAt(new Date(startsAt - 24 * HOUR + 60_000)).runDue();
    const day = (await list(p.cookie)).items.filter((n) => n.kind === 'reminder');
    expect(day).toEqual([
      expect.objectContaining({
        title: 'Coming up: Swim Stars',
        body: expect.stringMatching(/^Tomorrow, \d+:\d\d [AP]M at High Park · Mia$/),
        link: `/activities/${activity.id}`,
      }),
    ]);
    const dayMails = (await mailsTo(p.email)).filter((m) => m.subject === 'Coming up: Swim Stars');
    expect(dayMails).toHaveLength(1);
    expect(dayMails[0]?.text).toMatch(/^Hi Ann,/);
    expect(dayMails[0]?.text).toContain('http://localhost:3000/settings#notifications');

    await jobsAt(new Date(startsAt - 2 * HOUR + 60_000)).runDue();
    // Run again: a job is gone once done, and a reminder is told once.
    await jobsAt(new Date(startsAt - 2 * HOUR + 120_000)).runDue();
    const both = (await list(p.cookie)).items.filter((n) => n.kind === 'reminder');
    expect(both).toHaveLength(2);
    expect(
      (await mailsTo(p.email)).filter((m) => m.subject === 'Coming up: Swim Stars'),
    ).toHaveLength(2);
  });

  it('sends only the reminders the parent keeps, and none for a cancelled booking', async () => {
    const p = await parentWithKid();
    const res = await t.request('/api/notifications/settings', {
      method: 'PATCH',
      cookie: p.cookie,
      json: { reminders: { before24h: false } },
    });
    expect(await res.json()).toMatchObject({ reminders: { before24h: false, before2h: true } });
    const kept = await activityIn(30, 'Kept Class');
    await book(p, kept.id);
    const dropped = await activityIn(30, 'Dropped Class');
    const booking = await book(p, dropped.id);
    await t.request(`/api/bookings/${booking.id}/cancel`, { cookie: p.cookie, json: {} });
    const pending = await t.db.select({ key: jobs.key }).from(jobs);
    expect(pending.some((j) => j.key?.includes(booking.id))).toBe(false);

    const startsAt = activityStartsAt(kept.date, kept.startTime).getTime();
    await jobsAt(new Date(startsAt - 24 * HOUR + 60_000)).runDue();
    expect((await list(p.cookie)).items.filter((n) => n.kind === 'reminder')).toEqual([]);
    await jobsAt(new Date(startsAt - 2 * HOUR + 60_000)).runDue();
    const reminders = (await list(p.cookie)).items.filter((n) => n.kind === 'reminder');
    expect(reminders.map((n) => n.title)).toEqual(['Coming up: Kept Class']);
  });
});

describe('settings', () => {
  it('starts from the defaults and keeps each change', async () => {
    const p = await signedInParent(t);
    const get = async () =>
      (await t.request('/api/notifications/settings', { cookie: p.cookie })).json();
    expect(await get()).toMatchObject({
      channels: { booking: { email: true, push: true }, comment: { email: false, push: true } },
      reminders: { before24h: true, before2h: true },
      quietHours: true,
      timeZone: expect.any(String),
    });
    const patch = (json: unknown) =>
      t.request('/api/notifications/settings', { method: 'PATCH', cookie: p.cookie, json });
    expect(
      (await patch({ channels: { comment: { email: true } }, timeZone: 'America/Vancouver' }))
        .status,
    ).toBe(200);
    expect((await patch({ quietHours: false })).status).toBe(200);
    expect(await get()).toMatchObject({
      channels: { comment: { email: true, push: true } },
      quietHours: false,
      timeZone: 'America/Vancouver',
    });
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'Choose a time zone from the list'],
    [{ channels: { gossip: { email: true } } }, 'gossip'],
    [{ quietHours: 'yes' }, 'quietHours'],
  ])('refuses %j with a clear 400', async (json, words) => {
    const p = await signedInParent(t);
    const res = await t.request('/api/notifications/settings', {
      method: 'PATCH',
      cookie: p.cookie,
      json,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(words);
  });

  it('holds a comment e-mail sent in quiet hours until 07:00 in the parent’s zone', async () => {
    // Exercised through the job it adds: due at 07:00 Toronto time the next morning.
    const p = await signedInParent(t);
    await t.request('/api/notifications/settings', {
      method: 'PATCH',
      cookie: p.cookie,
      json: { timeZone: 'America/Toronto', channels: { comment: { email: true } } },
    });
    const { notify } = await import('../../lib/notify');
    const late = new Date('2026-12-02T04:30:00Z'); // 23:30 in Toronto
    const [added] = await t.db.transaction((tx) =>
      notify(
        tx,
        [
          {
            userId: p.userId,
            kind: 'comment',
            title: 'Sam liked your comment',
            body: 'Nice',
            link: '/',
          },
        ],
        { now: late },
      ),
    );
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `email:${added?.id}`));
    expect(job?.runAt).toEqual(new Date('2026-12-02T12:00:00Z'));
  });
});
