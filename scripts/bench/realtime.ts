import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { signUpBenchParent, type BenchParent } from './bench-parent';
import { withBareServer } from './burst-floor';
import { backendCpuMs, backendCpuSpent, processCpuMs } from './process-cpu';
import { writeResult } from './results';
import { scratchPostgres } from './scratch-database';
import { BENCH_PORTS, startBenchServer, type BenchServer } from './server';
import { percentile, round1, round2 } from './stats';

export type RealtimeBenchOptions = {
  /** Open event streams (browser tabs) on the one instance. */
  streams: number;
  /** Parents holding them (an even number: each talks with one connection); streams are shared out. */
  parents: number;
  /** Bursts in which every parent sends one message at once. */
  rounds: number;
};

export type RealtimeBenchResult = {
  database: string;
  streams: number;
  parents: number;
  rounds: number;
  messages: number;
  /** Sends answered 503 (shed by admission control): not sent, so not in `messages`. */
  refused: number;
  deliveriesExpected: number;
  deliveriesSeen: number;
  latencyMs: { p50: number; p95: number; max: number };
  /** The sending POST alone: from its start to its 201. */
  sendMs: { p50: number; p95: number };
  /** Fan-out alone: from the sender's 201 to the event reaching a receiver's stream (can be < 0). */
  afterAnswerMs: { p50: number; p95: number };
  /**
   * The same streams and bursts at a bare node:http server that answers 201 and writes each event
   * at once, with no framework, session or database: the least the latency could be on this
   * machine with this client, whatever the app does.
   */
  floorMs: { p50: number; p95: number };
  memory: { rssBeforeMb: number; rssWithStreamsMb: number; perStreamKb: number };
  /**
   * CPU time per message sent, from the first burst until every delivery arrived: the app's
   * (sending and fanning out to every stream), the database's (its PostgreSQL backends) and the
   * bench's own (sending, and reading every stream), which share the machine's cores.
   */
  cpuMsPerSend: { app: number; database: number; loadGenerator: number };
};

type Stream = { parent: number; close: () => void; opened: Promise<void> };

/** Streams opened at once while setting up. */
const OPEN_BATCH = 20;

const ORIGIN_HEADER = (url: string) => ({ origin: url });

/**
 * Live delivery on one instance on PostgreSQL: `streams` open GET /api/network/events streams of
 * `parents` signed-in parents (paired as connections), then `rounds` bursts in which every parent
 * sends one message at once. Latency is from the start of the POST to the event reaching each of
 * the receiver's streams, and is also split at the POST's answer (send, then fan-out); memory is
 * the server's resident size with the streams open, less before.
 */
