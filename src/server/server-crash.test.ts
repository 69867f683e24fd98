import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFile } from './features/admin/catalogue-file.fixture';
import { cardInput } from '../../tests/factories/cards';
import {
  freePort,
  jsonClient,
  killServer,
  serverDatabase,
  startServerProcess,
} from '../../tests/server-process';

/**
 * Crash safety: a real server process takes a stream of writes (kids added and renamed, wallet
 * top-ups by card, bookings paid from the wallet) and is killed with SIGKILL in the middle of
 * it, several times, restarting each time on the same data. Every write the client saw
 * acknowledged must still be there, and the wallet ledger must still sum to the balance. On the
 * embedded database by default, on PostgreSQL with TEST_DATABASE_URL. Seeded (CRASH_SEED).
 */

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const SEED = Number(process.env.CRASH_SEED ?? 1125);
const PASSWORD = 'crash test 1 password';
/** Each round takes between this many and twice this many acknowledged writes before the kill. */
const WRITES_PER_ROUND = 15;

/** A small seeded generator (mulberry32), so a failing round can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let dataDir: string;
let database: Awaited<ReturnType<typeof serverDatabase>>;
let port: number;
let server: ChildProcess | undefined;

const origin = () => `http://localhost:${port}`;

async function startServer(extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const started = await startServerProcess({
    port,
    dataDir,
    databaseUrl: database?.url,
    env: extraEnv,
  });
  return started.child;
}

/** A signed-in client of the running server. */
const client = (cookie = '') => jsonClient(origin, cookie);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-crash-'));
  port = await freePort();
  database = await serverDatabase('kv_crash');
}, 60_000);

