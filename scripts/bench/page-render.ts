import { PAGE_STATE_ID } from '../../src/web/lib/page-state';
import { publicPages } from './public-pages';
import { formatTable, writeResult } from './results';
import type { BenchServer } from './server';
import { percentile, round1 } from './stats';

/** The budget: the server answers a public page, rendered, within 50 ms at p95. */
export const PAGE_RENDER_BUDGET_P95_MS = 50;

export type PageRenderResult = {
  budgetP95Ms: number;
  requestsPerPage: number;
  withinBudget: boolean;
  pages: {
    name: string;
    path: string;
    p50Ms: number;
    p95Ms: number;
    maxMs: number;
    shells: number;
    withinBudget: boolean;
  }[];
};

/**
 * Asks for each public page `requests` times, one after another, as a visitor, and times the
 * whole HTML (the server's render, its in-process API calls and the local hop). An answer without
 * the page's data script is the shell the server falls back to, counted apart: it is fast because
 * nothing was rendered.
 */
export async function measurePageRenders(
  server: BenchServer,
  requests = 50,
): Promise<PageRenderResult> {
  const pages = [];
  for (const page of await publicPages(server)) {
    const times: number[] = [];
    let shells = 0;
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      const html = await (await fetch(`${server.url}${page.path}`)).text();
      times.push(performance.now() - started);
      if (!html.includes(`id="${PAGE_STATE_ID}"`)) shells += 1;
    }
    const p95Ms = round1(percentile(times, 95));
    pages.push({
      ...page,
      p50Ms: round1(percentile(times, 50)),
      p95Ms,
      maxMs: round1(Math.max(...times)),
      shells,
      withinBudget: p95Ms <= PAGE_RENDER_BUDGET_P95_MS && shells === 0,
    });
  }
  const result: PageRenderResult = {
    budgetP95Ms: PAGE_RENDER_BUDGET_P95_MS,
    requestsPerPage: requests,
    withinBudget: pages.every((p) => p.withinBudget),
    pages,
  };
  console.log(
    formatTable(
      ['page', 'p50', 'p95', 'max', 'shell answers'],
      pages.map((p) => [
        `${p.name} ${p.path}`,
        `${p.p50Ms} ms`,
        `${p.p95Ms} ms`,
        `${p.maxMs} ms`,
        `${p.shells} of ${requests}`,
      ]),
    ),
  );
  console.log(`→ ${writeResult('page-render.json', result)}`);
  return result;
}
