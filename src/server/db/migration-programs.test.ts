import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, signIn, type ErrorJson } from '../../../tests/accounts';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { expectJson } from '../../../tests/test-client';
import { addDays } from '../../shared/iso-date';
import { pgError } from '../lib/pg-errors';
import type { Database } from './client';
import { runMigrations } from './migrate';
import {
  ACTIVITY_REFS,
  ADA_EMAIL,
  BOOKINGS,
  DATES,
  FEED_TOKEN,
  KIDS,
  SHARE_TOKEN,
  storeRowsOfEveryKind,
} from './migration-programs.test-helpers';
import { migrationsBefore, migrationsThrough, rowsOf } from './migrations.test-helpers';

const MIGRATION = '0018_programs';

type Row = Record<string, unknown>;
type Table = { columns: string[]; rows: Row[] };

/** Every table of the public schema: its columns, and its rows as JSON (to_jsonb). */
async function snapshot(db: Database): Promise<Map<string, Table>> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const tables = new Map<string, Table>();
  for (const { table_name: name, column_name: column } of columns) {
    const table = tables.get(name) ?? { columns: [], rows: [] };
    table.columns.push(column);
    tables.set(name, table);
  }
  for (const [name, table] of tables) {
    const query = sql`select to_jsonb(t) as row from ${sql.identifier(name)} t`;
    table.rows = rowsOf<{ row: Row }>(await db.execute(query)).map((r) => r.row);
  }
  return tables;
}

/** The rows with only these columns, each as text, in a stable order. */
const asText = (rows: Row[], columns: string[]) =>
  rows.map((row) => JSON.stringify(columns.map((c) => [c, row[c] ?? null]))).sort();

let t: TestApp;
let earlier: string;
let through: string;
let before = new Map<string, Table>();
let after = new Map<string, Table>();
const table = (tables: Map<string, Table>, name: string) =>
  tables.get(name) ?? { columns: [], rows: [] };

