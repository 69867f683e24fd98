import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import { ADMISSION_TICK_MS, DEFAULT_ADMIT_PER_MINUTE } from '../../src/shared/registration-line';
import { processCpuMs } from './process-cpu';
import {
  BENCH_AUTH_SECRET,
  createFamilies,
  createPrograms,
  type LineFamily,
} from './registration-families';
import { passFail, writeResult } from './results';
import { scratchPostgres, type ScratchDatabase } from './scratch-database';
import { startBenchServer, type BenchServer } from './server';
import { sqlRows } from './sql-rows';
import { percentile, round1 } from './stats';

/** Issue 33's budgets: a waiting-room request, and the rush without a line. */
export const REGISTRATION_BUDGET = { lineP95Ms: 200 };
/** The instances' own ports, clear of the other benches. */
const FIRST_PORT = 3350;
/** Families join over the two minutes before the opening (the real window is 15 minutes). */
const JOIN_SECONDS = 120;
/** Pages read their drawn place over this long after the opening (use-registration's spread). */
const DRAWN_READ_SECONDS = 60;

export type RegistrationBenchOptions = {
  families: number;
  places: number;
  programs: number;
  instances: number;
};

type Timed = { ms: number; status: number; code?: string };

export type RegistrationBenchResult = {
  database: string;
  machine: { cpus: number; loadBefore: number[]; loadAfter: number[] };
  options: RegistrationBenchOptions & { admitPerMinute: number };
  line: {
    joins: Summary;
    drawnReads: Summary;
    /** The reads' p95 in each slice of READ_SLICE_SECONDS after the opening: where the tail is. */
    drawnReadsBySlice: { fromSecond: number; count: number; p95: number }[];
    payments: Summary;
    /** From the opening until every family had its answer. */
    decidedSeconds: number;
    /** Families let in per minute, from the first let in to the last. */
    admittedPerMinute: number;
    outcomes: Record<string, number>;
    /** Instances' CPU over the whole registration, per family. */
    cpuMsPerFamily: number;
  };
  withoutLine: { requests: Summary; booked: number; cpuMsPerFamily: number };
  checks: {
    neverOverCapacity: boolean;
    everyFamilyAnswered: boolean;
    everyPlaceSold: boolean;
    lineWithinBudget: boolean;
  };
};

type Summary = {
  count: number;
  p50: number;
  p95: number;
  max: number;
  statuses: Record<string, number>;
};

/** The reads are told apart by when they were sent, in slices this long. */
const READ_SLICE_SECONDS = 10;

function bySlice(reads: (Timed & { sentAt: number })[]) {
  const slices = new Map<number, number[]>();
  for (const r of reads) {
    const from = Math.floor(r.sentAt / 1000 / READ_SLICE_SECONDS) * READ_SLICE_SECONDS;
    const slice = slices.get(from) ?? [];
    slice.push(r.ms);
    slices.set(from, slice);
  }
  return [...slices]
    .sort((a, b) => a[0] - b[0])
    .map(([fromSecond, ms]) => ({ fromSecond, count: ms.length, p95: round1(percentile(ms, 95)) }));
}

