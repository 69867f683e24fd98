import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { activities, bookingParticipants, bookings, providers } from '../../src/server/db/schema';
// The bench funds wallets the way the app does: through the ledger.
import { creditWallet } from '../../src/server/lib/wallet-ledger';
import { addDays, localIsoDate } from '../../src/shared/iso-date';
import {
  OVERLOAD_RETRIES,
  OVERLOADED_CODE,
  overloadRetryDelayMs,
} from '../../src/shared/overload-retry';
import { formatTable, passFail, writeResult } from './results';
import { signUpBenchParent } from './bench-parent';
import { scratchPglite, scratchPostgres, type ScratchDatabase } from './scratch-database';
import { startBenchServer, type BenchServer } from './server';
import { sqlRows } from './sql-rows';
import { burstFloor } from './burst-floor';
import { processCpuMs } from './process-cpu';
import { percentile, round1 } from './stats';

/** Its own port, clear of the other benches (3330, 3331, 3340) and the dev servers. */
const BOOKING_PORT = 3332;
/** Further instances of the rush: 3361 and up, clear of the registration bench's 3350s. */
const MORE_INSTANCES_PORT = 3360;
const ORIGIN = `http://localhost:${BOOKING_PORT}`;
const PRICE_CENTS = 2500;

export type BookingRushOptions = {
  /** Parents who all try to book the same activity at the same moment. */
  parents: number;
  /** Spots on each activity. */
  capacity: number;
  /** Rushes, each on a fresh activity, by the same parents. */
  rounds: number;
  /** App instances over the one database, the parents shared among them (several: PostgreSQL). */
  instances: number;
  postgresUrl?: string;
};

export type BookingRound = {
  round: number;
  /** One booking per parent. */
  requests: number;
  /** Parents whose first try was answered 503 overloaded, and so tried again. */
  retried: number;
  /** Requests sent, the tries again included. */
  sent: number;
  created: number;
  full: number;
  other: Record<string, number>;
  wallSeconds: number;
  requestsPerSecond: number;
  bookingsPerSecond: number;
  p50: number;
  p95: number;
  max: number;
  confirmedParticipants: number;
  spotsLeft: number;
  /** The app's CPU over the round (all instances), per request sent: what one answer costs. */
  cpuMsPerRequest: number;
};

export type BookingRushResult = {
  node: string;
  machine: { cpus: number; loadBefore: number[]; loadAfter: number[] };
  database: string;
  databaseVersion: string;
  parents: number;
  capacity: number;
  instances: number;
  rounds: BookingRound[];
  p95: number;
  /** The same burst against a server that does no work (burst-floor.ts), per round. */
  bareServerP95: number[];
  bookingsPerSecond: number;
  checks: {
    /** Every round booked min(parents, capacity): no place left unsold while parents were refused. */
    everyRoundFilled: boolean;
    /** Every request answered 201 or 409 activity_full: no 5xx, no other refusal. */
    noFailedRequests: boolean;
    neverOverCapacity: boolean;
    spotsAgreeWithParticipants: boolean;
    noNegativeWallet: boolean;
    ledgerMatchesBalances: boolean;
  };
  ok: boolean;
};

/**
 * The booking rush: N signed-in parents with funded wallets book the same activity at the same
 * instant over HTTP, a few rounds; then the database is checked: never more participants than
 * capacity, spots_left agreeing with them, no wallet below zero, every balance its ledger's sum.
 */
