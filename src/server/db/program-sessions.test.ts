import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, type ActivityOverrides } from '../../../tests/factories';
import { createTestDatabase } from '../../../tests/test-app';
import type { DatabaseHandle } from './client';
import { activities, activitySessions } from './schema';

/**
 * Decision 043: an activity's date, times, capacity and places left summarise its sessions, kept
 * so by triggers of migration 0018 whichever way the rows are written.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const dated = {
  date: activitySessions.date,
  startTime: activitySessions.startTime,
  endTime: activitySessions.endTime,
  capacity: activitySessions.capacity,
  spotsLeft: activitySessions.spotsLeft,
};
type Dated = {
  date: string;
  startTime: string;
  endTime: string;
  capacity: number;
  spotsLeft: number;
};

/**
 * What the activity row says: its first session's date and times, the largest capacity, and the
 * places its best option can still get.
 */
async function summaryOf(id: number): Promise<Dated | undefined> {
  const [row] = await handle.db
    .select({
      date: activities.date,
      startTime: activities.startTime,
      endTime: activities.endTime,
      capacity: activities.capacity,
      spotsLeft: activities.spotsLeft,
    })
    .from(activities)
    .where(eq(activities.id, id));
  return row;
}

const sessionsOf = (id: number): Promise<Dated[]> =>
  handle.db
    .select(dated)
    .from(activitySessions)
    .where(eq(activitySessions.activityId, id))
    .orderBy(asc(activitySessions.date), asc(activitySessions.startTime));

async function addSession(activityId: number, session: Dated): Promise<number> {
  const [row] = await handle.db
    .insert(activitySessions)
    .values({ activityId, ...session })
    .returning({ id: activitySessions.id });
  if (!row) throw new Error('session not inserted');
  return row.id;
}

const session = (
  date: string,
  start: string,
  end: string,
  capacity: number,
  spotsLeft: number,
) => ({
  date,
  startTime: `${start}:00`,
  endTime: `${end}:00`,
  capacity,
  spotsLeft,
});

/**
 * A term (every date booked together) of one session: Sat 2031-03-08, 10:00–11:00, 7 of 10
 * places left.
 */
const oneSession = (
  fields: Partial<Pick<ActivityOverrides, 'bookingMode' | 'dropInPriceCents'>> = {},
) =>
  createActivity(handle.db, {
    bookingMode: 'term',
    ...fields,
    date: '2031-03-08',
    startTime: '10:00',
    endTime: '11:00',
    capacity: 10,
    spotsLeft: 7,
  });
const FIRST = session('2031-03-08', '10:00', '11:00', 10, 7);

/** The one-session program with two more: Mar 1 (6 places, 4 left) and Mar 15 (12, 9 left). */
async function threeSessions(fields: Parameters<typeof oneSession>[0] = {}) {
  const program = await oneSession(fields);
  const ids = {
    early: await addSession(program.id, session('2031-03-01', '09:00', '10:30', 6, 4)),
    late: await addSession(program.id, session('2031-03-15', '10:00', '11:00', 12, 9)),
  };
  return { id: program.id, ...ids };
}

describe('an activity written on its own is a program of one session', () => {
  it('gets its one session when inserted', async () => {
    const program = await oneSession();
    expect(await sessionsOf(program.id)).toEqual([FIRST]);
    expect(await summaryOf(program.id)).toEqual(FIRST);
  });

  it('sends a new date, times or places written on the activity to its session', async () => {
    const program = await oneSession();
    await handle.db
      .update(activities)
      .set({ date: '2031-04-05', startTime: '13:00', endTime: '14:30' })
      .where(eq(activities.id, program.id));
    await handle.db
      .update(activities)
      .set({ spotsLeft: sql`${activities.spotsLeft} - 2` })
      .where(eq(activities.id, program.id));
    const moved = session('2031-04-05', '13:00', '14:30', 10, 5);
    expect(await sessionsOf(program.id)).toEqual([moved]);
    expect(await summaryOf(program.id)).toEqual(moved);
  });

  it('takes its session from a catalogue import: new rows get one, updated rows move theirs', async () => {
    const existing = await oneSession();
    // The row as an import file gives it, without what the database writes itself.
    const {
      id: _id,
      createdAt: _at,
      searchVector: _v,
      searchText: _t,
      searchTerms: _s,
      ...fields
    } = existing;
    const [added] = await handle.db
      .insert(activities)
      .values([
        { ...fields, externalRef: `${fields.externalRef}-new`, date: '2031-06-01' },
        { ...fields, date: '2031-05-03', capacity: 12 },
      ])
      .onConflictDoUpdate({
        target: [activities.providerId, activities.externalRef],
        set: {
          date: sql`excluded.date`,
          capacity: sql`excluded.capacity`,
          // The places already taken stay taken (as the import does).
          spotsLeft: sql`excluded.capacity - (${activities.capacity} - ${activities.spotsLeft})`,
        },
      })
      .returning({ id: activities.id });

    expect(await sessionsOf(added?.id ?? 0)).toEqual([
      session('2031-06-01', '10:00', '11:00', 10, 7),
    ]);
    expect(await sessionsOf(existing.id)).toEqual([session('2031-05-03', '10:00', '11:00', 12, 9)]);
  });
});

