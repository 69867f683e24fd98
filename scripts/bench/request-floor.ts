import autocannon from 'autocannon';
import { signUpBenchParent } from './bench-parent';
import { formatTable, writeResult } from './results';
import { scratchPostgres } from './scratch-database';
import { startBenchServer } from './server';

/**
 * What one request costs the app before any feature's work: the floor under every other figure.
 * Two routes, each for a few seconds at 10 connections on one app process: an unknown API path
 * (the middleware stack and the error answer, no database) and GET /api/me signed in (that plus
 * the session lookup and one profile read). The booking rush and live delivery figures cannot be
 * better than this floor allows.
 */

const PORT = 3332;
const ORIGIN = `http://localhost:${PORT}`;
const CONNECTIONS = 10;
const SECONDS = 8;

export type FloorRoute = {
  name: string;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP97_5Ms: number;
  /** Answers other than the route's expected status, and connection errors or timeouts. */
  unexpected: number;
};

export type RequestFloorResult = {
  database: 'pglite' | 'postgres';
  connections: number;
  seconds: number;
  routes: FloorRoute[];
};

async function load(
  name: string,
  path: string,
  expected: 200 | 404,
  headers: Record<string, string> = {},
): Promise<FloorRoute> {
  // Browsers (and Node's fetch) accept compressed answers, so the load does too.
  const options = {
    url: `${ORIGIN}${path}`,
    connections: CONNECTIONS,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
  };
  // A short first run warms the process (JIT, connection pool) and is not reported.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: SECONDS });
  const wrongStatus = expected === 200 ? result.non2xx : result.requests.total - result.non2xx;
  return {
    name,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP97_5Ms: result.latency.p97_5,
    unexpected: wrongStatus + result.errors + result.timeouts,
  };
}

/** Runs on a fresh PostgreSQL database of the server `postgresUrl` names, else on PGlite. */
export async function runRequestFloor(postgresUrl?: string): Promise<RequestFloorResult> {
  const scratch = postgresUrl ? await scratchPostgres(postgresUrl) : undefined;
  const server = await startBenchServer({
    port: PORT,
    dataDir: scratch?.dataDir,
    env: { ...scratch?.serverEnv, DEMO_SEED: 'false', LOG_LEVEL: 'error', APP_URL: ORIGIN },
  });
  try {
    const { cookie } = await signUpBenchParent(ORIGIN, `floor.${Date.now()}@example.com`);
    const routes = [
      await load('unknown API path (404), signed out', '/api/no-such-route', 404),
      await load('GET /api/me, signed in', '/api/me', 200, { cookie }),
    ];
    const result: RequestFloorResult = {
      database: postgresUrl ? 'postgres' : 'pglite',
      connections: CONNECTIONS,
      seconds: SECONDS,
      routes,
    };
    console.log(
      formatTable(
        ['route', 'requests/s', 'p50', 'p97.5', 'unexpected'],
        routes.map((r) => [
          r.name,
          String(r.requestsPerSecond),
          `${r.latencyP50Ms} ms`,
          `${r.latencyP97_5Ms} ms`,
          String(r.unexpected),
        ]),
      ),
    );
    console.log(`→ ${writeResult('request-floor.json', result)}`);
    return result;
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}