afterAll(async () => {
  if (server) await killServer(server);
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Ledger = {
  kids: Map<string, string[]>;
  bookings: Set<string>;
  transactions: Set<string>;
};

describe('crash safety', () => {
  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs mid-stream, and the ledger sums to the balance`, async () => {
    const next = random(SEED);
    server = await startServer();
    // A parent, a card and a catalogue to book from.
    const signUp = await client()('POST', '/api/account/sign-up', {
      email: `crash.${randomUUID().slice(0, 8)}@example.com`,
      password: PASSWORD,
      termsAccepted: true,
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = client(cookie);
    const card = await call('POST', '/api/wallet/payment-methods', cardInput());
    expect(card.status).toBe(201);
    const adminSecret = fs.readFileSync(path.join(dataDir, 'admin-secret'), 'utf8').trim();
    const file = catalogueFile('crash', 9);
    for (const activity of file.activities) activity.capacity = 500;
    const imported = await fetch(`${origin()}/api/admin/catalogue/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify(file),
    });
    expect(imported.status).toBe(200);
    const search = await call('GET', '/api/activities?limit=50');
    const activityIds = (search.body.items as { id: number }[]).map((a) => a.id);
    expect(activityIds.length).toBe(9);

    const seen: Ledger = { kids: new Map(), bookings: new Set(), transactions: new Set() };
    /** Per kid: the activities it is booked on (a kid is booked once per activity). */
    const booked = new Map<string, Set<number>>();
    let acknowledged = 0;

    for (let round = 1; round <= ROUNDS; round += 1) {
      // Killed once this round's writes reach a seeded count, then a few ms later, so the kill
      // lands at a different point of a request each time, whatever the machine's speed.
      const target = acknowledged + WRITES_PER_ROUND + Math.floor(next() * WRITES_PER_ROUND);
      const killDelay = Math.floor(next() * 15);
      let reached: () => void = () => {};
      const targetReached = new Promise<void>((resolve) => (reached = resolve));
      let alive = true;
      const loop = (async () => {
        while (alive) {
          const kidIds = [...seen.kids.keys()];
          const pick = next();
          try {
            if (kidIds.length === 0 || pick < 0.3) {
              const name = `Kid ${round}-${acknowledged}`;
              const res = await call('POST', '/api/kids', { name, birthDate: '2018-05-01' });
              if (res.status !== 201) throw new Error(`kid: ${res.status}`);
              seen.kids.set(res.body.id as string, [name]);
            } else if (pick < 0.5) {
              const id = kidIds[Math.floor(next() * kidIds.length)];
              if (!id) continue;
              const name = `Renamed ${round}-${acknowledged}`;
              // Sent: after a crash the kid may carry this name even if no answer came.
              seen.kids.get(id)?.push(name);
              const res = await call('PUT', `/api/kids/${id}`, { name, birthDate: '2018-05-01' });
              if (res.status !== 200) throw new Error(`rename: ${res.status}`);
              seen.kids.set(id, [name]);
            } else if (pick < 0.75) {
              const res = await call('POST', '/api/wallet/top-ups', {
                paymentMethodId: card.body.id,
                amountCents: 5000,
                idempotencyKey: randomUUID(),
              });
              if (res.status !== 201 && res.status !== 200)
                throw new Error(`top-up: ${res.status}`);
              seen.transactions.add((res.body.transaction as { id: string }).id);
            } else {
              const kidId = kidIds[Math.floor(next() * kidIds.length)];
              if (!kidId) continue;
              const taken = booked.get(kidId) ?? new Set<number>();
              const activityId = activityIds.find((a) => !taken.has(a));
              if (activityId === undefined) continue;
              taken.add(activityId);
              booked.set(kidId, taken);
              const res = await call('POST', '/api/bookings', {
                activityId,
                kidIds: [kidId],
                payment: { method: 'wallet' },
                idempotencyKey: randomUUID(),
              });
              // 402: the wallet is short; nothing to check for that one.
              if (res.status === 402) continue;
              if (res.status !== 201)
                throw new Error(`booking: ${res.status} ${JSON.stringify(res.body)}`);
              seen.bookings.add(res.body.id as string);
            }
            acknowledged += 1;
            if (acknowledged >= target) reached();
          } catch (err) {
            // A request cut off by the kill is not acknowledged; anything else is a failure.
            if (alive) throw err;
          }
        }
      })();
      await targetReached;
      await new Promise((r) => setTimeout(r, killDelay));
      alive = false;
      await killServer(server);
      await loop;

      server = await startServer();
      const kids = await call('GET', '/api/kids');
      expect(kids.status, 'the session survives the crash').toBe(200);
      const stored = new Map(
        (kids.body.items as { id: string; name: string }[]).map((k) => [k.id, k.name]),
      );
      for (const [id, names] of seen.kids) {
        expect(names, `kid ${id} after round ${round}`).toContain(stored.get(id));
      }
      for (const id of seen.bookings) {
        expect((await call('GET', `/api/bookings/${id}`)).status, `booking ${id}`).toBe(200);
      }
      const wallet = await call('GET', '/api/wallet');
      const ledger: { id: string; amountCents: number }[] = [];
      let cursor: string | null = null;
      do {
        const page = await call(
          'GET',
          `/api/wallet/transactions?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        ledger.push(...(page.body.items as typeof ledger));
        cursor = page.body.nextCursor as string | null;
      } while (cursor);
      const ids = new Set(ledger.map((tx) => tx.id));
      for (const id of seen.transactions) expect(ids.has(id), `top-up ${id}`).toBe(true);
      expect(ledger.reduce((sum, tx) => sum + tx.amountCents, 0)).toBe(wallet.body.balanceCents);
      console.info(
        `crash round ${round}: killed ${killDelay} ms after write ${target}; ${acknowledged} acknowledged so far ` +
          `(${seen.kids.size} kids, ${seen.transactions.size} top-ups, ${seen.bookings.size} bookings), all there`,
      );
    }
    expect(acknowledged).toBeGreaterThanOrEqual(ROUNDS * WRITES_PER_ROUND);
  }, 300_000);

  it('settles a card payment cut off by a crash between the charge and the commit: charged once, recorded once', async () => {
    if (server) await killServer(server);
    // This server kills itself (SIGKILL) as soon as the gateway has taken a charge of 43.21.
    const CRASH_CENTS = 4321;
    const crashing = { SIMULATED_GATEWAY_CRASH_AFTER_CHARGE_CENTS: String(CRASH_CENTS) };
    server = await startServer(crashing);
    const signUp = await client()('POST', '/api/account/sign-up', {
      email: `charge.${randomUUID().slice(0, 8)}@example.com`,
      password: PASSWORD,
      termsAccepted: true,
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = client(cookie);
    const card = await call('POST', '/api/wallet/payment-methods', cardInput());
    const kid = await call('POST', '/api/kids', { name: 'Crash Kid', birthDate: '2018-05-01' });
    const adminSecret = fs.readFileSync(path.join(dataDir, 'admin-secret'), 'utf8').trim();
    const file = catalogueFile('charge', 1);
    for (const activity of file.activities) {
      activity.priceCents = CRASH_CENTS;
      activity.title = 'Charge crash class';
    }
    const imported = await fetch(`${origin()}/api/admin/catalogue/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify(file),
    });
    expect(imported.status).toBe(200);
    const search = await call('GET', '/api/activities?limit=50');
    const activity = (search.body.items as { id: number; title: string }[]).find((a) =>
      file.activities.some((f) => f.title === a.title),
    );
    expect(activity).toBeDefined();

    // A top-up: the process dies after the charge, before the deposit commits.
    const died = () => new Promise<void>((resolve) => server?.once('exit', () => resolve()));
    const topUpBody = {
      paymentMethodId: card.body.id,
      amountCents: CRASH_CENTS,
      idempotencyKey: randomUUID(),
    };
    let exited = died();
    await expect(call('POST', '/api/wallet/top-ups', topUpBody)).rejects.toThrow();
    await exited;

    // A card booking: the same, on a server started again.
    server = await startServer(crashing);
    const bookingBody = {
      activityId: activity?.id,
      kidIds: [kid.body.id],
      payment: { method: 'card', paymentMethodId: card.body.id },
      idempotencyKey: randomUUID(),
    };
    exited = died();
    await expect(call('POST', '/api/bookings', bookingBody)).rejects.toThrow();
    await exited;

    // Started normally: the sweep at start has settled both before the first request.
    server = await startServer();
    const journal = fs
      .readFileSync(path.join(dataDir, 'simulated-gateway.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { t: string; amountCents?: number; chargeId: string });
    const crashCharges = journal.filter((l) => l.t === 'charge' && l.amountCents === CRASH_CENTS);
    expect(crashCharges, 'one charge per payment').toHaveLength(2);
    const refunded = journal.filter((l) => l.t === 'refund').map((l) => l.chargeId);
    expect(
      crashCharges.filter((c) => refunded.includes(c.chargeId)),
      'nothing refunded',
    ).toEqual([]);

    const wallet = await call('GET', '/api/wallet');
    expect(wallet.body.balanceCents).toBe(CRASH_CENTS);
    const ledger = await call('GET', '/api/wallet/transactions?limit=100');
    const items = ledger.body.items as { type: string; amountCents: number }[];
    expect(items.map((i) => [i.type, i.amountCents])).toEqual([['deposit', CRASH_CENTS]]);
    const bookings = await call('GET', '/api/bookings');
    const booked = bookings.body.items as { totalCents: number; payment: { label: string } }[];
    expect(booked).toEqual([
      expect.objectContaining({
        totalCents: CRASH_CENTS,
        payment: expect.objectContaining({ method: 'card' }),
      }),
    ]);

    // The parent's retries with the same keys answer what the sweep recorded, charging nothing.
    expect((await call('POST', '/api/wallet/top-ups', topUpBody)).status).toBe(200);
    expect((await call('POST', '/api/bookings', bookingBody)).status).toBe(200);
    const after = fs.readFileSync(path.join(dataDir, 'simulated-gateway.jsonl'), 'utf8');
    expect(after.trim().split('\n')).toHaveLength(journal.length);
    expect((await call('GET', '/api/wallet')).body.balanceCents).toBe(CRASH_CENTS);
  }, 300_000);
});
