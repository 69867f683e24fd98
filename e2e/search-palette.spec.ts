import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search activities' });
const searchBox = (page: Page) => page.getByPlaceholder('Search activities or try BoredomBot...');

/** Opens the palette with Ctrl+K (Cmd+K on a Mac is the same shortcut). */
async function openWithShortcut(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
}

const logged = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/boredombot/logs') && r.request().method() === 'POST',
  );

test.describe('search palette', () => {
  test(
    'Ctrl+K, type, pick an activity: its page opens and the pick is logged',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/');
      await openWithShortcut(page);
      await expect(palette(page).getByRole('option')).toHaveText([
        'Discover Activities',
        'BoredomBot',
        'KidCurator',
        'Favorites',
      ]);

      await searchBox(page).fill('karate');
      const activities = palette(page).getByRole('group', { name: 'Activities' });
      const first = activities.getByRole('option').first();
      await expect(first).toContainText('Karate', { timeout: 15_000 });
      expect(await activities.getByRole('option').count()).toBeLessThanOrEqual(5);

      const log = logged(page);
      await first.click();
      await expect(page).toHaveURL(/\/activities\/\d+$/);
      await expect(palette(page)).toBeHidden();
      const response = await log;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({
        searchType: 'search_palette',
        searchInput: 'karate',
        responseSummary: 'Selected activity from search results',
        usedRecommendation: true,
      });
    },
  );

  test('nothing matches: Ask BoredomBot carries the query', async ({ page }) => {
    await page.goto('/');
    await openWithShortcut(page);
    await searchBox(page).fill('zqxv plorkh');
    await expect(
      palette(page).getByRole('group', { name: 'Try BoredomBot for personalized suggestions' }),
    ).toBeVisible({ timeout: 15_000 });
    const log = logged(page);
    await palette(page)
      .getByRole('option', { name: /Ask BoredomBot/ })
      .click();
    await expect(page).toHaveURL('/boredom-bot?prompt=zqxv%20plorkh');
    expect((await log).request().postDataJSON()).toMatchObject({
      searchType: 'redirect_to_bot',
      searchInput: 'zqxv plorkh',
      usedRecommendation: false,
    });
  });

  test(
    "opens from the header's search button on any screen and closes with Escape",
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/calendar');
      await page.getByRole('banner').getByRole('button', { name: 'Search activities' }).click();
      await expect(palette(page)).toBeVisible();
      // The keyboard reaches a Quick Navigation item.
      await searchBox(page).press('ArrowDown');
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL('/boredom-bot');

      await page.keyboard.press('Control+k');
      await expect(palette(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(palette(page)).toBeHidden();
    },
  );
});