export async function runBookingRush(options: BookingRushOptions): Promise<BookingRushResult> {
  const loadBefore = os.loadavg().map(round1);
  const scratch = options.postgresUrl
    ? await scratchPostgres(options.postgresUrl)
    : scratchPglite(pgliteVersion());
  try {
    let handle = await scratch.open();
    const databaseVersion = await scratch.version(handle);
    const activityIds = await createActivities(handle, options);
    await handle.close();

    const server = await startServer(scratch);
    let family: Family[];
    try {
      console.log(`  signing up ${options.parents} parents with a kid each…`);
      family = await signUpParents(server, options.parents);
    } finally {
      await server.stop();
    }
    // PGlite is one process's folder: fund the wallets while the server is down.
    handle = await scratch.open();
    await fundWallets(handle, family, options.rounds * PRICE_CENTS);
    await handle.close();

    const servers: BenchServer[] = [];
    for (let i = 0; i < options.instances; i++) servers.push(await startServer(scratch, i));
    const rounds: BookingRound[] = [];
    try {
      for (const [i, activityId] of activityIds.entries()) {
        rounds.push(await rush(servers, family, activityId, i + 1));
      }
    } finally {
      for (const s of servers) await s.stop();
    }
    const sample = { activityId: activityIds[0], kidIds: [family[0]?.kidId], idempotencyKey: '' };
    const bareServerP95 = await burstFloor((url) => post(url, sample, family[0]?.cookie), {
      requests: options.parents,
      rounds: options.rounds,
    });

    handle = await scratch.open();
    const expected = Math.min(options.parents, options.capacity);
    let checks: BookingRushResult['checks'];
    try {
      checks = {
        everyRoundFilled: rounds.every((r) => r.created === expected),
        noFailedRequests: rounds.every((r) => Object.keys(r.other).length === 0),
        ...(await checkInvariants(handle, activityIds, options.capacity)),
      };
      for (const [i, activityId] of activityIds.entries()) {
        const state = await activityState(handle, activityId);
        Object.assign(rounds[i] ?? {}, state);
      }
    } finally {
      await handle.close();
    }

    const latencies = rounds.map((r) => r.p95);
    const created = rounds.reduce((n, r) => n + r.created, 0);
    const wall = rounds.reduce((s, r) => s + r.wallSeconds, 0);
    const result: BookingRushResult = {
      node: process.version,
      machine: { cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg().map(round1) },
      database: scratch.kind,
      databaseVersion,
      parents: options.parents,
      capacity: options.capacity,
      instances: options.instances,
      rounds,
      p95: Math.max(...latencies),
      bareServerP95,
      bookingsPerSecond: round1(created / wall),
      checks,
      ok: Object.values(checks).every(Boolean),
    };
    printBookingRush(result);
    console.log(`→ ${writeResult('booking.json', result)}`);
    return result;
  } finally {
    await scratch.drop();
  }
}

type Family = { userId: string; cookie: string; kidId: string };

/** The first instance on BOOKING_PORT, the others on their own ports; all trust ORIGIN. */
function startServer(scratch: ScratchDatabase, index = 0) {
  return startBenchServer({
    port: index === 0 ? BOOKING_PORT : MORE_INSTANCES_PORT + index,
    dataDir: scratch.dataDir,
    env: {
      ...scratch.serverEnv,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'error',
      APP_URL: ORIGIN,
      // Every parent signs up from this one machine.
      AUTH_RATE_LIMIT: '1000000',
    },
  });
}

async function createActivities(handle: DatabaseHandle, options: BookingRushOptions) {
  const [provider] = await handle.db
    .insert(providers)
    .values({ slug: `bench-${randomUUID()}`, name: 'Bench Music School' })
    .returning({ id: providers.id });
  if (!provider) throw new Error('provider not inserted');
  const ids: number[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    const [row] = await handle.db
      .insert(activities)
      .values({
        providerId: provider.id,
        externalRef: `bench-rush-${round}`,
        title: `Rush class ${round}`,
        type: 'Music',
        locationName: 'Bench Hall',
        address: '1 Bench Street',
        lat: 43.65,
        lng: -79.38,
        imageUrl: '/images/activities/music-1.svg',
        priceCents: PRICE_CENTS,
        date: addDays(localIsoDate(), 14),
        startTime: '10:00',
        endTime: '11:00',
        ageMin: 3,
        ageMax: 12,
        capacity: options.capacity,
        spotsLeft: options.capacity,
      })
      .returning({ id: activities.id });
    if (!row) throw new Error('activity not inserted');
    ids.push(row.id);
  }
  return ids;
}

