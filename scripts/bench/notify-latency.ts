import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { createActivity } from '../../tests/factories/activities';
import { readSse } from '../../tests/sse-reader';
// The bench funds the wallet the way the app does: through the ledger.
import { creditWallet } from '../../src/server/lib/wallet-ledger';
import { signUpBenchParent } from './bench-parent';
import { passFail, writeResult } from './results';
import { scratchPostgres } from './scratch-database';
import { startBenchServer, type BenchServer } from './server';
import { percentile, round1 } from './stats';

/** DESIGN.md: a notification shows in an open app ≤ 1 s after its cause. */
export const NOTIFY_BUDGET_MS = 1000;
/** Its own port, clear of the other benches (3330–3332, 3333 and up for reminders, 3340). */
const PORT = 3339;
const PRICE_CENTS = 2500;

export type NotifyLatencyResult = {
  database: string;
  machine: { cpus: number; loadBefore: number[]; loadAfter: number[] };
  bookings: number;
  /** From the booking request's start to its 'notification' event on the open stream. */
  latencyMs: { p50: number; p95: number; max: number };
  /** The booking request alone, to its 201. */
  bookingMs: { p50: number; p95: number };
  /** The events' notifications are the parent's newest, one per booking. */
  eventsMatchNotifications: boolean;
  withinBudget: boolean;
};

/**
 * A signed-in parent keeps the app open (GET /api/network/events, as the web app's EventSource)
 * and books `bookings` activities one after another from the wallet; each booking's 'notification'
 * event is timed from the start of its request. One instance on PostgreSQL.
 */
export async function runNotifyLatencyBench(
  postgresUrl: string,
  bookings: number,
): Promise<NotifyLatencyResult> {
  const loadBefore = os.loadavg().map(round1);
  const db = await scratchPostgres(postgresUrl);
  let server: BenchServer | undefined;
  let closeStream: (() => Promise<void>) | undefined;
  try {
    const handle = await db.open();
    const database = await db.version(handle);
    const activityIds: number[] = [];
    for (let i = 0; i < bookings; i++) {
      activityIds.push((await createActivity(handle.db, { title: `Latency class ${i}` })).id);
    }
    server = await startBenchServer({
      port: PORT,
      dataDir: db.dataDir,
      env: {
        ...db.serverEnv,
        DEMO_SEED: 'false',
        LOG_LEVEL: 'error',
        APP_URL: `http://localhost:${PORT}`,
      },
    });
    const { url } = server;
    const parent = await signUpBenchParent(url, `latency.${Date.now()}@example.com`);
    const kid = (await (
      await post(url, '/api/kids', { name: 'Ada', birthDate: '2019-05-01' }, parent.cookie)
    ).json()) as { id: string };
    await handle.db.transaction((tx) =>
      creditWallet(tx, parent.userId, {
        type: 'deposit',
        amountCents: bookings * PRICE_CENTS,
        description: 'Bench deposit',
      }),
    );
    await handle.close();

    const res = await fetch(`${url}/api/network/events`, {
      headers: { accept: 'text/event-stream', cookie: parent.cookie },
    });
    if (res.status !== 200) throw new Error(`event stream answered ${res.status}`);
    const stream = readSse(res);
    closeStream = stream.close;
    if ((await stream.next(5000)).event !== 'ready') throw new Error('the stream did not start');

    const samples: { latency: number; booking: number; id: number }[] = [];
    for (const activityId of activityIds) {
      const started = performance.now();
      const booked = post(
        url,
        '/api/bookings',
        {
          activityId,
          kidIds: [kid.id],
          payment: { method: 'wallet' },
          idempotencyKey: randomUUID(),
        },
        parent.cookie,
      ).then((r) => ({ status: r.status, at: performance.now() }));
      let event = await stream.next(5000);
      while (event.event !== 'notification') event = await stream.next(5000);
      const latency = performance.now() - started;
      const answer = await booked;
      if (answer.status !== 201) throw new Error(`booking answered ${answer.status}`);
      const { id } = JSON.parse(event.data) as { id: number };
      samples.push({ latency, booking: answer.at - started, id });
    }

    const listed = (await (
      await fetch(`${url}/api/notifications?limit=${bookings}`, {
        headers: { cookie: parent.cookie },
      })
    ).json()) as { items: { id: number; kind: string }[] };
    const eventIds = samples.map((s) => s.id).sort((a, b) => a - b);
    const bookingIds = listed.items
      .filter((n) => n.kind === 'booking')
      .map((n) => n.id)
      .sort((a, b) => a - b);
    const latencies = samples.map((s) => s.latency);
    const result: NotifyLatencyResult = {
      database,
      machine: { cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg().map(round1) },
      bookings,
      latencyMs: {
        p50: round1(percentile(latencies, 50)),
        p95: round1(percentile(latencies, 95)),
        max: round1(Math.max(...latencies)),
      },
      bookingMs: {
        p50: round1(
          percentile(
            samples.map((s) => s.booking),
            50,
          ),
        ),
        p95: round1(
          percentile(
            samples.map((s) => s.booking),
            95,
          ),
        ),
      },
      eventsMatchNotifications: JSON.stringify(eventIds) === JSON.stringify(bookingIds),
      withinBudget: percentile(latencies, 95) <= NOTIFY_BUDGET_MS,
    };
    printNotifyLatency(result);
    console.log(`→ ${writeResult('notify-latency.json', result)}`);
    return result;
  } finally {
    await closeStream?.().catch(() => undefined);
    await server?.stop();
    await db.drop();
  }
}

function post(url: string, path: string, body: unknown, cookie: string) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify(body),
  });
}

export function printNotifyLatency(r: NotifyLatencyResult) {
  console.log(
    `  ${r.bookings} bookings on ${r.database}: booking to its notification on the open stream ` +
      `p50 ${r.latencyMs.p50} ms, p95 ${r.latencyMs.p95} ms, max ${r.latencyMs.max} ms ` +
      `(the booking request alone p50 ${r.bookingMs.p50} ms, p95 ${r.bookingMs.p95} ms); ` +
      `load ${r.machine.loadBefore.join(' ')} → ${r.machine.loadAfter.join(' ')} on ${r.machine.cpus} cores`,
  );
  console.log(
    `  ${passFail(r.withinBudget && r.eventsMatchNotifications)}  a booking's notification in the ` +
      `open app p95 ${r.latencyMs.p95} ms (≤ ${NOTIFY_BUDGET_MS} ms)` +
      (r.eventsMatchNotifications ? '' : '; the events did not match the notifications listed'),
  );
}