function summary(timed: Timed[]): Summary {
  const ms = timed.map((t) => t.ms);
  const statuses: Record<string, number> = {};
  for (const t of timed) {
    const key = `${t.status}${t.code ? ` ${t.code}` : ''}`;
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  return {
    count: timed.length,
    p50: round1(percentile(ms, 50)),
    p95: round1(percentile(ms, 95)),
    max: round1(Math.max(0, ...ms)),
    statuses,
  };
}

/**
 * Registration day (decision 062): `families` families, signed in, join the lines of `programs`
 * programs sharing `places` places in the half minute before they open, on `instances` app
 * instances over one PostgreSQL. After the opening each page reads its drawn place once (spread
 * over 10 s, as the app's pages do), and each family let in pays at once (the bench learns of its
 * turn from the database, standing in for the event its page gets). Then the same families rush
 * the same places with no line, for comparison.
 */
export async function runRegistrationBench(
  postgresUrl: string,
  options: RegistrationBenchOptions,
): Promise<RegistrationBenchResult> {
  const loadBefore = os.loadavg().map(round1);
  const db = await scratchPostgres(postgresUrl);
  const handle = await db.open();
  const servers: BenchServer[] = [];
  try {
    const database = await db.version(handle);
    console.log(`  writing ${options.families} signed-in families…`);
    const lined = await createPrograms(handle, options.programs, options.places);
    const rushed = await createPrograms(handle, options.programs, options.places);
    const families = await createFamilies(handle, options.families, lined);
    for (let i = 0; i < options.instances; i++) servers.push(await startInstance(db, i));

    const line = await withLine(handle, servers, families, lined);
    const withoutLine = await rush(handle, servers, families, rushed);
    const capacity = Math.floor(options.places / options.programs);
    const oversold = await sqlRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from activities where spots_left < 0 or spots_left > capacity`,
    );
    const sold = await sqlRows<{ n: number }>(
      handle.db,
      sql`select coalesce(sum(capacity - spots_left), 0)::int as n from activities
        where id in ${sql.raw(`(${lined.join(',')})`)}`,
    );
    const answered = (line.outcomes.booked ?? 0) + (line.outcomes.waitlisted ?? 0);
    const result: RegistrationBenchResult = {
      database,
      machine: { cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg().map(round1) },
      options: { ...options, admitPerMinute: DEFAULT_ADMIT_PER_MINUTE },
      line,
      withoutLine,
      checks: {
        neverOverCapacity: (oversold[0]?.n ?? 1) === 0,
        everyFamilyAnswered: answered === options.families,
        everyPlaceSold: (sold[0]?.n ?? 0) === capacity * options.programs,
        lineWithinBudget:
          line.joins.p95 <= REGISTRATION_BUDGET.lineP95Ms &&
          line.drawnReads.p95 <= REGISTRATION_BUDGET.lineP95Ms,
      },
    };
    printRegistration(result);
    console.log(`→ ${writeResult('registration.json', result)}`);
    return result;
  } finally {
    for (const server of servers) await server.stop();
    await handle.close();
    await db.drop();
  }
}

function startInstance(db: ScratchDatabase, index: number) {
  const port = FIRST_PORT + index;
  return startBenchServer({
    port,
    dataDir: db.dataDir,
    env: {
      ...db.serverEnv,
      AUTH_SECRET: BENCH_AUTH_SECRET,
      APP_URL: `http://localhost:${port}`,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'error',
    },
  });
}

const cpuOf = (servers: BenchServer[]) => servers.reduce((n, s) => n + processCpuMs(s.pid), 0);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/**
 * One request as the app's page makes it; with `retry`, a 503 (the server too busy, Retry-After: 1)
 * is sent again a second later, up to five times, and timed from the first try.
 */
async function call(
  server: BenchServer,
  family: LineFamily,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  { retry = true }: { retry?: boolean } = {},
): Promise<Timed> {
  const t0 = performance.now();
  for (let attempt = 1; ; attempt++) {
    const answer = await callOnce(server, family, method, path, body);
    if (!retry || answer.status !== 503 || attempt === 5) {
      return { ...answer, ms: performance.now() - t0 };
    }
    await sleep(1000);
  }
}

async function callOnce(
  server: BenchServer,
  family: LineFamily,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Timed> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        cookie: family.cookie,
        origin: server.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
    return { ms: performance.now() - t0, status: res.status, code: json.error?.code };
  } catch {
    return { ms: performance.now() - t0, status: 0, code: 'no_answer' };
  }
}

/** Each family at its moment in [start, start + seconds), on its instance. */
function spread<T>(
  families: LineFamily[],
  servers: BenchServer[],
  seconds: number,
  act: (server: BenchServer, family: LineFamily) => Promise<T>,
): Promise<T[]> {
  const start = performance.now();
  return Promise.all(
    families.map(async (family, i) => {
      await sleep(start + (i / families.length) * seconds * 1000 - performance.now());
      return act(servers[i % servers.length] as BenchServer, family);
    }),
  );
}