/** Node's fetch opens as many sockets to one origin as there are requests, like many browsers. */
function post(url: string, body: unknown, cookie?: string) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Sign-ups (each hashes a password) eight at a time, then a kid each. */
async function signUpParents(server: BenchServer, count: number) {
  const family: Family[] = [];
  const stamp = Date.now();
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, async (_, j) => {
      const { userId, cookie } = await signUpBenchParent(
        server.url,
        `rush${i + j}.${stamp}@example.com`,
      );
      const kidRes = await post(
        `${server.url}/api/kids`,
        { name: `Kid ${i + j}`, birthDate: `${new Date().getFullYear() - 7}-01-15` },
        cookie,
      );
      if (kidRes.status !== 201) throw new Error(`adding a kid answered ${kidRes.status}`);
      const kid = (await kidRes.json()) as { id: string };
      return { userId, cookie, kidId: kid.id };
    });
    family.push(...(await Promise.all(batch)));
  }
  return family;
}

async function fundWallets(handle: DatabaseHandle, family: Family[], amountCents: number) {
  for (const parent of family) {
    await handle.db.transaction((tx) =>
      creditWallet(tx, parent.userId, {
        type: 'deposit',
        amountCents,
        description: 'Bench deposit',
      }),
    );
  }
}

type Answer = { status: number; code: string | undefined; ms: number; tries: number };

/**
 * One parent's booking as the web app sends it (src/web/lib/api-client.ts): a 503 `overloaded`
 * was refused before any work, so the same request goes again after Retry-After, a few times.
 * The time is the parent's: from the tap to the answer they are shown.
 */
async function bookLikeTheApp(url: string, parent: Family, activityId: number): Promise<Answer> {
  const body = {
    activityId,
    kidIds: [parent.kidId],
    payment: { method: 'wallet' },
    idempotencyKey: randomUUID(),
  };
  const t0 = performance.now();
  for (let tries = 1; ; tries++) {
    try {
      const res = await post(url, body, parent.cookie);
      // A 5xx may not be JSON: it still counts, as a failure, rather than ending the run.
      const answer = (await res.json().catch(() => ({}))) as { error?: { code: string } };
      const code = answer.error?.code;
      if (res.status === 503 && code === OVERLOADED_CODE && tries <= OVERLOAD_RETRIES) {
        const retryAfter = res.headers.get('retry-after');
        await sleep(overloadRetryDelayMs(retryAfter, Math.random()));
        continue;
      }
      return { status: res.status, code, ms: performance.now() - t0, tries };
    } catch {
      return { status: 0, code: 'no_answer', ms: performance.now() - t0, tries };
    }
  }
}

