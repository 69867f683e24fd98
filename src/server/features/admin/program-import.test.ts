import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { createKid, programSummary, sessionsOf, signedInParent } from '../../../../tests/factories';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import type { ActivityDetail } from '../../../shared/schemas/activity';
import { activities, providers } from '../../db/schema';
import { creditWallet } from '../../lib/wallet-ledger';
import { catalogueFile } from './catalogue-file.fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const headers = { authorization: 'Bearer test-admin-secret' };
const importFile = (file: unknown) =>
  t.request('/api/admin/catalogue/import', { json: file, headers });

async function ok<T>(res: Response | Promise<Response>): Promise<T> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as T;
}

/** Weekly dates, the first in a week. */
const weekly = (count: number) =>
  Array.from({ length: count }, (_, i) => addDays(localIsoDate(), 7 + 7 * i));

/** A file with one term of weekly sessions at 10:00–11:00 for the provider `slug`. */
function termFile(slug: string, dates: string[], capacity = 10) {
  const [one] = catalogueFile(slug, 1).activities;
  if (!one) throw new Error('no activity');
  const { date: _d, startTime: _s, endTime: _e, capacity: _c, ...entry } = one;
  return {
    providers: [{ slug, name: `Provider ${slug}` }],
    activities: [
      {
        ...entry,
        bookingMode: 'term' as const,
        priceCents: 18_000,
        dropInPriceCents: 2500,
        sessions: dates.map((d) => ({ date: d, startTime: '10:00', endTime: '11:00', capacity })),
      },
    ],
  };
}

async function programId(slug: string) {
  const [row] = await t.db
    .select({ id: activities.id })
    .from(activities)
    .innerJoin(providers, eq(providers.id, activities.providerId))
    .where(and(eq(providers.slug, slug), eq(activities.externalRef, 'R-1')));
  if (!row) throw new Error(`no program for ${slug}`);
  return row.id;
}

