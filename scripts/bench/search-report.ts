import type { DatabaseKind } from './scratch-database';
import type { ExplainedSearch } from './search-explain';
import type { ThroughputResult } from './search-measure';
import { formatTable, passFail } from './results';

/** DESIGN.md: search p95 ≤ 30 ms at 100 000 sessions (about 15 000 programs) on PostgreSQL. */
export const SEARCH_BUDGET = { p95Ms: 30, sessions: 100_000, database: 'postgres' } as const;

export type SearchRun = {
  /** The size asked for (--sizes): sessions in all. */
  sessions: number;
  /** Programs (activities) holding them. */
  programs: number;
  database: DatabaseKind;
  databaseVersion: string;
  loadSeconds: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  throughput: ThroughputResult;
  perQuery: { name: string; path: string; items: number; p50: number; p95: number; max: number }[];
  /** EXPLAIN ANALYZE of the queries over budget (or all, with --explain); PostgreSQL only. */
  explain?: ExplainedSearch[];
};

export type SearchBenchResult = {
  node: string;
  /** CPUs and load averages (1, 5, 15 min) before and after: latency on a busy machine is not comparable. */
  machine: { cpus: number; loadBefore: number[]; loadAfter: number[] };
  budget: typeof SEARCH_BUDGET;
  /** null when the budget's configuration (PostgreSQL at 100 000) was not measured. */
  withinBudget: boolean | null;
  runs: SearchRun[];
  /** Runs that could not be measured (an error from the app, say), with why. */
  failed: { database: DatabaseKind; sessions: number; error: string }[];
};

export const isBudgetRun = (run: { database: DatabaseKind; sessions: number }) =>
  run.database === SEARCH_BUDGET.database && run.sessions === SEARCH_BUDGET.sessions;

const ms = (n: number) => `${n.toFixed(1)} ms`;
export const count = (n: number) => n.toLocaleString('en-US');

export function printSearchResult(result: SearchBenchResult, postgresMeasured: boolean) {
  const { runs, machine } = result;
  const load = (l: number[]) => l.map((n) => n.toFixed(1)).join(' ');
  console.log(
    `\nMachine: ${machine.cpus} CPUs, load average ${load(machine.loadBefore)} before, ` +
      `${load(machine.loadAfter)} after (1/5/15 min)`,
  );
  for (const f of result.failed)
    console.log(`  not measured: ${f.database} ${count(f.sessions)} sessions: ${f.error}`);
  const first = runs[0];
  if (!first) return;
  console.log(
    `\nSearch: GET /api/activities, ${first.perQuery.length} queries; latency one request at a ` +
      `time (${first.requests} per run), throughput ${first.throughput.connections} connections ` +
      `for ${first.throughput.seconds.toFixed(0)} s`,
  );
  console.log(
    formatTable(
      ['database', 'programs', 'sessions', 'load', 'p50', 'p95', 'p99', 'req/s', 'errors'],
      runs.map((r) => [
        r.databaseVersion,
        count(r.programs),
        count(r.sessions),
        `${r.loadSeconds} s`,
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        r.rps.toFixed(0),
        String(r.throughput.errors),
      ]),
    ),
  );
  console.log('\nPer-query p50 / p95 (items on the first page in brackets)');
  console.log(
    formatTable(
      ['query', ...runs.map((r) => `${r.database} ${count(r.sessions)}`)],
      first.perQuery.map((q) => [
        q.name,
        ...runs.map((r) => {
          const same = r.perQuery.find((p) => p.name === q.name);
          return same ? `${ms(same.p50)} / ${ms(same.p95)} (${same.items})` : '-';
        }),
      ]),
    ),
  );
  const budget = `p95 ≤ ${SEARCH_BUDGET.p95Ms} ms at ${count(SEARCH_BUDGET.sessions)} sessions on PostgreSQL`;
  const budgetRun = runs.find(isBudgetRun);
  if (!budgetRun) {
    const why = postgresMeasured
      ? `add ${SEARCH_BUDGET.sessions} to --sizes`
      : 'set BENCH_DATABASE_URL to a PostgreSQL server';
    console.log(`\nSearch budget (${budget}): not measured (${why})`);
    return;
  }
  console.log(
    `\nSearch budget (${budget}): ${passFail(budgetRun.p95 <= SEARCH_BUDGET.p95Ms)} (${ms(budgetRun.p95)})`,
  );
  const slow = budgetRun.perQuery.filter((q) => q.p95 > SEARCH_BUDGET.p95Ms);
  for (const q of slow) console.log(`  over budget: ${q.name} p95 ${ms(q.p95)}  ${q.path}`);
}
