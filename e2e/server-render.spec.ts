import type { Page } from '@playwright/test';
import { formatPrice } from '../src/shared/display-format';
import { bookableActivity } from './booking-fixtures';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, shot } from './page-checks';
import { importProvider } from './provider-fixtures';

/**
 * The public pages arrive rendered (decision 028): the first HTML already holds the page, the
 * browser takes it over without a hydration error (the console fixture fails on any) and asks
 * the API for nothing the HTML carried.
 */

/** The API requests a page makes from its navigation until the network is quiet. */
async function openCounting(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The live event stream is a connection, not data the page could have carried.
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/network/events')
      requested.push(url.pathname + url.search);
  });
  // Asserting that nothing is requested needs a quiet moment: the load, then no request for 500 ms.
  await page.goto(path, { waitUntil: 'networkidle' });
  return requested;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML as the server sends it, before any script runs. */
async function firstHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe('server rendering', () => {
  test('a shared activity link: the activity is in the first HTML and nothing is fetched again', async ({
    page,
  }) => {
    const activity = await bookableActivity(page.request, { pick: 11 });
    const path = `/activities/${activity.id}`;

    const html = await firstHtml(page, path);
    expect(html).toContain(`>${escapeHtml(activity.title)}</h1>`);
    expect(html).toContain(formatPrice(activity.priceCents));

    expect(await openCounting(page, path)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: activity.title })).toBeVisible();
    // Taken over by the app: its controls work.
    await page.getByRole('link', { name: 'Sign in to book' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await shot(page, 'server-render-activity');
  });

  test("a provider's link: the provider and its activities are in the first HTML, with its preview", async ({
    page,
  }) => {
    const { provider, activities } = await importProvider(page.request);
    const [soonest] = activities.items;
    if (!soonest) throw new Error('The provider has upcoming activities');
    const path = `/providers/${provider.slug}`;

    const html = await firstHtml(page, path);
    expect(html).toContain(`>${escapeHtml(provider.name)}</h1>`);
    expect(html).toContain(`>${escapeHtml(soonest.title)}</a>`);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(provider.name)}" />`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/images\/activities\//);

    expect(await openCounting(page, path)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: provider.name })).toBeVisible();
    // Taken over by the app: its cards open their activities.
    await page.getByRole('link', { name: soonest.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: soonest.title })).toBeVisible();
  });

  test('Home and Discover come rendered for a visitor', async ({ page }) => {
    const home = await firstHtml(page, '/');
    expect(home).toContain('Featured Activities');
    expect(await openCounting(page, '/')).toEqual([]);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Kidventure' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const discover = await firstHtml(page, '/activities');
    expect(discover).toMatch(/<h1[^>]*>Discover<\/h1>/);
    expect(await openCounting(page, '/activities')).toEqual([]);
    // A visitor is asked for a location first, as before.
    await page
      .getByRole('dialog', { name: 'Share Your Location' })
      .getByRole('button', { name: 'Skip for Now' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    // The map is the browser's alone: its placeholder was in the HTML, the map comes after.
    await expect(page.getByRole('region', { name: 'Map of activities' })).toBeVisible();
    await page.getByRole('tab', { name: 'List' }).click();
    await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    await shot(page, 'server-render-discover');
  });

  test("a signed-in parent's own home comes rendered", async ({ page, signedInParent: _ }) => {
    const home = await firstHtml(page, '/');
    expect(home).toMatch(/<h1[^>]*>Welcome<\/h1>/);
    // This Week is the browser's alone (its days are the browser's, decision 028): its bookings
    // are asked for after hydration, and nothing else is.
    const requested = await openCounting(page, '/');
    expect(requested.filter((path) => !path.startsWith('/api/bookings/calendar?'))).toEqual([]);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome', exact: true }),
    ).toBeVisible();
  });
});
