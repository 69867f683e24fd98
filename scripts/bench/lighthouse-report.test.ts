import { describe, expect, it } from 'vitest';
import { toPage, type Report } from './lighthouse-report';

/** A Lighthouse report with the figures the bench reads. */
function report(performance: number, tbtMs: number, benchmarkIndex: number, domSize = 900) {
  const category = (score: number) => ({ score, auditRefs: [] });
  return {
    lighthouseVersion: '12.8.2',
    environment: { hostUserAgent: 'Chromium', benchmarkIndex },
    runWarnings: [],
    categories: {
      performance: category(performance / 100),
      accessibility: category(1),
      'best-practices': category(1),
      seo: category(1),
    },
    audits: {
      'total-blocking-time': {
        title: 'TBT',
        score: 1,
        scoreDisplayMode: 'numeric',
        numericValue: tbtMs,
      },
      'dom-size': { title: 'DOM', score: 1, scoreDisplayMode: 'numeric', numericValue: domSize },
      'mainthread-work-breakdown': {
        title: 'Main thread',
        score: 1,
        scoreDisplayMode: 'numeric',
        details: {
          items: [
            { group: 'scriptEvaluation', duration: tbtMs * 4 },
            { group: 'styleLayout', duration: 300 },
          ],
        },
      },
    },
  } as unknown as Report;
}

const home = { name: 'Home', path: '/', performanceBudget: 97 };
// Lighthouse's order: lowest performance first.
const pageOf = (...reports: Report[]) => toPage(home, reports);

describe('a page judged on the median of its runs', () => {
  it('passes on the median even when one run misses', () => {
    const page = pageOf(report(80, 700, 1200), report(98, 120, 1500), report(99, 90, 1700));
    expect(page?.median).toEqual({ performance: 98, tbtMs: 120, benchmarkIndex: 1500 });
    expect(page?.verdict).toBe('PASS');
  });

  it('fails a median under its own floor, or over the blocking-time budget', () => {
    expect(pageOf(report(96, 100, 1500))?.verdict).toBe('FAIL');
    expect(pageOf(report(98, 200, 1500))?.verdict).toBe('FAIL');
  });

  it('does not judge a miss on a machine slower than CPU index 1,000', () => {
    const page = pageOf(report(85, 600, 900), report(90, 400, 950), report(92, 300, 1300));
    expect(page?.median.benchmarkIndex).toBe(950);
    expect(page?.verdict).toBe('SLOW');
  });

  it('breaks the main thread down by the median of each kind of work, with the DOM size', () => {
    const page = pageOf(report(90, 100, 1500), report(95, 300, 1500), report(99, 200, 1500, 640));
    expect(page?.breakdown.ms.scriptEvaluation).toBe(800);
    expect(page?.breakdown.ms.styleLayout).toBe(300);
    expect(page?.breakdown.totalMs).toBe(1100);
    expect(page?.breakdown.domElements).toBe(900);
  });
});