beforeAll(async () => {
  earlier = migrationsBefore(MIGRATION);
  through = migrationsThrough(MIGRATION);
  t = await createTestApp(
    {},
    {
      async prepareDatabase(handle) {
        await runMigrations(handle, earlier);
        await storeRowsOfEveryKind(handle.db);
        before = await snapshot(handle.db);
        await runMigrations(handle, through);
        after = await snapshot(handle.db);
        // The app runs on the latest schema.
        await runMigrations(handle);
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  for (const dir of [earlier, through]) fs.rmSync(dir, { recursive: true, force: true });
});

/** Each activity's id by external_ref, as stored before the migration. */
const activityIds = () =>
  new Map(table(before, 'activities').rows.map((a) => [a.external_ref, Number(a.id)]));

describe(`migration ${MIGRATION}: every activity becomes a program of one session`, () => {
  it('keeps every row of every table as it was; the new columns hold their defaults', () => {
    const empty = [...before].filter(([, { rows }]) => rows.length === 0).map(([name]) => name);
    expect(empty, 'the database holds rows of every kind').toEqual([]);

    for (const [name, old] of before) {
      const now = table(after, name);
      expect(asText(now.rows, old.columns), name).toEqual(asText(old.rows, old.columns));
    }

    const changed = [...after].flatMap(([name, now]) => {
      const old = before.get(name)?.columns;
      const added = now.columns.filter((c) => !old?.includes(c));
      return added.length > 0 ? [[name, old ? added : 'new table']] : [];
    });
    expect(Object.fromEntries(changed)).toEqual({
      activities: ['booking_mode', 'drop_in_price_cents'],
      activity_sessions: 'new table',
      booking_places: 'new table',
      bookings: ['discount_cents'],
      providers: ['sibling_discount_percent'],
    });
    const pick = (name: string, columns: string[]) =>
      table(after, name).rows.map((r) => columns.map((c) => r[c]));
    for (const values of pick('activities', ['booking_mode', 'drop_in_price_cents'])) {
      expect(values).toEqual(['drop_in', null]);
    }
    expect(new Set(pick('bookings', ['discount_cents']).flat())).toEqual(new Set([0]));
    expect(new Set(pick('providers', ['sibling_discount_percent']).flat())).toEqual(
      new Set([null]),
    );
  });

  it("gives each activity one session holding the activity's date, times, capacity and places left", () => {
    const dated = ['date', 'start_time', 'end_time', 'capacity', 'spots_left'];
    const sessions = table(after, 'activity_sessions').rows;
    const activities = [...table(before, 'activities').rows].sort(
      (a, b) => Number(a.id) - Number(b.id),
    );
    const found = activities.map((a) => [
      a.title,
      sessions.filter((s) => s.activity_id === a.id).map((s) => dated.map((c) => s[c])),
    ]);
    expect(found).toEqual(activities.map((a) => [a.title, [dated.map((c) => a[c])]]));
    expect(found).toEqual([
      ['Robot Lab', [[DATES.soon, '14:00:00', '16:30:00', 10, 10]]],
      ['Pottery Wheel', [[DATES.soon, '09:30:00', '11:00:00', 8, 6]]],
      ['Nature Walk', [[DATES.past, '10:00:00', '12:00:00', 12, 11]]],
      ['Little Chefs', [[DATES.weekAfter, '13:00:00', '15:00:00', 2, 0]]],
      ['Swim Club', [[DATES.later, '08:00:00', '09:00:00', 6, 5]]],
    ]);
    expect(sessions).toHaveLength(ACTIVITY_REFS.length);
  });

  it('gives every child on a booking a place in that session, active or not, as before', () => {
    const activityOf = new Map(
      table(after, 'activity_sessions').rows.map((s) => [s.id, s.activity_id]),
    );
    const places = table(after, 'booking_places').rows.map((p) => ({
      booking_id: p.booking_id,
      activity_id: activityOf.get(p.session_id),
      kid_id: p.kid_id,
      active: p.active,
    }));
    const columns = ['booking_id', 'activity_id', 'kid_id', 'active'];
    const participants = table(before, 'booking_participants').rows;
    expect(participants).toHaveLength(8);
    expect(asText(places, columns)).toEqual(asText(participants, columns));
  });

  it('still answers for the old ids: activity pages, bookings, wallet, favourites, lists, comments, feed', async () => {
    const hhmm = (time: unknown) => String(time).slice(0, 5);
    for (const a of table(before, 'activities').rows) {
      const res = await t.api().activities[':id'].$get({ param: { id: String(a.id) } });
      const page = await expectJson(res, 200);
      const shown = [page.title, page.date, page.startTime, page.endTime, page.capacity];
      expect([...shown, page.spotsLeft]).toEqual([
        ...[a.title, a.date, hhmm(a.start_time), hhmm(a.end_time), a.capacity],
        a.spots_left,
      ]);
    }
    const ids = activityIds();

    const signedIn = await signIn(t, ADA_EMAIL);
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    const api = t.api({ cookie: cookieFrom(signedIn) });
    const bookings = await expectJson(await api.bookings.$get({ query: {} }), 200);
    const booked = (id: string) => bookings.items.find((b) => b.id === id);
    expect(bookings.items).toHaveLength(3);
    expect([BOOKINGS.wallet, BOOKINGS.split, BOOKINGS.cancelled].map(booked)).toMatchObject([
      { activity: { id: ids.get('pottery') }, status: 'confirmed', kids: [{}, {}] },
      { activity: { id: ids.get('nature-walk') }, status: 'confirmed', totalCents: 2500 },
      { activity: { id: ids.get('pottery') }, status: 'cancelled', refundCents: 3000 },
    ]);
    expect((await expectJson(await api.wallet.$get(), 200)).balanceCents).toBe(5000);
    const favorites = await expectJson(await api.collections.favorites.$get(), 200);
    expect(favorites.items.map((f) => f.activity.title).sort()).toEqual([
      'Pottery Wheel',
      'Robot Lab',
    ]);

    const shared = await t
      .api()
      .collections.shared[':token'].$get({ param: { token: SHARE_TOKEN } });
    const list = await expectJson(shared, 200);
    expect(list.activities.map((a) => a.id)).toEqual([ids.get('robot-lab'), ids.get('pottery')]);
    const comments = await t.request(`/api/comments/activities/${ids.get('pottery') ?? 0}`);
    expect(comments.status).toBe(200);
    const threads = (
      (await comments.json()) as { items: { content: string; replies: { content: string }[] }[] }
    ).items;
    expect(threads.map((c) => [c.content, c.replies.map((r) => r.content)])).toEqual([
      ['Is an apron needed?', ['They lend them.']],
    ]);
    const feed = await t.request(`/api/calendar/feed/${FEED_TOKEN}.ics`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Pottery Wheel');
  });

  it('books a migrated activity through the API and refuses a child already in its session', async () => {
    const signedIn = await signIn(t, ADA_EMAIL);
    const api = t.api({ cookie: cookieFrom(signedIn) });
    const ids = activityIds();
    const book = (ref: string, kidId: string) =>
      api.bookings.$post({
        json: {
          activityId: ids.get(ref) ?? 0,
          kidIds: [kidId],
          payment: { method: 'wallet' },
          idempotencyKey: randomUUID(),
        },
      });

    await expectJson(await book('robot-lab', KIDS.ava), 201);
    const robot = await t
      .api()
      .activities[':id'].$get({ param: { id: String(ids.get('robot-lab')) } });
    expect((await expectJson(robot, 200)).spotsLeft).toBe(9);
    // The places are kept in the program's one session.
    const [session] = rowsOf<{ spots_left: number }>(
      await t.db.execute(sql`
        select spots_left from activity_sessions where activity_id = ${ids.get('robot-lab') ?? 0}`),
    );
    expect(session).toEqual({ spots_left: 9 });

    // Ava holds a place in pottery's session since before the migration.
    const again = await book('pottery', KIDS.ava);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorJson).error.code).toBe('already_booked');
  });

  it('refuses a child twice in one session, and lets it hold places in two sessions of one program', async () => {
    const pottery = activityIds().get('pottery') ?? 0;
    const place = (db: Database, sessionId: number, kidId: string, active = true) =>
      db.execute(sql`
        insert into booking_places (booking_id, session_id, kid_id, active)
        values (${BOOKINGS.cancelled}, ${sessionId}, ${kidId}, ${active})`);
    const refusal = async (write: Promise<unknown>) =>
      write.then(
        () => undefined,
        (err: unknown) => pgError(err)?.constraint,
      );

    await inRolledBackTransaction(t.db, async (tx) => {
      const [first] = rowsOf<{ id: number }>(
        await tx.execute(sql`select id from activity_sessions where activity_id = ${pottery}`),
      );
      const firstId = first?.id ?? 0;
      // Ava (active since the migration) and Leo are in pottery's one session.
      expect(await refusal(savepoint(tx, (sp) => place(sp, firstId, KIDS.ava)))).toBe(
        'booking_places_once_idx',
      );
      expect(await refusal(savepoint(tx, (sp) => place(sp, firstId, KIDS.leo)))).toBe(
        'booking_places_once_idx',
      );
      // A cancelled place does not count.
      expect(await refusal(place(tx, firstId, KIDS.ava, false))).toBeUndefined();

      const [second] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into activity_sessions (activity_id, date, start_time, end_time, capacity, spots_left)
          values (${pottery}, ${addDays(DATES.soon, 7)}, '09:30', '11:00', 8, 8) returning id`),
      );
      expect(await refusal(place(tx, second?.id ?? 0, KIDS.ava))).toBeUndefined();
      // booking_participants no longer refuses the same child twice in one activity either.
      const participant = sql`
        insert into booking_participants (booking_id, kid_id, kid_name, activity_id, active)
        values (${BOOKINGS.cancelled}, ${KIDS.ava}, 'Ava', ${pottery}, true)`;
      expect(await refusal(tx.execute(participant))).toBeUndefined();
    });
  });
});

class RolledBack extends Error {}

/** Runs fn in a transaction that is then rolled back, so the test leaves the data as it was. */
async function inRolledBackTransaction(db: Database, fn: (tx: Database) => Promise<void>) {
  await db
    .transaction(async (tx) => {
      await fn(tx as unknown as Database);
      throw new RolledBack();
    })
    .catch((err: unknown) => {
      if (!(err instanceof RolledBack)) throw err;
    });
}

/** A statement that may fail without ending the transaction it runs in. */
const savepoint = (tx: Database, fn: (sp: Database) => Promise<unknown>) =>
  tx.transaction((sp) => fn(sp as unknown as Database));