async function withLine(
  handle: DatabaseHandle,
  servers: BenchServer[],
  families: LineFamily[],
  programIds: number[],
) {
  const opensAt = new Date(Date.now() + (JOIN_SECONDS + 5) * 1000);
  await handle.db
    .update(activities)
    .set({ registrationOpensAt: opensAt })
    .where(inArray(activities.id, programIds));
  const cpuBefore = cpuOf(servers);
  console.log(`  ${families.length} families join the lines over ${JOIN_SECONDS} s…`);
  const joins = await spread(families, servers, JOIN_SECONDS, (server, f) =>
    call(server, f, 'POST', `/api/registration/${f.activityId}/line`, { kidIds: [f.kidId] }),
  );
  await sleep(opensAt.getTime() - Date.now());
  console.log(
    `  the lines open (${opensAt.toISOString()}): pages read their places, families let in pay…`,
  );
  const byUser = new Map(
    families.map((f, i) => [f.userId, { f, server: servers[i % servers.length] as BenchServer }]),
  );
  const paying = payAsLetIn(handle, byUser);
  const drawnReads = await spread(families, servers, DRAWN_READ_SECONDS, async (server, f) => {
    const sent = Date.now();
    const answer = await call(server, f, 'GET', `/api/registration/${f.activityId}`);
    return { ...answer, sentAt: sent - opensAt.getTime() };
  });
  const { payments, decidedAt } = await paying;
  const decidedSeconds = round1((decidedAt - opensAt.getTime()) / 1000);
  const cpuMs = cpuOf(servers) - cpuBefore;
  const outcomes = await lineOutcomes(handle, programIds);
  return {
    joins: summary(joins),
    drawnReads: summary(drawnReads),
    drawnReadsBySlice: bySlice(drawnReads),
    payments: summary(payments),
    decidedSeconds,
    admittedPerMinute: await admittedPerMinute(handle, programIds),
    outcomes,
    cpuMsPerFamily: round1(cpuMs / families.length),
  };
}

/**
 * Every half second: the families let in since (from the database, as their page's event would
 * tell them) pay for their held places under their entry's id. Ends once nobody waits and every
 * family let in has paid or failed to, or after five minutes.
 */
async function payAsLetIn(
  handle: DatabaseHandle,
  byUser: Map<string, { f: LineFamily; server: BenchServer }>,
) {
  const paid = new Set<string>();
  const payments: Promise<Timed>[] = [];
  const deadline = Date.now() + 300_000;
  for (;;) {
    const rows = await sqlRows<{ id: string; user_id: string; waiting: number }>(
      handle.db,
      sql`select e.id, e.user_id, (select count(*)::int from registration_entries w
            where w.state = 'waiting') as waiting
          from registration_entries e join bookings b on b.id = e.booking_id
          where e.state = 'admitted' and b.status = 'held'`,
    );
    const fresh = rows.filter((r) => !paid.has(r.id));
    for (const row of fresh) {
      paid.add(row.id);
      const who = byUser.get(row.user_id);
      if (!who) continue;
      payments.push(
        call(who.server, who.f, 'POST', '/api/bookings', {
          activityId: who.f.activityId,
          kidIds: [who.f.kidId],
          payment: { method: 'wallet' },
          idempotencyKey: row.id,
        }),
      );
    }
    const [left] = await sqlRows<{ waiting: number }>(
      handle.db,
      sql`select count(*)::int as waiting from registration_entries where state = 'waiting'`,
    );
    // Nobody waits and every family let in has been seen: the rest is their payments.
    if ((left?.waiting ?? 0) === 0 && fresh.length === 0) break;
    if (Date.now() > deadline) break;
    await sleep(500);
  }
  const done = await Promise.all(payments);
  return { payments: done, decidedAt: Date.now() };
}

