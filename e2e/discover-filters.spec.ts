import type { Page } from '@playwright/test';
import type { ActivitySearchPage } from '../src/shared/schemas/search';
import { DISTANCE_SORT_NEEDS_LOCATION } from '../src/shared/quick-filters';
import { readLocalDateTime } from '../src/shared/upcoming';
import { appOrigin, expect, skipLocationPrompt, test } from './fixtures';
import { expectNoAxeViolations, shot } from './page-checks';

/**
 * Discover keeps the parent where they are: saved preferences show as chips that name what
 * hides results, a removed one stays removed for the visit, and today's swim classes under $25,
 * cheapest first, are a few taps away without leaving the search.
 */

const listCards = (page: Page) =>
  page.getByRole('region', { name: 'Activities', exact: true }).getByRole('article');
const emptyList = (page: Page) => page.getByText('No activities found');

/** The next search of the List tab whose query passes `wanted`, and its answer. */
const nextListSearch = (page: Page, wanted: (query: URLSearchParams) => boolean) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/activities' &&
      !url.searchParams.has('limit', '50') &&
      wanted(url.searchParams)
    );
  });

test(
  'preferences as chips, held for the visit, and quick filters that keep the search',
  { tag: '@desktop' },
  async ({ page, signedInParent: _parent }) => {
    const saved = await page.request.put('/api/preferences', {
      data: {
        activityTypes: ['Sports'],
        preferredDays: [],
        preferredTimes: [],
        maxDistance: 0,
        ageRange: { min: 0, max: 12 },
        enableNotifications: true,
      },
      headers: { origin: appOrigin() },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await skipLocationPrompt(page);

    await test.step("'swim' with a Sports preference says which filter hides it", async () => {
      await page.goto('/activities?tab=list&q=swim');
      await expect(emptyList(page)).toBeVisible();
      await expect(page.getByText('Your filters may be hiding activities: Sports.')).toBeVisible();
      await expect(
        page.getByRole('group', { name: 'From your preferences:' }).getByRole('button'),
      ).toHaveText(['Sports']);
      await shot(page, 'discover-filters-hiding', { fullPage: false });
      await expectNoAxeViolations(page, 'Discover, filters hiding results');
    });

    await test.step('removing it shows the swims, and it stays removed for the visit', async () => {
      await page.getByRole('button', { name: 'Remove Sports' }).click();
      await expect(listCards(page).first()).toBeVisible();
      await expect(page).toHaveURL(/q=swim/);
      await page.goto('/');
      await page.goto('/activities?tab=list');
      await expect(listCards(page).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remove filter: Sports' })).toHaveCount(0);
    });

    await test.step("today's swims under $25, cheapest first, without leaving the search", async () => {
      await page.goto('/activities?tab=list&q=swim');
      await expect(listCards(page).first()).toBeVisible();
      const choose = async (filter: string, choice: string) => {
        await page.getByRole('button', { name: filter, exact: true }).click();
        await page
          .getByRole('dialog', { name: filter })
          .getByRole('button', { name: choice })
          .click();
      };
      await choose('Date', 'Today');
      await choose('Category', 'Swimming');
      await choose('Price', 'Under $25');
      const cheapest = nextListSearch(page, (q) => q.get('sort') === 'price');
      await choose('Sort', 'Lowest price');
      await expect(page).toHaveURL(
        /q=swim.*when=today.*category=Swimming.*price=under25.*sort=price/,
      );
      const response = await cheapest;
      const answer = (await response.json()) as ActivitySearchPage;
      // The parent's clock as the request left: what 'Today' and 'not started' are read against.
      const now = readLocalDateTime(new URL(response.url()).searchParams.get('now') ?? '');
      if (!now) throw new Error('Every search sends the parent’s local time');
      const prices = answer.items.map((item) => item.priceCents);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const item of answer.items) {
        expect(item.type, item.title).toBe('Swimming');
        expect(item.priceCents, item.title).toBeLessThan(2500);
        // Today's, and not started: Today never offers what is already under way.
        expect(item.date, item.title).toBe(now.date);
        expect(`${item.startTime}:00` > now.time, `${item.title} at ${item.startTime}`).toBe(true);
      }
      await expect(page.getByRole('group', { name: 'Filters:' }).getByRole('button')).toHaveText([
        'Today',
        'Swimming',
        'Under $25',
      ]);
      await expect(listCards(page).first().or(emptyList(page))).toBeVisible();
      await shot(page, 'discover-filters-quick', { fullPage: false });
    });

    await test.step('nearest first waits for a location, and says so', async () => {
      await page.getByRole('button', { name: /^Sort/ }).click();
      const sort = page.getByRole('dialog', { name: 'Sort' });
      await expect(sort.getByRole('button', { name: 'Nearest' })).toBeDisabled();
      await expect(sort.getByText(DISTANCE_SORT_NEEDS_LOCATION)).toBeVisible();
      await shot(page, 'discover-filters-sort', { fullPage: false });
      await expectNoAxeViolations(page, 'Discover, sort choices');
      await page.keyboard.press('Escape');
    });
  },
);