/** Every parent books the activity at the same instant; latency per parent, wall time overall. */
async function rush(
  servers: BenchServer[],
  family: Family[],
  activityId: number,
  round: number,
): Promise<BookingRound> {
  const started = performance.now();
  const cpuBefore = servers.reduce((n, s) => n + processCpuMs(s.pid), 0);
  const answers = await Promise.all(
    family.map((parent, i) =>
      bookLikeTheApp(`${servers[i % servers.length]?.url}/api/bookings`, parent, activityId),
    ),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const sent = answers.reduce((n, a) => n + a.tries, 0);
  const cpuMsPerRequest = round1(
    (servers.reduce((n, s) => n + processCpuMs(s.pid), 0) - cpuBefore) / sent,
  );
  const created = answers.filter((a) => a.status === 201).length;
  const full = answers.filter((a) => a.code === 'activity_full').length;
  const other: Record<string, number> = {};
  for (const a of answers) {
    if (a.status === 201 || a.code === 'activity_full') continue;
    const key = `${a.status} ${a.code ?? ''}`.trim();
    other[key] = (other[key] ?? 0) + 1;
  }
  const ms = answers.map((a) => a.ms);
  console.log(
    `  round ${round}: ${created} × 201, ${full} × 409 activity_full` +
      `${Object.keys(other).length ? `, other ${JSON.stringify(other)}` : ''} in ${round1(wallSeconds)} s`,
  );
  return {
    round,
    requests: answers.length,
    retried: answers.filter((a) => a.tries > 1).length,
    sent,
    created,
    full,
    other,
    wallSeconds: round1(wallSeconds),
    requestsPerSecond: round1(sent / wallSeconds),
    bookingsPerSecond: round1(created / wallSeconds),
    p50: round1(percentile(ms, 50)),
    p95: round1(percentile(ms, 95)),
    max: round1(Math.max(...ms)),
    confirmedParticipants: 0,
    spotsLeft: 0,
    cpuMsPerRequest,
  };
}

async function activityState(handle: DatabaseHandle, activityId: number) {
  const [participants] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .where(
      and(
        eq(bookingParticipants.activityId, activityId),
        eq(bookingParticipants.active, true),
        eq(bookings.status, 'confirmed'),
      ),
    );
  const [activity] = await handle.db
    .select({ spotsLeft: activities.spotsLeft })
    .from(activities)
    .where(eq(activities.id, activityId));
  return { confirmedParticipants: participants?.n ?? 0, spotsLeft: activity?.spotsLeft ?? -1 };
}

async function checkInvariants(handle: DatabaseHandle, activityIds: number[], capacity: number) {
  let neverOverCapacity = true;
  let spotsAgreeWithParticipants = true;
  for (const id of activityIds) {
    const state = await activityState(handle, id);
    if (state.confirmedParticipants > capacity) neverOverCapacity = false;
    if (state.spotsLeft !== capacity - state.confirmedParticipants) {
      spotsAgreeWithParticipants = false;
    }
  }
  const [negative] = await sqlRows<{ n: number | string }>(
    handle.db,
    sql`select count(*) as n from wallets where balance_cents < 0`,
  );
  const [mismatched] = await sqlRows<{ n: number | string }>(
    handle.db,
    sql`select count(*) as n from wallets w
        where w.balance_cents <> coalesce(
          (select sum(t.amount_cents) from wallet_transactions t where t.user_id = w.user_id), 0)`,
  );
  return {
    neverOverCapacity,
    spotsAgreeWithParticipants,
    noNegativeWallet: Number(negative?.n ?? 1) === 0,
    ledgerMatchesBalances: Number(mismatched?.n ?? 1) === 0,
  };
}

export function printBookingRush(result: BookingRushResult) {
  console.log(
    `\nBooking rush on ${result.databaseVersion}: ${result.parents} parents, ` +
      `${result.capacity} spots per activity, ${result.instances} app instance(s); a parent's ` +
      'time runs from the tap to the answer shown, tries after a 503 overloaded included',
  );
  console.log(
    formatTable(
      [
        'round',
        '201',
        '409 full',
        'other',
        'tried again',
        'sent',
        'wall s',
        'req/s',
        'bookings/s',
        'p50 ms',
        'p95 ms',
        'max ms',
        'confirmed',
        'spots left',
        'CPU ms/req',
      ],
      result.rounds.map((r) => [
        String(r.round),
        String(r.created),
        String(r.full),
        String(Object.values(r.other).reduce((a, b) => a + b, 0)),
        String(r.retried),
        String(r.sent),
        String(r.wallSeconds),
        String(r.requestsPerSecond),
        String(r.bookingsPerSecond),
        String(r.p50),
        String(r.p95),
        String(r.max),
        String(r.confirmedParticipants),
        String(r.spotsLeft),
        String(r.cpuMsPerRequest),
      ]),
    ),
  );
  console.log(
    `  The same burst of ${result.parents} against a bare Node server (no work): p95 ` +
      `${result.bareServerP95.join(' · ')} ms. The app cannot answer faster than that here.`,
  );
  const c = result.checks;
  const expected = Math.min(result.parents, result.capacity);
  console.log(`  ${passFail(c.everyRoundFilled)}  every round booked ${expected} (201)`);
  console.log(`  ${passFail(c.noFailedRequests)}  no 5xx or other failure, only 201 or 409 full`);
  console.log(`  ${passFail(c.neverOverCapacity)}  confirmed participants never exceed capacity`);
  console.log(`  ${passFail(c.spotsAgreeWithParticipants)}  spots_left = capacity − participants`);
  console.log(`  ${passFail(c.noNegativeWallet)}  no wallet below zero`);
  console.log(`  ${passFail(c.ledgerMatchesBalances)}  every balance equals its ledger's sum`);
}

function pgliteVersion(): string {
  const pkg = JSON.parse(
    fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8'),
  ) as { version: string };
  return pkg.version;
}
