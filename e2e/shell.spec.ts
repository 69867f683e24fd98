import type { Page } from '@playwright/test';
import {
  createParent,
  expect,
  mainNav,
  openAccountMenu,
  skipLocationPrompt,
  tabTo,
  test,
  uniqueEmail,
} from './fixtures';

// These journeys are about the header and the navigation; on Discover, the location dialog would
// open by itself (for a visitor with no location) over whatever they click next.
test.beforeEach(async ({ page }) => skipLocationPrompt(page));

/** The header's page title (a paragraph: each page has its own h1). */
const headerTitle = (page: Page, title: string) =>
  page.getByRole('banner').getByText(title, { exact: true });

test.describe('404 page', () => {
  test('an unknown path shows the 404 page, whose link goes home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeHidden();
  });
});

/** Each screen's chrome: header title, back button and the bottom-nav tab marked current. */
const PAGES: Array<{ path: string; title: string; tab: string | null }> = [
  { path: '/', title: 'Kidventure', tab: 'Home' },
  { path: '/activities', title: 'Discover', tab: 'Search' },
  // An unknown id: a listed activity's tab is titled with the activity itself.
  { path: '/activities/999999999', title: 'Activity Details', tab: null },
  { path: '/profiles', title: 'Kid Profiles', tab: null },
  { path: '/wallet', title: 'Wallet', tab: null },
  { path: '/messages', title: 'Messages', tab: 'Messages' },
  { path: '/favorites', title: 'Collections', tab: null },
  { path: '/lists', title: 'Collections', tab: null },
  { path: '/boredom-bot', title: 'BoredomBot', tab: 'BoredomBot' },
  { path: '/calendar', title: 'Calendar', tab: 'Calendar' },
];

// Signed in, since some screens (kid profiles, settings) send a signed-out visitor to /auth. One
// test visits them all, a step each: a browser context and an account per screen cost more than
// the screens themselves.
test(
  'header and navigation on each screen',
  { tag: '@desktop' },
  async ({ page, signedInParent: _signedIn }) => {
    for (const { path, title, tab } of PAGES) {
      const home = path === '/';
      await test.step(`${path}: titled '${title}', ${home ? 'no' : 'a'} back button, ${tab ?? 'no'} tab current`, async () => {
        await page.goto(path);
        await expect(headerTitle(page, title)).toBeVisible();
        await expect(page).toHaveTitle(home ? 'Kidventure' : `${title} · Kidventure`);
        const back = page.getByRole('banner').getByRole('button', { name: 'Back' });
        if (home) await expect(back).toHaveCount(0);
        else await expect(back).toBeVisible();

        // The active tab is the one whose path matches exactly; nothing below it.
        const nav = mainNav(page);
        await expect(nav.getByRole('link')).toHaveCount(5);
        await expect(nav.locator('[aria-current]')).toHaveCount(tab ? 1 : 0);
        if (tab) {
          await expect(nav.getByRole('link', { name: tab })).toHaveAttribute(
            'aria-current',
            'page',
          );
        }
      });
    }
  },
);

test.describe('header', () => {
  test('the back button goes back one step', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL('/activities');
    await page.getByRole('banner').getByRole('link', { name: 'BoredomBot' }).click();
    await expect(page).toHaveURL('/boredom-bot');

    const back = page.getByRole('banner').getByRole('button', { name: 'Back' });
    await back.click();
    await expect(page).toHaveURL('/activities');
    await expect(headerTitle(page, 'Discover')).toBeVisible();
    await back.click();
    await expect(page).toHaveURL('/');
    await expect(back).toHaveCount(0);
  });

  test('on a deep link, back stays in the app and goes home', async ({ page }) => {
    await page.goto('/calendar');
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the header BoredomBot button opens BoredomBot', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'BoredomBot' }).click();
    await expect(page).toHaveURL('/boredom-bot');
    await expect(headerTitle(page, 'BoredomBot')).toBeVisible();
  });

  test('a reload on a deep link still renders the app (history fallback)', async ({ page }) => {
    await page.goto('/activities/42');
    await expect(headerTitle(page, 'Activity Details')).toBeVisible();
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expect(headerTitle(page, 'Activity Details')).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
  });
});

test.describe('account menu', () => {
  test('shows My Account and the e-mail, and each item navigates', async ({
    page,
    signedInParent,
  }) => {
    // Six screens, each loaded on first visit: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const items: Array<[name: string, path: string, title: string]> = [
      ['Kid Profiles', '/profiles', 'Kid Profiles'],
      ['My Bookings', '/bookings', 'Bookings'],
      ['Wallet', '/wallet', 'Wallet'],
      ['Favorites', '/favorites', 'Collections'],
      ['Lists', '/lists', 'Collections'],
      ['Settings', '/settings', 'Settings'],
    ];
    await page.goto('/');
    let menu = await openAccountMenu(page);
    await expect(menu.getByText('My Account', { exact: true })).toBeVisible();
    await expect(menu.getByText(signedInParent.email, { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Kid Profiles',
      'My Bookings',
      'Wallet',
      'Favorites',
      'Lists',
      'Settings',
      'Log out',
    ]);

    for (const [name, path, title] of items) {
      await menu.getByRole('menuitem', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(headerTitle(page, title)).toBeVisible();
      await expect(menu).toBeHidden();
      menu = await openAccountMenu(page);
    }

    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/auth');
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('opens from the keyboard', { tag: '@desktop' }, async ({ page, signedInParent }) => {
    await page.goto('/');
    const avatar = page.getByRole('button', { name: 'Account menu' });
    await avatar.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(signedInParent.email);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();
  });

  test("the avatar letter is the e-mail's first letter, upper-cased", async ({ page }) => {
    await createParent(page.request, { email: uniqueEmail('zoe') });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('Z');
  });
});

test.describe('bottom navigation', { tag: '@desktop' }, () => {
  const tabs: Array<[name: string, path: string]> = [
    ['Home', '/'],
    ['Search', '/activities'],
    ['Calendar', '/calendar'],
    ['BoredomBot', '/boredom-bot'],
    ['Messages', '/messages'],
  ];

  test('has the five tabs in order', async ({ page }) => {
    await page.goto('/');
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveText(tabs.map(([name]) => name));
    for (const [name, path] of tabs) {
      await expect(mainNav(page).getByRole('link', { name })).toHaveAttribute('href', path);
    }
  });

  test('tabs navigate and are reachable with the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL('/calendar');
    await expect(nav.getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/');
    await tabTo(page, nav.getByRole('link', { name: 'Home' }));
    for (const [name] of tabs.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'BoredomBot' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/boredom-bot');
    await expect(nav.getByRole('link', { name: 'BoredomBot' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
