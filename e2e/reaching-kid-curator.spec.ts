import type { Page } from '@playwright/test';
import { expect, skipLocationPrompt, test } from './fixtures';
import { createKid } from './fixtures-kids';
import { FIRST_LOAD, scanAndShoot } from './page-checks';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** KidCurator opened, starting from the parent's kid. */
async function expectKidCurator(page: Page) {
  await expect(page).toHaveURL('/kid-curator');
  await expect(h1(page, 'KidCurator')).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: /Ava Finch/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test.describe('KidCurator can be reached', () => {
  test.use({ reducedMotion: 'reduce' });

  test(
    "from Home's My Kids, the search palette and BoredomBot",
    // Home lays My Kids beside This Week, and the palette opens from the header's search field.
    { tag: '@desktop' },
    async ({ page, signedInParent: _ }) => {
      await skipLocationPrompt(page);
      await createKid(page.request, { name: 'Ava Finch', interests: ['Art'] });

      await test.step("Home: 'Plan for my kids' in My Kids", async () => {
        await page.goto('/');
        const kids = page.getByRole('region', { name: 'My Kids' });
        const plan = kids.getByRole('link', { name: /^Plan for my kids/ });
        await expect(plan).toBeVisible(FIRST_LOAD);
        await scanAndShoot(page, 'home-plan-for-my-kids');
        await plan.click();
        await expectKidCurator(page);
      });

      await test.step('the search palette: KidCurator in Quick Navigation', async () => {
        await page.goto('/calendar');
        await expect(h1(page, 'Calendar')).toBeVisible(FIRST_LOAD);
        await page.getByRole('banner').getByRole('button', { name: 'Search activities' }).click();
        const palette = page.getByRole('dialog', { name: 'Search activities' });
        await palette.getByPlaceholder('Search activities or try BoredomBot...').fill('kids');
        await palette.getByRole('option', { name: 'KidCurator' }).click();
        await expect(palette).toBeHidden();
        await expectKidCurator(page);
      });

      await test.step("BoredomBot: 'Plan for my kids'", async () => {
        await page.goto('/boredom-bot');
        await expect(h1(page, 'BoredomBot')).toBeVisible(FIRST_LOAD);
        await scanAndShoot(page, 'boredom-bot-plan-for-my-kids');
        await page.getByRole('link', { name: 'Plan for my kids' }).click();
        await expectKidCurator(page);
      });
    },
  );
});