/** A new parent books one child on the program's default option: the whole term, or its only session. */
async function bookDefaultOption(activityId: number) {
  const parent = await signedInParent(t);
  const kid = await createKid(t, parent, { age: 6 });
  const deposit = { type: 'deposit' as const, amountCents: 100_000, description: 'Deposit' };
  await t.db.transaction((tx) => creditWallet(tx, parent.userId, deposit));
  const res = await t.api(parent).bookings.$post({
    json: {
      activityId,
      kidIds: [kid.id],
      payment: { method: 'wallet' },
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe('importing programs with sessions', () => {
  it('creates the program with its sessions, and the activity page lists them', async () => {
    const dates = weekly(8);
    const res = await importFile(termFile('term-import', dates));
    expect(await ok(res)).toEqual({
      providers: { created: 1, updated: 0 },
      activities: { created: 1, updated: 0 },
    });
    const id = await programId('term-import');
    const detail = await ok<ActivityDetail>(t.request(`/api/activities/${id}`));
    expect(detail).toMatchObject({
      bookingMode: 'term',
      priceCents: 18_000,
      dropInPriceCents: 2500,
      sessionCount: 8,
      date: dates[0],
    });
    expect(detail.sessions.map((s) => [s.date, s.startTime, s.spotsLeft])).toEqual(
      dates.map((d) => [d, '10:00', 10]),
    );
  });

  it('keeps booked places on re-import, and refuses a capacity below them', async () => {
    const dates = weekly(6);
    await importFile(termFile('term-booked', dates));
    const id = await programId('term-booked');
    await bookDefaultOption(id);

    const bigger = await importFile(termFile('term-booked', dates, 12));
    expect(await ok(bigger)).toMatchObject({ activities: { created: 0, updated: 1 } });
    expect((await sessionsOf(t.db, id)).map((s) => s.spotsLeft)).toEqual([11, 11, 11, 11, 11, 11]);

    const full = termFile('term-booked', dates, 12);
    const third = full.activities[0]?.sessions[2];
    if (third) third.capacity = 1; // below the two places booked next
    await bookDefaultOption(id); // now 2 booked in every session
    const refused = await importFile(full);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('import_rejected');
    expect(body.error.message).toBe(
      `activities[0] (row 1): sessions.2.capacity: capacity is below the places already booked in the session on ${dates[2]} at 10:00. Nothing was imported.`,
    );
    expect(await programSummary(t.db, id)).toMatchObject({ capacity: 12, spotsLeft: 10 });
  });

  it('deletes sessions no longer listed, except those holding places', async () => {
    const dates = weekly(6);
    await importFile(termFile('term-shrink', dates));
    const booked = await programId('term-shrink');
    await bookDefaultOption(booked);
    await importFile(termFile('term-free', dates));
    const free = await programId('term-free');

    const shorter = dates.slice(0, 4);
    await importFile(termFile('term-shrink', shorter));
    await importFile(termFile('term-free', shorter));
    expect((await sessionsOf(t.db, booked)).map((s) => s.date)).toEqual(dates);
    expect((await sessionsOf(t.db, free)).map((s) => s.date)).toEqual(shorter);
  });

  it('imports an entry without sessions as a one-session drop-in, as before', async () => {
    await importFile(catalogueFile('one-off', 1));
    const id = await programId('one-off');
    const sessions = await sessionsOf(t.db, id);
    expect(sessions.map((s) => [s.date, s.startTime, s.capacity])).toEqual([
      ['2027-03-01', '10:00:00', 10],
    ]);
    const detail = await ok<ActivityDetail>(t.request(`/api/activities/${id}`));
    expect(detail).toMatchObject({
      bookingMode: 'drop_in',
      dropInPriceCents: null,
      sessionCount: 1,
    });
  });

  it('never moves a booked one-session activity: a new date is added beside the booked one', async () => {
    const [first, next] = weekly(2) as [string, string];
    const file = catalogueFile('moved', 1);
    const on = (date: string) => ({
      ...file,
      activities: file.activities.map((a) => ({ ...a, date })),
    });
    await importFile(on(first));
    const id = await programId('moved');
    await bookDefaultOption(id);
    await importFile(on(next));
    expect((await sessionsOf(t.db, id)).map((s) => [s.date, s.spotsLeft])).toEqual([
      [first, 9],
      [next, 10],
    ]);
  });

  it('answers 400 naming each mistake in a program entry', async () => {
    const file = termFile('term-bad', weekly(3));
    const [entry] = file.activities;
    const session = (date: string, endTime = '11:00', capacity = 10) => ({
      date,
      startTime: '10:00',
      endTime,
      capacity,
    });
    const rows = [
      { bookingMode: 'drop_in', date: '2027-03-01', sessions: [session('2027-03-06')] },
      { sessions: [session('2027-03-06', '09:00')] },
      { sessions: [session('2027-03-06'), session('2027-03-06'), session('2028-04-01')] },
      { sessions: [session('2027-03-06', '11:00', 0)] },
      { sessions: [] },
    ];
    const bad = {
      ...file,
      activities: rows.map((row, i) => ({ ...entry, ref: `R-${i + 1}`, ...row })),
    };
    const res = await importFile(bad);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { details: { path: string; message: string }[] } };
    expect(body.error.details.map((d) => `${d.path}: ${d.message}`).sort()).toEqual([
      'activities.0.date: give it per session under sessions',
      'activities.0.dropInPriceCents: is for a term or a camp_week; a drop_in program is priced per session already',
      'activities.1.sessions.0.endTime: must be after startTime',
      'activities.2.sessions.1.startTime: another session already starts on 2027-03-06 at 10:00',
      'activities.2.sessions.2.date: must be within 366 days of the first session (2027-03-06)',
      'activities.3.sessions.0.capacity: Too small: expected number to be >=1',
      'activities.4.sessions: list at least one session',
    ]);
  });
});
