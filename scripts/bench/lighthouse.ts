import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BUDGET_CPU_INDEX,
  CpuIndexProbe,
  emulatedCpuIndex,
  formatCpuIndex,
  LIGHTHOUSE_SLOWDOWN,
  slowdownFor,
} from './cpu-index';
import { breakdownOf, printBreakdowns, printFloors } from './lighthouse-breakdown';
import {
  CATEGORIES,
  LIGHTHOUSE_BUDGET,
  medianRun,
  printLighthouse,
  toPage,
  type LighthousePage,
  type LighthouseResult,
  type Report,
} from './lighthouse-report';
import { startPageFloor } from './page-floor';
import { publicPages, type PublicPage } from './public-pages';
import { writeResult } from './results';
import { BENCH_PORTS, type BenchServer } from './server';
import { median } from './stats';

const run = promisify(execFile);

/**
 * Audits the home page, Discover, one activity's page and its provider's with Lighthouse's
 * default (mobile) config; with runs > 1, the budget is judged on the runs' medians and the
 * median run by performance score gives the other figures. A `slowdown` above Lighthouse's 4×
 * audits as on a slower machine, and each run's CPU index is stated as the one it stands for.
 */
export async function runLighthouse(
  server: BenchServer,
  runs = 1,
  slowdownAsked: number | 'auto' = LIGHTHOUSE_SLOWDOWN,
  withFloor = false,
): Promise<LighthouseResult> {
  const targets = await publicPages(server);
  const slowdown = slowdownAsked === 'auto' ? await chooseSlowdown() : slowdownAsked;

  const pages: LighthousePage[] = [];
  let lighthouse = '';
  let chrome = '';
  for (const target of targets) {
    const reports = await auditRuns(`${server.url}${target.path}`, runs, slowdown);
    const page = toPage(target, reports);
    if (!page || !reports[0]) continue;
    lighthouse = reports[0].lighthouseVersion;
    chrome = reports[0].environment.hostUserAgent;
    pages.push(page);
  }
  const floor = withFloor ? await auditFloors(server, targets, runs, slowdown) : undefined;
  const result: LighthouseResult = {
    lighthouse,
    chrome,
    budget: LIGHTHOUSE_BUDGET,
    cpuSlowdown: slowdown,
    withinBudget: pages.every((p) => p.withinBudget),
    pages,
    ...(floor && { floor }),
  };
  printLighthouse(result);
  printBreakdowns(
    pages.map((p) => ({ name: p.name, breakdown: p.breakdown, cpuIndex: p.median.benchmarkIndex })),
    slowdown,
  );
  if (floor) printFloors(pages, floor, slowdown);
  console.log(`→ ${writeResult('lighthouse.json', result)}`);
  return result;
}

/**
 * Each page as the server renders it with no JavaScript (scripts/bench/page-floor.ts), audited
 * as the pages are: its main thread is what the HTML and CSS alone cost, the floor under any
 * hydration.
 */
async function auditFloors(
  server: BenchServer,
  targets: PublicPage[],
  runs: number,
  slowdown: number,
): Promise<NonNullable<LighthouseResult['floor']>> {
  const floor = await startPageFloor(
    server.url,
    targets.map((t) => t.path),
    BENCH_PORTS.pageFloor,
  );
  try {
    const measured: NonNullable<LighthouseResult['floor']> = [];
    for (const [n, target] of targets.entries()) {
      const reports = await auditRuns(floor.urls[n] ?? '', runs, slowdown);
      const middle = medianRun(reports);
      if (!middle) continue;
      const { ms, totalMs } = breakdownOf(
        reports.map((r) => r.audits),
        middle.audits,
      );
      measured.push({ name: target.name, ms, totalMs });
    }
    return measured;
  } finally {
    await floor.stop();
  }
}

/** Probes of the CPU index before choosing the slowdown; their median is used. */
const SLOWDOWN_PROBES = 3;

/** The slowdown that audits as on a machine of the budgets' CPU index, said with why. */
async function chooseSlowdown(): Promise<number> {
  const probe = await CpuIndexProbe.start();
  const indexes: number[] = [];
  try {
    for (let i = 0; i < SLOWDOWN_PROBES; i++) indexes.push(await probe.measure());
  } finally {
    await probe.stop();
  }
  const machine = median(indexes);
  const slowdown = slowdownFor(machine);
  console.log(
    `  This machine now: ${formatCpuIndex(machine)}. Auditing at ${slowdown}× CPU slowdown, as on a ` +
      `machine of ${formatCpuIndex(emulatedCpuIndex(machine, slowdown))} ` +
      `(the budgets hold at ${formatCpuIndex(BUDGET_CPU_INDEX)}, within 1,100–1,800).`,
  );
  return slowdown;
}

/** `runs` audits of one page, sorted by performance score. */
async function auditRuns(url: string, runs: number, slowdown: number): Promise<Report[]> {
  const reports: Report[] = [];
  for (let i = 0; i < runs; i++) reports.push(await audit(url, slowdown));
  return reports.sort((a, b) => performanceOf(a) - performanceOf(b));
}

/** Attempts at one audit before the bench gives up on the page. */
const AUDIT_ATTEMPTS = 3;

/**
 * One Lighthouse audit. Lighthouse now and then loses its own trace of a load (NO_NAVSTART and
 * the like): such a run says nothing about the page, so it is run again, up to AUDIT_ATTEMPTS
 * times, and said with Lighthouse's own reason.
 */
async function audit(url: string, slowdown: number): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, slowdown);
    } catch (err) {
      if (attempt === AUDIT_ATTEMPTS) throw err;
      console.warn(`  ! Lighthouse failed on ${url}, running it again: ${failureReason(err)}`);
    }
  }
}

/** The last line Lighthouse wrote to stderr (its reason), or the error's first line. */
function failureReason(err: unknown): string {
  const stderr = (err as { stderr?: unknown }).stderr;
  const lines = typeof stderr === 'string' ? stderr.trim().split('\n') : [];
  return lines.at(-1)?.trim() || String(err).split('\n')[0] || 'unknown';
}

/** One Lighthouse CLI run: it launches Chromium through chrome-launcher and quits it after. */
async function auditOnce(url: string, slowdown: number): Promise<Report> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
        `--port=${BENCH_PORTS.lighthouseChrome}`,
        '--quiet',
        ...(slowdown === LIGHTHOUSE_SLOWDOWN
          ? []
          : [`--throttling.cpuSlowdownMultiplier=${slowdown}`]),
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const report = JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
    if (report.runtimeError)
      throw new Error(`Lighthouse could not audit ${url}: ${report.runtimeError.message}`);
    report.environment.benchmarkIndex = emulatedCpuIndex(
      report.environment.benchmarkIndex,
      slowdown,
    );
    return report;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const performanceOf = (report: Report) => report.categories.performance.score ?? 0;
