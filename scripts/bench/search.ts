import fs from 'node:fs';
import os from 'node:os';
import { localIsoDate } from '../../src/shared/iso-date';
import { writeResult } from './results';
import {
  scratchPglite,
  scratchPostgres,
  type DatabaseKind,
  type ScratchDatabase,
} from './scratch-database';
import { explainSearches, formatExplained } from './search-explain';
import { loadBenchCatalogue, type BenchCatalogue } from './search-load';
import {
  closeConnections,
  measureLatency,
  measureThroughput,
  resolveQueries,
} from './search-measure';
import { searchQueryMix } from './search-queries';
import {
  SEARCH_BUDGET,
  count,
  isBudgetRun,
  printSearchResult,
  type SearchBenchResult,
  type SearchRun,
} from './search-report';
import { BENCH_PORTS, startBenchServer } from './server';
import { round1 } from './stats';

export type SearchBenchOptions = {
  /** Catalogue sizes in sessions (see search-load.ts for the programs that hold them). */
  sizes: number[];
  /** A PostgreSQL server to create scratch databases on (BENCH_DATABASE_URL); PGlite always. */
  postgresUrl?: string;
  explain: boolean;
};

/** Loads each catalogue size into each database and measures GET /api/activities over HTTP. */
export async function runSearchBench(options: SearchBenchOptions): Promise<SearchBenchResult> {
  const runs: SearchRun[] = [];
  const failed: SearchBenchResult['failed'] = [];
  const loadBefore = os.loadavg().map(round1);
  const attempt = async (
    database: DatabaseKind,
    sessions: number,
    scratch: () => Promise<ScratchDatabase>,
  ) => {
    try {
      runs.push(await measureOn(await scratch(), sessions, options));
    } catch (err) {
      // One broken run (say, the app answering 500) must not lose the others' figures.
      const error = err instanceof Error ? err.message : String(err);
      console.error(`  ! ${database} ${count(sessions)} sessions: not measured: ${error}`);
      failed.push({ database, sessions, error });
    }
  };
  try {
    for (const sessions of options.sizes) {
      const { postgresUrl } = options;
      if (postgresUrl) await attempt('postgres', sessions, () => scratchPostgres(postgresUrl));
      await attempt('pglite', sessions, async () => scratchPglite(pgliteVersion()));
    }
  } finally {
    closeConnections();
  }
  const budgetRun = runs.find(isBudgetRun);
  const result: SearchBenchResult = {
    node: process.version,
    machine: { cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg().map(round1) },
    budget: SEARCH_BUDGET,
    withinBudget: budgetRun ? budgetRun.p95 <= SEARCH_BUDGET.p95Ms : null,
    runs,
    failed,
  };
  printSearchResult(result, options.postgresUrl !== undefined);
  console.log(`→ ${writeResult('search.json', result)}`);
  return result;
}

async function measureOn(
  db: ScratchDatabase,
  sessions: number,
  options: SearchBenchOptions,
): Promise<SearchRun> {
  const label = `${db.kind} ${count(sessions)} sessions`;
  try {
    const handle = await db.open();
    const databaseVersion = await db.version(handle);
    const started = performance.now();
    let catalogue: BenchCatalogue;
    try {
      catalogue = await loadBenchCatalogue(handle, sessions, localIsoDate());
    } finally {
      await handle.close();
    }
    const loadSeconds = round1((performance.now() - started) / 1000);
    console.log(
      `  ${label}: ${count(catalogue.programs)} programs holding ` +
        `${count(catalogue.sessions)} sessions loaded in ${loadSeconds} s; measuring…`,
    );

    const server = await startBenchServer({
      port: BENCH_PORTS.search,
      dataDir: db.dataDir,
      env: { ...db.serverEnv, DEMO_SEED: 'false', LOG_LEVEL: 'error' },
    });
    let run: SearchRun;
    try {
      const queries = await resolveQueries(server.url, searchQueryMix(localIsoDate()));
      const latency = await measureLatency(server.url, queries);
      const throughput = await measureThroughput(server.url, queries);
      run = {
        sessions,
        programs: catalogue.programs,
        database: db.kind,
        databaseVersion,
        loadSeconds,
        requests: latency.requests,
        p50: latency.p50,
        p95: latency.p95,
        p99: latency.p99,
        rps: throughput.rps,
        throughput,
        perQuery: queries.map((q, i) => ({
          name: q.name,
          path: q.path,
          items: q.items,
          p50: latency.perQuery[i]?.p50 ?? NaN,
          p95: latency.perQuery[i]?.p95 ?? NaN,
          max: latency.perQuery[i]?.max ?? NaN,
        })),
      };
    } finally {
      await server.stop();
    }

    const databaseUrl = db.serverEnv.DATABASE_URL;
    const slow = run.perQuery.filter((q) => options.explain || q.p95 > SEARCH_BUDGET.p95Ms);
    if (databaseUrl && slow.length && (options.explain || isBudgetRun(run))) {
      run.explain = await explainSearches(databaseUrl, slow);
      console.log(
        `\nEXPLAIN ANALYZE, ${label} (${databaseVersion})\n${formatExplained(run.explain)}`,
      );
    }
    return run;
  } finally {
    await db.drop();
  }
}

function pgliteVersion(): string {
  const pkg = JSON.parse(
    fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8'),
  ) as { version: string };
  return pkg.version;
}
