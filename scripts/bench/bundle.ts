import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { BenchServer } from './server';

export type BundleResult = {
  route: string;
  scripts: { url: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
  budgetGzipBytes: number;
  withinBudget: boolean;
};

const BUDGET_GZIP_BYTES = 150 * 1024;

/** Opens the first route in Chromium and adds up every JavaScript file it loads, gzipped. */
export async function measureFirstRouteJs(server: BenchServer, route = '/'): Promise<BundleResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const pending: Promise<{ url: string; bytes: number; gzipBytes: number } | null>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res.body().then(
          (body) => ({
            url: new URL(res.url()).pathname,
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }),
          // A redirect or an aborted load has no body to count.
          () => null,
        ),
      );
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    // A script that starts loading while the others are read (a lazy part of the page) counts
    // too: read until no new one has started.
    let read = 0;
    while (read < pending.length) {
      read = pending.length;
      await Promise.all(pending);
      await page.waitForLoadState('networkidle');
    }
    const scripts = (await Promise.all(pending)).filter((s) => s !== null);
    const totalGzipBytes = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    return {
      route,
      scripts,
      totalBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      totalGzipBytes,
      budgetGzipBytes: BUDGET_GZIP_BYTES,
      withinBudget: totalGzipBytes <= BUDGET_GZIP_BYTES,
    };
  } finally {
    await browser.close();
  }
}