export async function runRealtimeBench(
  postgresUrl: string,
  { streams: streamCount, parents: parentCount, rounds }: RealtimeBenchOptions,
): Promise<RealtimeBenchResult> {
  const db = await scratchPostgres(postgresUrl);
  let server: BenchServer | undefined;
  const streams: Stream[] = [];
  try {
    const handle = await db.open();
    const version = await db.version(handle);
    await handle.close();
    server = await startBenchServer({
      port: BENCH_PORTS.search,
      dataDir: db.dataDir,
      env: {
        ...db.serverEnv,
        DEMO_SEED: 'false',
        LOG_LEVEL: 'error',
        TRUST_PROXY: 'false',
        AUTH_RATE_LIMIT: '1000000',
      },
    });
    const { url } = server;
    const parents = await signUp(url, parentCount);
    const conversations = await pairUp(url, parents);
    console.log(`  ${parentCount} parents signed up, ${conversations.length} conversations`);

    const rssBefore = residentBytes(server.pid);
    // Arrival times of message events by message id, per receiving parent's stream.
    const arrivals = new Map<string, number[]>();
    streams.push(...(await openStreams(url, parents, streamCount, arrivals)));
    // Let the server settle its buffers before measuring.
    await new Promise((r) => setTimeout(r, 2_000));
    const rssWith = residentBytes(server.pid);
    console.log(`  ${streamCount} streams open`);

    const databaseUrl = db.serverEnv.DATABASE_URL ?? postgresUrl;
    const cpuBefore = { app: processCpuMs(server.pid), database: await backendCpuMs(databaseUrl) };
    const benchCpuBefore = process.cpuUsage();
    const { sent, refused } = await sendBursts(url, parents, conversations, rounds);
    const delivered = await awaitDeliveries(sent, arrivals, streamCount, parentCount);
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const cpuAfter = { app: processCpuMs(server.pid), database: await backendCpuMs(databaseUrl) };
    const samples = delivered.latencies('startedAt');
    const sends = sent.map((s) => s.answeredAt - s.startedAt);
    const fanOut = delivered.latencies('answeredAt');
    for (const stream of streams.splice(0)) stream.close();
    await server.stop();
    server = undefined;
    const floor = await deliveryFloor({ streams: streamCount, parents: parentCount, rounds });

    const result: RealtimeBenchResult = {
      database: version,
      streams: streamCount,
      parents: parentCount,
      rounds,
      messages: sent.length,
      refused,
      deliveriesExpected: delivered.expected,
      deliveriesSeen: samples.length,
      latencyMs: {
        p50: round1(percentile(samples, 50)),
        p95: round1(percentile(samples, 95)),
        max: round1(Math.max(...samples)),
      },
      sendMs: { p50: round1(percentile(sends, 50)), p95: round1(percentile(sends, 95)) },
      afterAnswerMs: { p50: round1(percentile(fanOut, 50)), p95: round1(percentile(fanOut, 95)) },
      floorMs: floor,
      memory: {
        rssBeforeMb: round1(rssBefore / 2 ** 20),
        rssWithStreamsMb: round1(rssWith / 2 ** 20),
        perStreamKb: round1((rssWith - rssBefore) / streamCount / 1024),
      },
      cpuMsPerSend: {
        app: round2((cpuAfter.app - cpuBefore.app) / sent.length),
        database: round2(backendCpuSpent(cpuBefore.database, cpuAfter.database) / sent.length),
        loadGenerator: round2((benchCpu.user + benchCpu.system) / 1000 / sent.length),
      },
    };
    console.log(
      `  ${result.messages} messages in ${rounds} bursts (${refused} more refused with 503) → ` +
        `${result.deliveriesSeen}/${result.deliveriesExpected} ` +
        `deliveries; latency p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, ` +
        `max ${result.latencyMs.max} ms`,
    );
    console.log(
      `  of which sending (POST to 201) p50 ${result.sendMs.p50} ms, p95 ${result.sendMs.p95} ms; ` +
        `then fan-out (201 to stream) p50 ${result.afterAnswerMs.p50} ms, p95 ${result.afterAnswerMs.p95} ms`,
    );
    console.log(
      `  CPU per message sent: app ${result.cpuMsPerSend.app} ms, PostgreSQL ` +
        `${result.cpuMsPerSend.database} ms (sending and fan-out to ${streamCount} streams); ` +
        `the bench itself ${result.cpuMsPerSend.loadGenerator} ms`,
    );
    console.log(
      `  the same bursts at a bare server (no framework, session or database; events written at ` +
        `once): p50 ${floor.p50} ms, p95 ${floor.p95} ms, the least this machine and client allow`,
    );
    console.log(
      `  server RSS ${result.memory.rssBeforeMb} MB → ${result.memory.rssWithStreamsMb} MB with ` +
        `${streamCount} streams: ${result.memory.perStreamKb} KB a stream`,
    );
    console.log(`→ ${writeResult('realtime.json', result)}`);
    return result;
  } finally {
    for (const s of streams) s.close();
    senders.destroy();
    await server?.stop();
    await db.drop();
  }
}

/** A message sent: who receives it (the conversation's other parent) and when it was answered. */
type Sent = { messageId: string; startedAt: number; answeredAt: number; receiver: number };

/**
 * `count` streams shared out among the parents, opened a batch at a time, as tabs open over a
 * while: a thousand at once would be a reconnect storm, which the server's admission control
 * answers with 503s (decision 039).
 */
async function openStreams(
  url: string,
  parents: BenchParent[],
  count: number,
  arrivals: Map<string, number[]>,
): Promise<Stream[]> {
  const streams: Stream[] = [];
  try {
    for (let i = 0; i < count; i += OPEN_BATCH) {
      const batch: Stream[] = [];
      for (let j = i; j < Math.min(count, i + OPEN_BATCH); j++) {
        const parent = j % parents.length;
        batch.push(openStream(url, parents[parent] as BenchParent, parent, arrivals));
      }
      streams.push(...batch);
      await Promise.all(batch.map((s) => s.opened));
    }
    return streams;
  } catch (err) {
    for (const stream of streams) stream.close();
    throw err;
  }
}

