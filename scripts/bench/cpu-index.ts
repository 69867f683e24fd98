import { chromium, type Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * Issue 31: below this Lighthouse CPU index the machine is slower than the budgets are set for
 * (they hold at 1,100–1,800), and a miss says more about the moment than about the page.
 */
export const SLOWEST_JUDGED_CPU_INDEX = 1000;

/** Lighthouse's own CPU slowdown for its mobile audit. */
export const LIGHTHOUSE_SLOWDOWN = 4;

/**
 * The CPU index a run at `slowdown` stands for: Lighthouse's mobile audit slows this machine 4×,
 * so 8× on a machine of index 2,800 audits as 4× would on one of 1,400.
 */
export const emulatedCpuIndex = (measured: number, slowdown: number) =>
  (measured * LIGHTHOUSE_SLOWDOWN) / slowdown;

/** The middle of the CPU indexes the budgets are set for (issue 31: 1,100–1,800). */
export const BUDGET_CPU_INDEX = 1450;

/** The most CPU slowdown Lighthouse is asked for. */
export const MAX_SLOWDOWN = 16;

/**
 * The CPU slowdown that audits this machine as one of BUDGET_CPU_INDEX: 4× on a machine at that
 * index or slower, 8× on one twice as fast. A budget judged on a fast moment of the machine
 * would otherwise pass what a parent's phone, or the same machine on a busy day, would not.
 */
export function slowdownFor(machineCpuIndex: number): number {
  const slowdown = Math.round((LIGHTHOUSE_SLOWDOWN * machineCpuIndex) / BUDGET_CPU_INDEX);
  return Math.min(MAX_SLOWDOWN, Math.max(LIGHTHOUSE_SLOWDOWN, slowdown));
}

/** A budget's verdict: met, missed, or not judged because the machine was too slow. */
export type Verdict = 'PASS' | 'FAIL' | 'SLOW';

/**
 * Judges a machine-dependent figure: on a machine slower than SLOWEST_JUDGED_CPU_INDEX a miss is
 * not judged (a figure within budget on a slow machine still passes).
 */
export function judge(withinBudget: boolean, cpuIndex: number): Verdict {
  if (withinBudget) return 'PASS';
  return cpuIndex < SLOWEST_JUDGED_CPU_INDEX ? 'SLOW' : 'FAIL';
}

/** The words after a figure judged SLOW, or nothing. */
export const slowNote = (verdict: Verdict) =>
  verdict === 'SLOW'
    ? ` — too slow to judge (CPU index below ${SLOWEST_JUDGED_CPU_INDEX.toLocaleString('en-US')})`
    : '';

export const formatCpuIndex = (index: number) => `CPU ${Math.round(index).toLocaleString('en-US')}`;

/**
 * Lighthouse's CPU benchmark (its `benchmarkIndex`, the same function it runs in the page it
 * audits), run in Chromium at this moment, so a figure measured outside Lighthouse (a server's
 * render time) is stated with the machine's speed on the same scale.
 */
export class CpuIndexProbe {
  private constructor(private readonly browser: Browser) {}

  static async start(): Promise<CpuIndexProbe> {
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    return new CpuIndexProbe(browser);
  }

  async measure(): Promise<number> {
    const page = await this.browser.newPage();
    try {
      const index = await page.evaluate<number>(
        `(${pageFunctions.computeBenchmarkIndex.toString()})()`,
      );
      return Math.round(index);
    } finally {
      await page.close();
    }
  }

  stop = () => this.browser.close();
}
