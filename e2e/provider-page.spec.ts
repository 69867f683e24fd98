import { expect, test } from './fixtures';
import { scanAndShoot, shot } from './page-checks';
import { importProvider } from './provider-fixtures';

/** A provider's page: reached from an activity's 'by …', with who they are and what is coming up. */

test.describe("a provider's page", () => {
  test(
    "from an activity's provider link to the provider's upcoming activities",
    { tag: '@desktop' },
    async ({ page }) => {
      const { provider, activities } = await importProvider(page.request);
      const [soonest, next, last] = activities.items;
      if (!soonest || !next || !last) throw new Error('Three upcoming activities were imported');

      await page.goto(`/activities/${next.id}`);
      await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
      await shot(page, 'provider-link-activity', { fullPage: false });
      await page.getByRole('link', { name: provider.name }).click();

      await expect(page).toHaveURL(`/providers/${provider.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: provider.name })).toBeVisible();
      await expect(page).toHaveTitle(`${provider.name} · Kidventure`);
      await expect(page.getByRole('region', { name: 'About' })).toContainText(
        'the science of flight',
      );
      const website = page.getByRole('link', { name: /website, opens in a new tab/ });
      await expect(website).toHaveAttribute('href', `https://${provider.slug}.example/`);
      await expect(website).toHaveAttribute('rel', /noopener/);
      const places = page.getByRole('region', { name: 'Places' }).getByRole('listitem');
      await expect(places).toHaveText(['Harbour Park1 Harbour St', 'Pier Hall8 Pier Rd']);

      // Soonest first; last week's session is counted, not listed.
      const upcoming = page.getByRole('region', { name: 'Upcoming activities' });
      await expect(upcoming).toContainText('3 activities coming up · 1 past');
      await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText([
        soonest.title,
        next.title,
        last.title,
      ]);
      await expect(upcoming.getByText(/Last Week Kites/)).toHaveCount(0);
      await scanAndShoot(page, 'provider-page');

      // A card opens its activity, whose 'by …' leads back here.
      await upcoming.getByRole('link', { name: last.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
      await page.getByRole('link', { name: provider.name }).click();
      await expect(page.getByRole('heading', { level: 1, name: provider.name })).toBeVisible();
    },
  );

  test("a card's provider name opens their page, not the card's activity", async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Featured Activities' }).getByRole('article');
    const first = card.first();
    const title = first.getByRole('heading', { level: 3 }).getByRole('link');
    const provider = first.getByRole('link').and(page.locator('[href^="/providers/"]'));
    const name = (await provider.textContent()) ?? '';

    // From the keyboard: the title link, then the provider's, each a stop of its own.
    await title.focus();
    await page.keyboard.press('Tab');
    await expect(provider).toBeFocused();
    await shot(page, 'provider-link-card-focus', { fullPage: false });

    await provider.click();
    await expect(page).toHaveURL(/\/providers\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test("an unknown provider says 'Provider not found' and leads back to Discover", async ({
    page,
  }) => {
    await page.goto('/providers/no-such-provider-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Provider not found' })).toBeVisible();
    await shot(page, 'provider-not-found');
    await page.getByRole('link', { name: 'Back to Activities' }).click();
    await expect(page).toHaveURL('/activities');
  });
});
