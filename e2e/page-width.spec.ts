import type { Page } from '@playwright/test';
import { bookableActivity, bookWithWallet, bornYearsAgo, fundWallet } from './booking-fixtures';
import { appOrigin, createParent, expect, skipLocationPrompt, test } from './fixtures';
import { createKid } from './fixtures-kids';
import { sharedList } from './list-fixtures';
import { FIRST_LOAD } from './page-checks';

/**
 * Nothing is wider than the phone: on every route of the route table (spec parts 1 and 2), signed
 * out and signed in, the page never scrolls sideways. A wider page stretches the fixed bottom bar
 * and sends taps to the wrong place. Phone only: a wide screen has room to spare.
 */

/** Long words a parent may well type: a name or a list name that does not fit one line. */
const LONG_NAME = 'Maximiliana-Alexandrina Featherstonehaugh-Worthington';
const LONG_LIST = 'Summerholidayplansforthewholefamily2026';

type Route = { path: string; shows?: string | RegExp };

const FINDER_RESULTS = /Found \d+\+? great activities|Perfect match found!/;

/** The routes everyone can open; `shows` is what the loaded screen shows. */
const publicRoutes = (activityId: number, shareToken: string): Route[] => [
  { path: '/' },
  { path: '/auth' },
  { path: '/auth?mode=sign_up' },
  { path: '/auth/reset-password?token=not-a-real-token' },
  { path: '/activities' },
  { path: `/activities/${activityId}` },
  { path: '/activities/2147483000', shows: 'Activity not found' },
  { path: '/calendar' },
  { path: '/booking' },
  { path: '/kid-curator' },
  { path: '/boredom-bot?prompt=art%20class', shows: FINDER_RESULTS },
  { path: `/lists/shared/${shareToken}`, shows: LONG_LIST },
  { path: '/no-such-page', shows: 'Oops! Page not found' },
];

/** A parent's own screens, onboarding included. */
const parentRoutes = (kidId: string, listId: string): Route[] => [
  { path: '/onboarding/welcome' },
  { path: '/onboarding/parent-profile' },
  { path: '/onboarding/kid-profile' },
  { path: '/onboarding/preferences' },
  { path: '/onboarding/complete' },
  { path: '/profiles', shows: LONG_NAME },
  { path: `/profiles/${kidId}`, shows: LONG_NAME },
  { path: '/profiles/new' },
  { path: `/profiles/edit/${kidId}` },
  { path: '/preferences' },
  { path: '/filters' },
  { path: '/settings' },
  { path: '/wallet' },
  { path: '/booking/confirmation' },
  { path: '/bookings', shows: LONG_NAME },
  { path: '/favorites' },
  { path: '/lists', shows: LONG_LIST },
  { path: `/lists/${listId}`, shows: LONG_LIST },
  { path: '/messages' },
  { path: '/dev/mailbox' },
];

/** Opens `path`, waits for its screen to load, and checks that nothing is wider than the phone. */
async function expectFitsThePhone(page: Page, { path, shows }: Route) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
  if (shows) await expect(page.getByText(shows).first()).toBeVisible(FIRST_LOAD);
  await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0, FIRST_LOAD);
  await expectNoWiderThanViewport(page, path);
}

async function expectNoWiderThanViewport(page: Page, where: string) {
  const viewport = page.viewportSize()?.width ?? 0;
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    window: window.innerWidth,
    body: document.body.scrollWidth,
  }));
  // On a phone the window itself widens to fit a too-wide page, so each is held to the viewport.
  expect(widths, `${where} is wider than the ${viewport} px phone`).toEqual({
    document: viewport,
    window: viewport,
    body: viewport,
  });
}

/** The finder's results, after a search typed into the box. */
async function searchTheFinder(page: Page, path: string, text: string) {
  await page.goto(path);
  const box = page.getByRole('textbox', { name: 'What are you looking for today?' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: FINDER_RESULTS })).toBeVisible(
    FIRST_LOAD,
  );
  await expectNoWiderThanViewport(page, `${path} after searching '${text}'`);
}

test.describe('nothing is wider than the phone', () => {
  test.beforeEach(async ({ page }) => skipLocationPrompt(page));

  test('every route, signed in as a parent with a kid, a booking and a shared list', async ({
    page,
    signedInParent: _,
  }) => {
    test.slow();
    const kid = await createKid(page.request, {
      name: LONG_NAME,
      birthDate: bornYearsAgo(7),
      interests: ['Art', 'Swimming', 'Music', 'Science'],
    });
    const activity = await bookableActivity(page.request, { age: 7, pick: 5 });
    await fundWallet(page.request, 200);
    await bookWithWallet(page.request, activity.id, [kid.id]);
    const list = await sharedList(page.request, LONG_LIST, activity.id);
    const favorite = await page.request.put(`/api/collections/favorites/${activity.id}`, {
      headers: { origin: appOrigin() },
    });
    expect(favorite.status(), await favorite.text()).toBe(200);

    for (const route of [
      ...publicRoutes(activity.id, list.token),
      ...parentRoutes(kid.id, list.id),
    ]) {
      await test.step(route.path, () => expectFitsThePhone(page, route));
    }
    await test.step('KidCurator results', () => searchTheFinder(page, '/kid-curator', 'art'));
  });

  test('every route, signed out', async ({ page, request }) => {
    test.slow();
    // Another parent's shared list, opened by the visitor: `request` signs in apart from the page.
    await createParent(request);
    const activity = await bookableActivity(request);
    const list = await sharedList(request, LONG_LIST, activity.id);

    const screens = [
      ...publicRoutes(activity.id, list.token),
      // What a visitor sees there instead (a way to sign in), not the parent's data.
      ...parentRoutes('no-such-kid', list.id).map(({ path }) => ({ path })),
    ];
    for (const route of screens) {
      await test.step(route.path, () => expectFitsThePhone(page, route));
    }
    await test.step('BoredomBot results', () => searchTheFinder(page, '/boredom-bot', 'art'));
  });
});