/** `rounds` bursts, a second apart, in which every parent sends one message at once. */
async function sendBursts(
  url: string,
  parents: BenchParent[],
  conversations: { id: string }[],
  rounds: number,
): Promise<{ sent: Sent[]; refused: number }> {
  const sent: Sent[] = [];
  let refused = 0;
  for (let round = 0; round < rounds; round++) {
    const burst = parents.map(async (parent, i) => {
      const pair = conversations[Math.floor(i / 2)] as { id: string };
      const receiver = i % 2 === 0 ? i + 1 : i - 1;
      const startedAt = performance.now();
      const res = await postOverHttp(
        url,
        `/api/network/conversations/${pair.id}/messages`,
        { clientId: randomUUID(), text: `Bench message ${round}.${i}` },
        parent.cookie,
      );
      const answeredAt = performance.now();
      // Shed by admission control (decision 039): the server was too busy; counted, not fatal.
      if (res.status === 503) {
        refused += 1;
        return;
      }
      if (res.status !== 201) throw new Error(`sending answered ${res.status}`);
      const { id } = JSON.parse(res.body) as { id: string };
      sent.push({ messageId: id, startedAt, answeredAt, receiver });
    });
    await Promise.all(burst);
    await new Promise((r) => setTimeout(r, 1_000));
  }
  return { sent, refused };
}

/**
 * Waits (up to 30 s) until each message has reached every stream of its receiver (and of its
 * sender, not counted here); then the latencies, from the send's start or from its answer.
 */
async function awaitDeliveries(
  sent: Sent[],
  arrivals: Map<string, number[]>,
  streamCount: number,
  parentCount: number,
) {
  const tabsOf = (parent: number) =>
    Math.floor(streamCount / parentCount) + (parent < streamCount % parentCount ? 1 : 0);
  const expected = sent.reduce((n, s) => n + tabsOf(s.receiver), 0);
  const latencies = (from: 'startedAt' | 'answeredAt') =>
    sent.flatMap((s) =>
      (arrivals.get(`${s.receiver}:${s.messageId}`) ?? []).map((at) => at - s[from]),
    );
  const deadline = Date.now() + 30_000;
  while (latencies('startedAt').length < expected && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));
  return { expected, latencies };
}

/** Its own port, clear of the app's. */
const FLOOR_PORT = 3368;

/**
 * A bare node:http server for the delivery floor: GET holds an event stream for the parent named
 * by its cookie; a POST answers 201 and writes the message's event at once to every stream of
 * the conversation's two parents (conversation k is parents 2k and 2k + 1).
 */
const BARE_DELIVERY_SERVER = `
const http = require('node:http');
const streams = new Map();
let next = 0;
const parentOf = (req) => Number((/floor=(\\d+)/.exec(req.headers.cookie || '') || [])[1]);
http
  .createServer((req, res) => {
    const parent = parentOf(req);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': ready\\n\\n');
      const list = streams.get(parent) || [];
      streams.set(parent, list);
      list.push(res);
      req.on('close', () => {
        const at = list.indexOf(res);
        if (at >= 0) list.splice(at, 1);
      });
      return;
    }
    req.resume();
    req.on('end', () => {
      const pair = Number(/conversations\\/(\\d+)\\//.exec(req.url)[1]);
      const other = parent === 2 * pair ? 2 * pair + 1 : 2 * pair;
      const id = String(++next);
      const answer = JSON.stringify({ id });
      res.writeHead(201, { 'content-type': 'application/json', 'content-length': answer.length });
      res.end(answer);
      const event = 'event: message\\ndata: ' + JSON.stringify({ messageId: id }) + '\\n\\n';
      for (const p of [other, parent]) for (const stream of streams.get(p) || []) stream.write(event);
    });
  })
  .listen({ port: ${FLOOR_PORT}, backlog: 4096 }, () => console.log('listening'));
`;

/**
 * What the machine and the bench's own client take by themselves: the same streams and bursts
 * at the bare server above. Its latency is the least the app's could be on this machine.
 */
async function deliveryFloor({
  streams: streamCount,
  parents: parentCount,
  rounds,
}: RealtimeBenchOptions): Promise<{ p50: number; p95: number }> {
  return withBareServer(BARE_DELIVERY_SERVER, async () => {
    const url = `http://localhost:${FLOOR_PORT}`;
    const parents = Array.from({ length: parentCount }, (_, i) => ({
      userId: String(i),
      cookie: `floor=${i}`,
    }));
    const conversations = Array.from({ length: Math.floor(parentCount / 2) }, (_, k) => ({
      id: String(k),
    }));
    const arrivals = new Map<string, number[]>();
    const streams = await openStreams(url, parents, streamCount, arrivals);
    try {
      const { sent } = await sendBursts(url, parents, conversations, rounds);
      const delivered = await awaitDeliveries(sent, arrivals, streamCount, parentCount);
      const samples = delivered.latencies('startedAt');
      return { p50: round1(percentile(samples, 50)), p95: round1(percentile(samples, 95)) };
    } finally {
      for (const stream of streams) stream.close();
    }
  });
}

