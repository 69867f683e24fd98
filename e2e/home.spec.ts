import type { Locator, Page } from '@playwright/test';
import { ageInYears } from '../src/shared/age';
import { formatLongDate } from '../src/shared/display-format';
import { localIsoDate } from '../src/shared/iso-date';
import { expect, test } from './fixtures';
import { createKid } from './fixtures-kids';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const region = (page: Page, name: string) => page.getByRole('region', { name });
const cards = (container: Locator) => container.getByRole('article');
/** A card's own link, its title (the provider's name beside it links to their page). */
const titleLinks = (container: Locator) =>
  cards(container).getByRole('heading', { level: 3 }).getByRole('link');
/** The first lists come from the seeded catalogue; give a busy machine time to answer. */
const LIST_TIMEOUT = { timeout: 15_000 };

test.describe('home', () => {
  test(
    'a visitor is welcomed and browses featured activities and the tabs',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/');
      await expect(h1(page)).toHaveText('Welcome to Kidventure');
      await expect(
        page.getByText('The simplest way to discover and book amazing activities for your kids.'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in to get started' })).toHaveAttribute(
        'href',
        '/auth',
      );

      // The demo catalogue is seeded at start: Featured holds the first 8 popular activities.
      const featured = region(page, 'Featured Activities');
      await expect(cards(featured)).toHaveCount(8, LIST_TIMEOUT);
      // Sessions with places left only (docs/decisions/023).
      await expect(featured.getByText('Full', { exact: true })).toHaveCount(0);

      // The tabs below come as the parent scrolls towards them.
      await page.getByRole('heading', { name: 'More to Explore' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('tab', { name: 'Trending' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const trending = page.getByRole('tabpanel', { name: 'Trending' });
      await expect(cards(trending)).toHaveCount(8);
      // Trending continues the same list: none of Featured repeats.
      const featuredLinks = await titleLinks(featured).evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      );
      const trendingLinks = await titleLinks(trending).evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      );
      expect(trendingLinks.filter((href) => featuredLinks.includes(href))).toEqual([]);

      await page.getByRole('tab', { name: 'Upcoming' }).click();
      await expect(cards(page.getByRole('tabpanel', { name: 'Upcoming' }))).toHaveCount(
        6,
        LIST_TIMEOUT,
      );
      await page.getByRole('tab', { name: 'For You' }).click();
      await expect(cards(page.getByRole('tabpanel', { name: 'For You' }))).toHaveCount(
        6,
        LIST_TIMEOUT,
      );

      // A card opens its activity.
      await titleLinks(featured).first().click();
      await expect(page).toHaveURL(/\/activities\/\d+$/);
    },
  );

  test("a visitor's Add Child leads to sign-in", async ({ page }) => {
    await page.goto('/');
    await region(page, 'My Kids').getByRole('link', { name: 'Add Child' }).click();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('a parent sees their kids, this week and the way to bookings', async ({
    page,
    signedInParent: _,
  }) => {
    const kid = await createKid(page.request, { name: 'Mia Rose', birthDate: '2018-04-12' });
    const dayBefore = localIsoDate();
    await page.goto('/');
    // A new account's first visit.
    await expect(h1(page)).toHaveText('Welcome', LIST_TIMEOUT);

    const kids = region(page, 'My Kids');
    const tile = kids.getByRole('link', { name: /Mia Rose/ });
    const age = ageInYears('2018-04-12', localIsoDate());
    await expect(tile).toContainText(`${age} years`, LIST_TIMEOUT);
    await expect(tile).toContainText('M');
    await expect(kids.getByRole('link', { name: 'Add Child' })).toHaveCount(0);

    const week = page.getByRole('radiogroup', { name: 'This Week' });
    const days = week.getByRole('radio');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toHaveAccessibleName(/^Monday/);
    // The page fixed its day when it came; a run may have crossed midnight since.
    const today = [dayBefore, localIsoDate()].map(formatLongDate).join('|');
    const todayDay = week.getByRole('radio', { name: new RegExp(`^(${today}), today$`) });
    await expect(todayDay).toBeChecked();
    const todayIndex = await days.evaluateAll((radios) =>
      radios.findIndex((radio) => radio.getAttribute('aria-label')?.endsWith(', today')),
    );

    // A click chooses a day; the arrow keys move the choice along the week.
    const other = todayIndex === 0 ? 3 : 0;
    await days.nth(other).click();
    await expect(days.nth(other)).toBeChecked();
    await expect(days.nth(todayIndex)).not.toBeChecked();
    await page.keyboard.down('ArrowRight');
    await expect(days.nth(other + 1)).toBeChecked();
    await expect(days.nth(other + 1)).toBeFocused();
    await page.keyboard.up('ArrowRight');

    await expect(cards(region(page, 'Featured Activities'))).toHaveCount(8, LIST_TIMEOUT);
    await expect(page.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
    await tile.click();
    await expect(page).toHaveURL(`/profiles/${kid.id}`);
  });

  test('a parent without kids is offered Add Child', async ({ page, signedInParent: _ }) => {
    await page.goto('/');
    await region(page, 'My Kids').getByRole('link', { name: 'Add Child' }).click();
    await expect(page).toHaveURL('/profiles/new');
  });
});
