import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** What every screen is checked against: WCAG 2.2 AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A cold first load of a lazy screen is slow on a busy machine. */
export const FIRST_LOAD = { timeout: 15_000 };

/**
 * Scans the page (or only `include`, e.g. an open modal, which hides the page behind it with
 * aria-hidden) once what is moving has come to rest; fails listing each rule, where it failed and
 * how to fix it. Axe measures colours as they are drawn, and a toast half faded in is not what a
 * parent reads: finite transitions and animations end first (endless ones, a spinner, never do).
 */
export async function expectNoAxeViolations(
  page: Page,
  name = page.url(),
  { include }: { include?: string } = {},
): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
  // Axe runs in the page itself. Its default gathers each frame's results in a blank page it opens
  // for the purpose, with axe injected there again: twice the time of a scan here, where no page
  // has a frame from another origin (the only kind that mode reaches and this one does not).
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const described = violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `  at ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
        .join('\n');
      return `[${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n');
  // A count, not the array: the message already lists each violation readably.
  expect(violations.length, `axe violations on ${name}:\n${described}`).toBe(0);
}

/**
 * Screenshots for review when SHOTS_DIR is set (none in CI), named for the test's project: the
 * whole page, or what the screen shows now (`fullPage: false`, where sticky bars matter).
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({
    path: `${dir}/${name}-${test.info().project.name}.png`,
    fullPage,
    animations: 'disabled',
  });
}

/**
 * Fails when something lies over the element (a toast over the title or the next control): a
 * parent could not read or tap it. Checks its middle and near its top and bottom edges.
 */
export async function expectUncovered(element: Locator): Promise<void> {
  await expect(element).toBeInViewport();
  // Polled for 2 s, well within a toast's 5 s life: the toast follows a bar that is still settling
  // (sticking or unsticking as the page scrolls), but one that stays over the element fails.
  const covering = () =>
    element.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      for (const y of [box.top + 2, box.top + box.height / 2, box.bottom - 2]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && hit !== el && !el.contains(hit)) {
          return hit.closest('[data-sonner-toast]')?.textContent ?? hit.outerHTML.slice(0, 120);
        }
      }
      return null;
    });
  await expect.poll(covering, { message: `something covers ${element}`, timeout: 2000 }).toBeNull();
}

/** An axe scan (`expectNoAxeViolations`), then a screenshot of what was scanned (`shot`). */
export async function scanAndShoot(
  page: Page,
  name: string,
  options?: { include?: string },
): Promise<void> {
  await expectNoAxeViolations(page, name, options);
  await shot(page, name);
}
