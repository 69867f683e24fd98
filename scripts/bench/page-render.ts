import { PAGE_STATE_ID } from '../../src/web/lib/page-state';
import { CpuIndexProbe, formatCpuIndex, judge, type Verdict } from './cpu-index';
import { publicPages } from './public-pages';
import { formatTable, writeResult } from './results';
import type { BenchServer } from './server';
import { percentile, round1 } from './stats';

/** The budget: the server answers a public page, rendered, within 50 ms at p95. */
export const PAGE_RENDER_BUDGET_P95_MS = 50;

/**
 * Requests to each page before the timed ones. The budget is for a server in service: the first
 * renders after a start also compile the renderer and the database's code, and are reported
 * apart (`warmUpMaxMs`) rather than mixed into the p95.
 */
export const WARM_UP_REQUESTS = 10;

/** Timed requests to each page. */
export const TIMED_REQUESTS = 50;

/**
 * Requests timed apart with a cookie (one that signs no one in), which the server never answers
 * from its kept visitor pages (decision 058): what a render costs when the page is not kept.
 */
const UNCACHED_REQUESTS = 20;
const UNCACHED = { cookie: 'kv-bench=uncached' };

export type PageRenderResult = {
  budgetP95Ms: number;
  requestsPerPage: number;
  warmUpRequestsPerPage: number;
  withinBudget: boolean;
  pages: {
    name: string;
    path: string;
    p50Ms: number;
    p95Ms: number;
    maxMs: number;
    /** The slowest of the untimed requests before them. */
    warmUpMaxMs: number;
    /** p95 of requests the server renders anew (a cookie), not judged. */
    uncachedP95Ms: number;
    shells: number;
    withinBudget: boolean;
    /**
     * Lighthouse's CPU index of the machine around this page's timed requests (the lower of the
     * one measured just before and just after them).
     */
    cpuIndex: number;
    verdict: Verdict;
  }[];
};

/**
 * Asks for each public page `requests` times, one after another, as a visitor, after
 * WARM_UP_REQUESTS untimed ones, and times the whole HTML (the server's render, its in-process API
 * calls and the local hop). An answer without the page's data script is the shell the server
 * falls back to, counted apart: it is fast because nothing was rendered.
 */
export async function measurePageRenders(
  server: BenchServer,
  requests = TIMED_REQUESTS,
): Promise<PageRenderResult> {
  const pages = [];
  const probe = await CpuIndexProbe.start();
  try {
    let cpuBefore = await probe.measure();
    for (const page of await publicPages(server)) {
      const timed = await timePage(server, page.path, requests);
      const uncached = await timePage(server, page.path, UNCACHED_REQUESTS, UNCACHED);
      const cpuAfter = await probe.measure();
      const cpuIndex = Math.min(cpuBefore, cpuAfter);
      cpuBefore = cpuAfter;
      const withinBudget = timed.p95Ms <= PAGE_RENDER_BUDGET_P95_MS && timed.shells === 0;
      // A shell answer is a fault at any speed; only a slow p95 waits for a faster machine.
      const verdict = timed.shells > 0 ? 'FAIL' : judge(withinBudget, cpuIndex);
      pages.push({
        ...page,
        ...timed,
        uncachedP95Ms: uncached.p95Ms,
        withinBudget,
        cpuIndex,
        verdict,
      });
    }
  } finally {
    await probe.stop();
  }
  const result: PageRenderResult = {
    budgetP95Ms: PAGE_RENDER_BUDGET_P95_MS,
    requestsPerPage: requests,
    warmUpRequestsPerPage: WARM_UP_REQUESTS,
    withinBudget: pages.every((p) => p.withinBudget),
    pages,
  };
  console.log(
    formatTable(
      [
        'page',
        'p50',
        'p95',
        'max',
        'shell answers',
        `warm-up max (${WARM_UP_REQUESTS})`,
        'rendered anew p95',
        'CPU index',
      ],
      pages.map((p) => [
        `${p.name} ${p.path}`,
        `${p.p50Ms} ms`,
        `${p.p95Ms} ms`,
        `${p.maxMs} ms`,
        `${p.shells} of ${requests}`,
        `${p.warmUpMaxMs} ms`,
        `${p.uncachedP95Ms} ms`,
        formatCpuIndex(p.cpuIndex),
      ]),
    ),
  );
  console.log(`→ ${writeResult('page-render.json', result)}`);
  return result;
}

/**
 * One page's timing: WARM_UP_REQUESTS untimed requests, then `requests` timed ones, one after
 * another.
 */
async function timePage(
  server: BenchServer,
  path: string,
  requests: number,
  headers: Record<string, string> = {},
) {
  const time = async () => {
    const started = performance.now();
    const html = await (await fetch(`${server.url}${path}`, { headers })).text();
    return { ms: performance.now() - started, shell: !html.includes(`id="${PAGE_STATE_ID}"`) };
  };
  let warmUpMaxMs = 0;
  for (let i = 0; i < WARM_UP_REQUESTS; i++) warmUpMaxMs = Math.max(warmUpMaxMs, (await time()).ms);
  const times: number[] = [];
  let shells = 0;
  for (let i = 0; i < requests; i++) {
    const { ms, shell } = await time();
    times.push(ms);
    if (shell) shells += 1;
  }
  return {
    p50Ms: round1(percentile(times, 50)),
    p95Ms: round1(percentile(times, 95)),
    maxMs: round1(Math.max(...times)),
    warmUpMaxMs: round1(warmUpMaxMs),
    shells,
  };
}
