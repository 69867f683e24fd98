import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signUpBenchParent, type BenchParent } from './bench-parent';
import { formatTable, writeResult } from './results';
import { scratchPostgres } from './scratch-database';
import { startBenchServer } from './server';
import { percentile, round1 } from './stats';

/**
 * DESIGN.md's "embedded database under 100 busy clients": `clients` signed-in parents each keep
 * making GETs as fast as the answers come (a closed loop on keep-alive connections: the profile,
 * the kids, For you and a search), and meanwhile a new client opens a fresh connection every
 * ~200 ms for one GET /api/me, timed to its first byte in a process of its own
 * (first-byte-client.ts). The budget is that new client's p95.
 */

const PORT = 3333;
const ORIGIN = `http://localhost:${PORT}`;
/** The budget: a new request's first byte, p95. */
export const BUSY_BUDGET_P95_MS = 1000;
const NEW_CLIENT_EVERY_MS = 200;

/** What each loaded connection asks for, in turn. */
const LOADED_PATHS = [
  '/api/me',
  '/api/kids',
  '/api/activities/for-you',
  '/api/activities?q=swim',
] as const;

export type BusyClientsOptions = { clients: number; seconds: number };

export type BusyClientsResult = {
  database: 'pglite' | 'postgres';
  clients: number;
  seconds: number;
  /** The new client: one fresh connection per GET, timed to the first byte of the answer. */
  newClient: {
    requests: number;
    firstByteMs: { p50: number; p95: number; max: number };
    /** Answers by status; 0 for a request that failed or timed out. */
    statuses: Record<string, number>;
  };
  /** The busy clients' closed loop. */
  loaded: {
    requests: number;
    requestsPerSecond: number;
    ok: number;
    /** 503 answers (load shed), with Retry-After. */
    shed: number;
    other: number;
    errors: number;
    latencyP50Ms: number;
    latencyP97_5Ms: number;
  };
  withinBudget: boolean;
};

/** Runs the new client in its own process for `forMs`; its first bytes and statuses. */
function runNewClient(cookie: string, forMs: number): Promise<{ ms: number; status: number }[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('first-byte-client.ts', import.meta.url)),
        `${ORIGIN}/api/me`,
        cookie,
        String(NEW_CLIENT_EVERY_MS),
        String(forMs),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as { ms: number; status: number }[]);
      else reject(new Error(`the new client exited with ${code}`));
    });
  });
}

async function signUpMany(count: number): Promise<BenchParent[]> {
  const parents: BenchParent[] = [];
  const stamp = Date.now();
  // Passwords are hashed: a few at a time.
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, (_, j) =>
      signUpBenchParent(ORIGIN, `busy.${stamp}.${i + j}@example.com`),
    );
    parents.push(...(await Promise.all(batch)));
  }
  return parents;
}

/** Runs on a fresh PostgreSQL database of the server `postgresUrl` names, else on PGlite. */
export async function runBusyClients(
  postgresUrl: string | undefined,
  { clients, seconds }: BusyClientsOptions,
): Promise<BusyClientsResult> {
  const scratch = postgresUrl ? await scratchPostgres(postgresUrl) : undefined;
  const server = await startBenchServer({
    port: PORT,
    dataDir: scratch?.dataDir,
    env: {
      ...scratch?.serverEnv,
      LOG_LEVEL: 'error',
      APP_URL: ORIGIN,
      TRUST_PROXY: 'false',
      AUTH_RATE_LIMIT: '1000000',
    },
  });
  try {
    const [newcomer, ...parents] = await signUpMany(clients + 1);
    if (!newcomer) throw new Error('no parent signed up');
    console.log(`  ${parents.length} parents signed up; loading for ${seconds} s…`);

    // Each request of the loop goes out as the next parent, so all of them stay busy.
    let turn = 0;
    const loadedStatuses: Record<string, number> = {};
    const load = autocannon({
      url: ORIGIN,
      connections: clients,
      duration: seconds,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests: LOADED_PATHS.map((path) => ({
        method: 'GET',
        path,
        setupRequest: (req: {
          method?: string;
          path: string;
          headers?: Record<string, string>;
        }) => {
          const parent = parents[turn++ % parents.length] as BenchParent;
          return { ...req, headers: { ...req.headers, cookie: parent.cookie } };
        },
        onResponse: (status: number) => {
          loadedStatuses[status] = (loadedStatuses[status] ?? 0) + 1;
        },
      })),
    });

    // The new client: one GET on a fresh connection every ~200 ms while the load runs, after
    // the loop has filled up.
    await new Promise((r) => setTimeout(r, 1000));
    const [loaded, samples] = await Promise.all([
      load,
      runNewClient(newcomer.cookie, seconds * 1000 - 1000 - NEW_CLIENT_EVERY_MS),
    ]);

    const times = samples.map((s) => s.ms);
    const statuses: Record<string, number> = {};
    for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    const countOf = (pick: (status: number) => boolean) =>
      Object.entries(loadedStatuses)
        .filter(([status]) => pick(Number(status)))
        .reduce((n, [, count]) => n + count, 0);
    const result: BusyClientsResult = {
      database: postgresUrl ? 'postgres' : 'pglite',
      clients,
      seconds,
      newClient: {
        requests: samples.length,
        firstByteMs: {
          p50: round1(percentile(times, 50)),
          p95: round1(percentile(times, 95)),
          max: round1(Math.max(...times)),
        },
        statuses,
      },
      loaded: {
        requests: loaded.requests.total,
        requestsPerSecond: Math.round(loaded.requests.total / loaded.duration),
        ok: countOf((s) => s >= 200 && s < 300),
        shed: countOf((s) => s === 503),
        other: countOf((s) => s < 200 || (s >= 300 && s !== 503)),
        errors: loaded.errors + loaded.timeouts,
        latencyP50Ms: loaded.latency.p50,
        latencyP97_5Ms: loaded.latency.p97_5,
      },
      withinBudget: percentile(times, 95) <= BUSY_BUDGET_P95_MS,
    };
    const { firstByteMs } = result.newClient;
    console.log(
      formatTable(
        ['who', 'requests', 'p50', 'p95', 'max', 'req/s', '503', 'other'],
        [
          [
            'new client, first byte',
            String(result.newClient.requests),
            `${firstByteMs.p50} ms`,
            `${firstByteMs.p95} ms`,
            `${firstByteMs.max} ms`,
            '',
            String(statuses['503'] ?? 0),
            String(samples.filter((s) => s.status !== 200 && s.status !== 503).length),
          ],
          [
            `${clients} busy clients`,
            String(result.loaded.requests),
            `${result.loaded.latencyP50Ms} ms`,
            `(p97.5) ${result.loaded.latencyP97_5Ms} ms`,
            '',
            String(result.loaded.requestsPerSecond),
            String(result.loaded.shed),
            String(result.loaded.other + result.loaded.errors),
          ],
        ],
      ),
    );
    console.log(`→ ${writeResult('busy-clients.json', result)}`);
    return result;
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}