/** Sign-ups (each hashes a password) eight at a time; each parent is discoverable. */
async function signUp(url: string, count: number): Promise<BenchParent[]> {
  const parents: BenchParent[] = [];
  const stamp = Date.now();
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, async (_, j) => {
      const { userId, cookie } = await signUpBenchParent(url, `live${i + j}.${stamp}@example.com`);
      const profile = await fetch(`${url}/api/profile`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie, ...ORIGIN_HEADER(url) },
        body: JSON.stringify({ firstName: `Live${i + j}`, region: 'Toronto', discoverable: true }),
      });
      if (profile.status !== 200) throw new Error(`profile answered ${profile.status}`);
      return { userId, cookie };
    });
    parents.push(...(await Promise.all(batch)));
  }
  return parents;
}

/** Parents 2k and 2k+1 connect and open their conversation. */
async function pairUp(url: string, parents: BenchParent[]) {
  const conversations: { id: string }[] = [];
  for (let i = 0; i + 1 < parents.length; i += 2) {
    const [a, b] = [parents[i] as BenchParent, parents[i + 1] as BenchParent];
    const asked = await post(url, '/api/network/connections', { parentId: b.userId }, a.cookie);
    if (asked.status !== 201) throw new Error(`connecting answered ${asked.status}`);
    const { id } = (await asked.json()) as { id: string };
    const accepted = await post(url, `/api/network/connections/${id}/accept`, {}, b.cookie);
    if (accepted.status !== 200) throw new Error(`accepting answered ${accepted.status}`);
    const opened = await post(url, '/api/network/conversations', { parentId: b.userId }, a.cookie);
    if (opened.status !== 200 && opened.status !== 201)
      throw new Error(`opening a conversation answered ${opened.status}`);
    conversations.push((await opened.json()) as { id: string });
  }
  return conversations;
}

function post(url: string, path: string, body: unknown, cookie?: string) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...ORIGIN_HEADER(url),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Connections kept open between bursts, one a parent, as a browser keeps its own. */
const senders = new http.Agent({ keepAlive: true });

/**
 * A message sent as the web app sends it, over node:http: fetch costs the load generator, which
 * shares the machine's cores with the server, several times as much a request.
 */
function postOverHttp(url: string, path: string, body: unknown, cookie: string) {
  const text = JSON.stringify(body);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      {
        method: 'POST',
        agent: senders,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          cookie,
          ...ORIGIN_HEADER(url),
        },
      },
      (res) => {
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (answer += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

/**
 * One tab's EventSource, read by hand over node:http (fetch's web streams would cost the load
 * generator, which shares the machine's cores with the server, several times as much a stream):
 * records when each message event arrives.
 */
function openStream(
  url: string,
  parent: BenchParent,
  index: number,
  arrivals: Map<string, number[]>,
): Stream {
  let request: http.ClientRequest | undefined;
  const opened = new Promise<void>((resolve, reject) => {
    request = http.get(
      `${url}/api/network/events`,
      { headers: { accept: 'text/event-stream', cookie: parent.cookie } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`event stream answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (text: string) => {
          const at = performance.now();
          buffer += text;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            recordArrival(event, index, at, arrivals);
          }
        });
        // Closed at the end of the run.
        res.on('error', () => {});
        resolve();
      },
    );
    request.on('error', reject);
  });
  return { parent: index, close: () => request?.destroy(), opened };
}

/** A message event's arrival at the tab of parent `index`, by message id. */
function recordArrival(event: string, index: number, at: number, arrivals: Map<string, number[]>) {
  if (!event.startsWith('event: message\n')) return;
  const data = /^data: (.*)$/m.exec(event)?.[1];
  if (!data) return;
  const { messageId } = JSON.parse(data) as { messageId: string };
  const key = `${index}:${messageId}`;
  const list = arrivals.get(key) ?? [];
  list.push(at);
  arrivals.set(key, list);
}

/** The process's resident set size (Linux /proc), in bytes. */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error('no VmRSS in /proc status');
  return Number(kb) * 1024;
}
