import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Scans the page as it is now (WCAG 2.2 AA); fails listing each rule and where it failed. */
export async function expectNoAxeViolations(page: Page, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const described = violations
    .map(
      (v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  at ${n.target.join(' ')}`).join('\n')}`,
    )
    .join('\n');
  expect(violations.length, `axe violations on ${name}:\n${described}`).toBe(0);
}
