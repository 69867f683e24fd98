import http from 'node:http';
import autocannon from 'autocannon';
import type { SearchQuery } from './search-queries';
import { percentile, round1 } from './stats';

/** A query of the mix with its first page fetched: the path to request and what it returned. */
export type ResolvedQuery = { name: string; path: string; items: number; hasNextPage: boolean };

export type LatencyResult = {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  perQuery: { name: string; p50: number; p95: number; max: number }[];
};

export type ThroughputResult = {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
};

// One kept-alive connection: sequential latency is the server's, not connection setup's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

type SearchPage = { items: unknown[]; nextCursor: string | null };

async function getPage(baseUrl: string, path: string): Promise<SearchPage> {
  const res = await get(`${baseUrl}${path}`);
  if (res.status !== 200)
    throw new Error(`GET ${path} answered ${res.status}: ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body) as SearchPage;
}

const searchPath = (params: string) => `/api/activities${params ? `?${params}` : ''}`;

/**
 * Turns the mix into fixed paths, checking each answers 200; a second-page query takes the
 * first page's nextCursor (left out, with a warning, when there is no second page).
 */
export async function resolveQueries(baseUrl: string, mix: SearchQuery[]) {
  const resolved: ResolvedQuery[] = [];
  for (const query of mix) {
    let path = searchPath(query.params);
    let page = await getPage(baseUrl, path);
    if (query.secondPage) {
      if (!page.nextCursor) {
        console.warn(`  ! "${query.name}": ${path} has no second page; left out of the mix`);
        continue;
      }
      const cursor = `cursor=${encodeURIComponent(page.nextCursor)}`;
      path = searchPath(query.params ? `${query.params}&${cursor}` : cursor);
      page = await getPage(baseUrl, path);
    }
    resolved.push({
      name: query.name,
      path,
      items: page.items.length,
      hasNextPage: page.nextCursor !== null,
    });
  }
  return resolved;
}

/** Requests one at a time, cycling through the mix; the first `warmupRounds` are not counted. */
export async function measureLatency(
  baseUrl: string,
  queries: ResolvedQuery[],
  { minRequests = 500, warmupRounds = 3 } = {},
): Promise<LatencyResult> {
  const rounds = Math.ceil(minRequests / queries.length);
  const samples = new Map(queries.map((q) => [q.name, [] as number[]]));
  for (let round = 0; round < warmupRounds + rounds; round++) {
    for (const query of queries) {
      const started = performance.now();
      const res = await get(`${baseUrl}${query.path}`);
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`GET ${query.path} answered ${res.status}`);
      if (round >= warmupRounds) samples.get(query.name)?.push(ms);
    }
  }
  const all = [...samples.values()].flat();
  return {
    requests: all.length,
    p50: round1(percentile(all, 50)),
    p95: round1(percentile(all, 95)),
    p99: round1(percentile(all, 99)),
    perQuery: queries.map((q) => {
      const ms = samples.get(q.name) ?? [];
      return {
        name: q.name,
        p50: round1(percentile(ms, 50)),
        p95: round1(percentile(ms, 95)),
        max: round1(Math.max(...ms)),
      };
    }),
  };
}

/** Requests per second with `connections` clients, each cycling through the mix. */
export async function measureThroughput(
  baseUrl: string,
  queries: ResolvedQuery[],
  { connections = 10, seconds = 10 } = {},
): Promise<ThroughputResult> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: queries.map((q) => ({ method: 'GET', path: q.path })),
  });
  return {
    connections,
    seconds: result.duration,
    requests: result.requests.total,
    rps: round1(result.requests.total / result.duration),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export function closeConnections() {
  agent.destroy();
}