describe("a program's sessions keep its summary", () => {
  it("moves the date and times to an earlier session; a term's places are its fewest", async () => {
    const { id } = await threeSessions();
    expect(await summaryOf(id)).toEqual(session('2031-03-01', '09:00', '10:30', 12, 4));
    expect(await sessionsOf(id)).toEqual([
      session('2031-03-01', '09:00', '10:30', 6, 4),
      FIRST,
      session('2031-03-15', '10:00', '11:00', 12, 9),
    ]);
  });

  it("follows a session's places as they are taken and given back", async () => {
    const single = await oneSession();
    await handle.db
      .update(activitySessions)
      .set({ spotsLeft: 3 })
      .where(eq(activitySessions.activityId, single.id));
    expect((await summaryOf(single.id))?.spotsLeft).toBe(3);

    const { id, late } = await threeSessions();
    await handle.db
      .update(activitySessions)
      .set({ spotsLeft: 1 })
      .where(eq(activitySessions.id, late));
    expect((await summaryOf(id))?.spotsLeft).toBe(1);
    await handle.db
      .update(activitySessions)
      .set({ spotsLeft: 12 })
      .where(eq(activitySessions.id, late));
    expect((await summaryOf(id))?.spotsLeft).toBe(4);
  });

  it('refreshes every program one statement touched', async () => {
    const a = await threeSessions();
    const b = await oneSession();
    await handle.db
      .update(activitySessions)
      .set({ spotsLeft: sql`${activitySessions.spotsLeft} - 3` })
      .where(inArray(activitySessions.activityId, [a.id, b.id]));
    expect((await summaryOf(a.id))?.spotsLeft).toBe(1);
    expect((await summaryOf(b.id))?.spotsLeft).toBe(4);
  });

  it('refreshes the summary when a session is deleted', async () => {
    const { id, early, late } = await threeSessions();
    await handle.db.delete(activitySessions).where(eq(activitySessions.id, early));
    expect(await summaryOf(id)).toEqual({ ...FIRST, capacity: 12 });
    await handle.db.delete(activitySessions).where(eq(activitySessions.id, late));
    expect(await summaryOf(id)).toEqual(FIRST);
  });

  it('says a program sold a date at a time has places while any date has', async () => {
    for (const fields of [{ bookingMode: 'drop_in' as const }, { dropInPriceCents: 3500 }]) {
      const { id, late } = await threeSessions(fields);
      expect((await summaryOf(id))?.spotsLeft).toBe(9);
      await handle.db
        .update(activitySessions)
        .set({ spotsLeft: 0 })
        .where(eq(activitySessions.activityId, id));
      await handle.db
        .update(activitySessions)
        .set({ spotsLeft: 1 })
        .where(eq(activitySessions.id, late));
      expect((await summaryOf(id))?.spotsLeft).toBe(1);
    }
  });

  it("says a camp week without single days has the best week's fewest places", async () => {
    // Mon Mar 3 – Wed Mar 5 (4, 2 and 5 left), and Mon Mar 10 – Tue Mar 11 (3 and 6 left).
    const camp = await createActivity(handle.db, {
      bookingMode: 'camp_week',
      date: '2031-03-03',
      startTime: '09:00',
      endTime: '15:00',
      capacity: 8,
      spotsLeft: 4,
    });
    for (const [date, left] of [
      ['2031-03-04', 2],
      ['2031-03-05', 5],
      ['2031-03-10', 3],
      ['2031-03-11', 6],
    ] as const) {
      await addSession(camp.id, session(date, '09:00', '15:00', 8, left));
    }
    expect((await summaryOf(camp.id))?.spotsLeft).toBe(3);
  });

  it('leaves the sessions alone when the activity of several sessions is written', async () => {
    const { id } = await threeSessions();
    const sessions = await sessionsOf(id);
    await handle.db.update(activities).set({ title: 'Spring term' }).where(eq(activities.id, id));
    expect(await sessionsOf(id)).toEqual(sessions);
    // Its summary is not a session's to send down: several sessions are written one by one.
    await handle.db.update(activities).set({ spotsLeft: 2 }).where(eq(activities.id, id));
    expect(await sessionsOf(id)).toEqual(sessions);
  });

  // PGlite is one connection: statements never run side by side there.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps the smallest places left when two sessions of a program are booked at once',
    async () => {
      const { id, early, late } = await threeSessions();
      const firstWrote = promised();
      const firstMayCommit = promised();
      // Places taken in the late session (9 → 2 left, now the fewest), not yet committed…
      const first = handle.db.transaction(async (tx) => {
        await tx
          .update(activitySessions)
          .set({ spotsLeft: 2 })
          .where(eq(activitySessions.id, late));
        firstWrote.resolve();
        await firstMayCommit.promise;
      });
      try {
        await Promise.race([firstWrote.promise, first]);
        // …while one is taken in the early session (4 → 3): it waits for the program's row.
        const second = handle.db
          .update(activitySessions)
          .set({ spotsLeft: 3 })
          .where(eq(activitySessions.id, early))
          .execute();
        await waitUntilAStatementWaitsForALock();
        firstMayCommit.resolve();
        await Promise.all([first, second]);
      } finally {
        firstMayCommit.resolve();
        await first;
      }

      expect((await summaryOf(id))?.spotsLeft).toBe(2);
    },
  );
});

function promised() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function waitUntilAStatementWaitsForALock() {
  for (let tries = 0; tries < 250; tries++) {
    const [row] = await handle.db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if ((row?.waiting ?? 0) > 0) return;
    await new Promise((wake) => setTimeout(wake, 20));
  }
  throw new Error('no statement waited for a lock');
}
