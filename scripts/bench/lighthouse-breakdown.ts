import { formatTable } from './results';
import { median } from './stats';

/**
 * Where a page's main thread goes while it loads (issue 31), from Lighthouse's
 * mainthread-work-breakdown audit (ms at its 4× CPU throttle), and the DOM's size.
 */
export const WORK_GROUPS = [
  'scriptEvaluation',
  'scriptParseCompile',
  'styleLayout',
  'paintCompositeRender',
  'parseHTML',
  'garbageCollection',
  'other',
] as const;
export type WorkGroup = (typeof WORK_GROUPS)[number];

const GROUP_HEADERS: Record<WorkGroup, string> = {
  scriptEvaluation: 'script eval',
  scriptParseCompile: 'parse/compile',
  styleLayout: 'style & layout',
  paintCompositeRender: 'rendering',
  parseHTML: 'HTML & CSS',
  garbageCollection: 'GC',
  other: 'other',
};

export type MainThreadBreakdown = {
  /** ms per group, the median over the page's runs (each group on its own). */
  ms: Record<WorkGroup, number>;
  totalMs: number;
  /** Elements in the body, Lighthouse's dom-size. */
  domElements: number;
  /** The scripts that cost most (bootup-time, of the median run): evaluation and parse/compile. */
  scripts: { url: string; scriptingMs: number; parseCompileMs: number }[];
};

/** The audits read here, as they appear in a Lighthouse report. */
type Audits = Record<
  string,
  { numericValue?: number; details?: { items?: unknown[] } } | undefined
>;

type WorkItem = { group?: string; duration?: number };
type BootupItem = { url?: string; scripting?: number; scriptParseCompile?: number };

const isWorkGroup = (g: string | undefined): g is WorkGroup =>
  (WORK_GROUPS as readonly (string | undefined)[]).includes(g);

/** One run's main-thread work per group. */
export function workOf(audits: Audits): Record<WorkGroup, number> {
  const ms = Object.fromEntries(WORK_GROUPS.map((g) => [g, 0])) as Record<WorkGroup, number>;
  for (const item of (audits['mainthread-work-breakdown']?.details?.items ?? []) as WorkItem[])
    if (isWorkGroup(item.group)) ms[item.group] += item.duration ?? 0;
  return ms;
}

/** A script's path on the app's server; Lighthouse names work of no script 'Unattributable'. */
const pathOf = (url = '(unknown)') => (URL.canParse(url) ? new URL(url).pathname : url);

/** The breakdown of a page over its runs; `medianRun` gives the scripts and the DOM. */
export function breakdownOf(runs: Audits[], medianRun: Audits): MainThreadBreakdown {
  const each = runs.map(workOf);
  const ms = Object.fromEntries(
    WORK_GROUPS.map((g) => [g, Math.round(median(each.map((w) => w[g])))]),
  ) as Record<WorkGroup, number>;
  const bootup = (medianRun['bootup-time']?.details?.items ?? []) as BootupItem[];
  return {
    ms,
    totalMs: Object.values(ms).reduce((sum, v) => sum + v, 0),
    domElements: Math.round(medianRun['dom-size']?.numericValue ?? NaN),
    scripts: bootup.slice(0, 4).map((s) => ({
      url: pathOf(s.url),
      scriptingMs: Math.round(s.scripting ?? 0),
      parseCompileMs: Math.round(s.scriptParseCompile ?? 0),
    })),
  };
}

/** The breakdown table, one page a row, each with the CPU index its runs had (their median). */
export function printBreakdowns(
  pages: { name: string; breakdown: MainThreadBreakdown; cpuIndex: number }[],
  slowdown: number,
) {
  console.log(
    `\nMain thread while loading (ms at ${slowdown}× throttle, median of runs), and DOM size:`,
  );
  console.log(
    formatTable(
      ['page', ...WORK_GROUPS.map((g) => GROUP_HEADERS[g]), 'total', 'DOM', 'CPU index'],
      pages.map(({ name, breakdown: b, cpuIndex }) => [
        name,
        ...WORK_GROUPS.map((g) => String(b.ms[g])),
        String(b.totalMs),
        String(b.domElements),
        String(cpuIndex),
      ]),
    ),
  );
  for (const { name, breakdown } of pages) {
    const scripts = breakdown.scripts
      .map((s) => `${s.url} ${s.scriptingMs}+${s.parseCompileMs}`)
      .join(', ');
    if (scripts) console.log(`  ${name} scripts (eval+parse ms): ${scripts}`);
  }
}

/** Each page's main thread as shipped beside its floor: the same page with no JavaScript. */
export function printFloors(
  pages: { name: string; breakdown: MainThreadBreakdown }[],
  floor: { name: string; totalMs: number }[],
  slowdown: number,
) {
  console.log(
    `\nMain thread with no JavaScript: the page's HTML and CSS alone, as the server renders them ` +
      `(ms at ${slowdown}× throttle, median of runs):`,
  );
  console.log(
    formatTable(
      ['page', 'no JavaScript', 'as shipped', 'JavaScript adds'],
      floor.map(({ name, totalMs }) => {
        const shipped = pages.find((p) => p.name === name)?.breakdown.totalMs ?? NaN;
        return [name, String(totalMs), String(shipped), String(shipped - totalMs)];
      }),
    ),
  );
}