async function lineOutcomes(handle: DatabaseHandle, programIds: number[]) {
  const rows = await sqlRows<{ state: string; n: number }>(
    handle.db,
    sql`select case when e.state <> 'admitted' then e.state
          when b.status = 'confirmed' then 'booked' when b.status = 'held' then 'admitted'
          else 'timed_out' end as state, count(*)::int as n
        from registration_entries e left join bookings b on b.id = e.booking_id
        where e.activity_id in ${sql.raw(`(${programIds.join(',')})`)}
        group by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

async function admittedPerMinute(handle: DatabaseHandle, programIds: number[]) {
  const [row] = await sqlRows<{ n: number; seconds: number | null }>(
    handle.db,
    sql`select count(*)::int as n,
          extract(epoch from max(admitted_at) - min(admitted_at))::float8 as seconds
        from registration_entries
        where admitted_at is not null and activity_id in ${sql.raw(`(${programIds.join(',')})`)}`,
  );
  if (!row?.n) return 0;
  // n families over the ticks from the first to the last, each tick a second.
  return round1((row.n / ((row.seconds ?? 0) + ADMISSION_TICK_MS / 1000)) * 60);
}

/** The same families book the same places at the same moment, with no line. */
async function rush(
  handle: DatabaseHandle,
  servers: BenchServer[],
  families: LineFamily[],
  programIds: number[],
) {
  console.log(`  for comparison: ${families.length} families book at once, with no line…`);
  const cpuBefore = cpuOf(servers);
  const requests = await Promise.all(
    families.map((f, i) =>
      call(
        servers[i % servers.length] as BenchServer,
        f,
        'POST',
        '/api/bookings',
        {
          activityId: programIds[i % programIds.length],
          kidIds: [f.kidId],
          payment: { method: 'wallet' },
          idempotencyKey: randomUUID(),
        },
        // What the crowd gets, as it comes: a 503 is a family with no answer.
        { retry: false },
      ),
    ),
  );
  const cpuMs = cpuOf(servers) - cpuBefore;
  const [row] = await sqlRows<{ n: number }>(
    handle.db,
    sql`select coalesce(sum(capacity - spots_left), 0)::int as n from activities
      where id in ${sql.raw(`(${programIds.join(',')})`)}`,
  );
  return {
    requests: summary(requests),
    booked: row?.n ?? 0,
    cpuMsPerFamily: round1(cpuMs / families.length),
  };
}

const statuses = (s: Summary) =>
  Object.entries(s.statuses)
    .map(([k, n]) => `${n} × ${k}`)
    .join(', ');

export function printRegistration(r: RegistrationBenchResult) {
  const { line, withoutLine: w, options: o } = r;
  console.log(
    `  ${o.families} families, ${o.places} places in ${o.programs} programs, ${o.instances} ` +
      `instance(s) on ${r.database}, ${o.admitPerMinute} let in a minute across the lines; load ` +
      `${r.machine.loadBefore.join(' ')} → ${r.machine.loadAfter.join(' ')} on ${r.machine.cpus} cores`,
  );
  console.log(
    `  joining: p50 ${line.joins.p50} ms, p95 ${line.joins.p95} ms (${statuses(line.joins)})\n` +
      `  reading the drawn place: p50 ${line.drawnReads.p50} ms, p95 ${line.drawnReads.p95} ms ` +
      `(${statuses(line.drawnReads)})\n` +
      `    p95 by when sent: ${line.drawnReadsBySlice
        .map((b) => `${b.fromSecond}–${b.fromSecond + READ_SLICE_SECONDS} s ${b.p95} ms`)
        .join(', ')}\n` +
      `  paying when let in: p50 ${line.payments.p50} ms, p95 ${line.payments.p95} ms ` +
      `(${statuses(line.payments)})\n` +
      `  every family answered ${line.decidedSeconds} s after the opening: ` +
      `${JSON.stringify(line.outcomes)}; let in at ${line.admittedPerMinute} a minute; ` +
      `${line.cpuMsPerFamily} ms of instance CPU per family`,
  );
  console.log(
    `  without a line: p50 ${w.requests.p50} ms, p95 ${w.requests.p95} ms, max ` +
      `${w.requests.max} ms (${statuses(w.requests)}); ${w.booked} booked; ` +
      `${w.cpuMsPerFamily} ms of instance CPU per family`,
  );
  console.log(
    `  ${passFail(r.checks.neverOverCapacity)}  never over capacity\n` +
      `  ${passFail(r.checks.everyFamilyAnswered)}  every family booked or on the waitlist\n` +
      `  ${passFail(r.checks.everyPlaceSold)}  every place sold through the line\n` +
      `  ${passFail(r.checks.lineWithinBudget)}  waiting-room requests p95 ≤ ${REGISTRATION_BUDGET.lineP95Ms} ms`,
  );
}
