import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { Activity } from '../src/shared/schemas/activity';
import { bornYearsAgo, dollars, importActivity } from './booking-fixtures';
import { expect, test, toast } from './fixtures';
import { createKid } from './fixtures-kids';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const summary = (page: Page) => page.getByRole('region', { name: 'Booking summary' });
/** Below Tailwind's lg breakpoint the booking summary is a bar at the bottom. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;
const participants = (page: Page) => page.getByRole('region', { name: 'Select Participants' });

/** Opens an activity's page and waits for its title (a cold first load can be slow). */
async function openActivity(page: Page, activity: Pick<Activity, 'id' | 'title'>) {
  await page.goto(`/activities/${activity.id}`);
  await expect(h1(page, activity.title)).toBeVisible({ timeout: 15_000 });
}

/** Upcoming demo activities matching `query` (GET /api/activities), up to 100. */
async function findActivities(request: APIRequestContext, query: string): Promise<Activity[]> {
  const response = await request.get(`/api/activities?limit=100&${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: Activity[] }).items;
}

/**
 * A paid, bookable demo activity for a 5-year-old that an 11-year-old is too old for; from
 * tomorrow, so it cannot start (and stop being bookable) while the test runs.
 */
async function activityForFiveNotEleven(request: APIRequestContext): Promise<Activity> {
  const from = format(addDays(new Date(), 1), 'yyyy-MM-dd');
  const items = await findActivities(request, `age=5&available=true&from=${from}`);
  const activity = items.find((a) => a.ageMax < 11 && a.priceCents > 0 && a.spotsLeft >= 2);
  if (!activity) throw new Error('The demo catalogue has no activity for 5 but not 11');
  return activity;
}

test.describe('activity detail', () => {
  test(
    'a parent picks the child who fits, sees the total and goes on to booking',
    { tag: '@desktop' },
    async ({ page, signedInParent: _ }) => {
      await createKid(page.request, { name: 'Sam Young', birthDate: bornYearsAgo(5) });
      await createKid(page.request, { name: 'Ola Older', birthDate: bornYearsAgo(11) });
      const activity = await activityForFiveNotEleven(page.request);

      await openActivity(page, activity);
      await expect(page).toHaveTitle(`${activity.title} · Kidventure`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Discover']);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(activity.title);

      const sam = participants(page).getByRole('button', { name: /Sam Young/ });
      await expect(sam).toHaveAttribute('aria-pressed', 'false');
      await expect(participants(page).getByRole('button', { name: /Ola Older/ })).toHaveCount(0);
      await expect(participants(page)).toContainText(
        `Age 11 — this activity is for ages ${activity.ageMin}–${activity.ageMax}`,
      );

      const bookNow = summary(page).getByRole('button', { name: 'Book Now' });
      if (isPhone(page)) {
        // The bar leads to the children instead of a $0.00 total.
        await expect(summary(page)).not.toContainText('$0.00');
        await summary(page).getByRole('button', { name: "Choose who's going" }).click();
        await expect(sam).toBeFocused();
        await expect(sam).toBeInViewport();
      } else {
        await expect(bookNow).toHaveAttribute('aria-disabled', 'true');
        await expect(summary(page)).toContainText('$0.00');
      }

      await sam.click();
      await expect(sam).toHaveAttribute('aria-pressed', 'true');
      await expect(summary(page)).toContainText(dollars(activity.priceCents));
      await expect(summary(page)).toContainText('1 child');
      await expect(bookNow).not.toHaveAttribute('aria-disabled');

      await bookNow.click();
      await expect(page).toHaveURL('/booking');
      const selection = await page.evaluate(() =>
        sessionStorage.getItem('kidventure.booking-selection'),
      );
      const kids = (await (await page.request.get('/api/kids')).json()) as {
        items: Array<{ id: string; name: string }>;
      };
      const samId = kids.items.find((k) => k.name === 'Sam Young')?.id;
      // (The summary adds the payment key it holds the places under.)
      expect(JSON.parse(selection ?? 'null')).toMatchObject({
        activityId: activity.id,
        kidIds: [samId],
      });
    },
  );

  test(
    'Book Now with no child chosen says so',
    // A phone's bar offers "Choose who's going" instead (above).
    { tag: '@desktop-only' },
    async ({ page, signedInParent: _ }) => {
      await createKid(page.request, { name: 'Sam Young', birthDate: bornYearsAgo(5) });
      const activity = await activityForFiveNotEleven(page.request);
      await openActivity(page, activity);
      await expect(participants(page).getByRole('button', { name: /Sam Young/ })).toBeVisible();
      // Marked unavailable (aria-disabled) but still answers a press with the reason.
      await summary(page).getByRole('button', { name: 'Book Now' }).click({ force: true });
      await expect(toast(page, 'No kids selected')).toContainText(
        'Please select at least one child for this activity',
      );
      await expect(page).toHaveURL(`/activities/${activity.id}`);
    },
  );

  test('share menu: Twitter opens its intent with the title and link; Instagram explains', async ({
    page,
    context,
  }) => {
    const [activity] = await findActivities(page.request, 'sort=date');
    if (!activity) throw new Error('The demo catalogue is empty');
    // The share window is answered here: the journey runs offline.
    await context.route('https://twitter.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Twitter</title>' }),
    );
    await openActivity(page, activity);

    const openShare = async () => {
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Share on social media' }).click();
      return page.getByRole('dialog', { name: 'Share this activity' });
    };

    let dialog = await openShare();
    await expect(dialog).toContainText(`Join us at ${activity.title} on Kidventure!`);
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Twitter' }).click();
    const popup = await popupOpened;
    const shared = new URL(popup.url());
    expect(shared.origin + shared.pathname).toBe('https://twitter.com/intent/tweet');
    expect(popup.url()).toContain(encodeURIComponent(activity.title));
    expect(shared.searchParams.get('text')).toBe(`Join us at ${activity.title} on Kidventure!`);
    const pageUrl = new URL(`/activities/${activity.id}`, page.url()).href;
    expect(shared.searchParams.get('url')).toBe(pageUrl);
    expect(popup.url()).toContain(encodeURIComponent(pageUrl));
    await popup.close();
    await expect(toast(page, 'Shared Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'More actions' })).toBeFocused();

    const alerted = new Promise<string>((resolve) => {
      page.once('dialog', (alert) => {
        resolve(alert.message());
        void alert.accept();
      });
    });
    dialog = await openShare();
    await dialog.getByRole('button', { name: 'Instagram' }).click();
    expect(await alerted).toBe('Instagram sharing requires a native mobile app integration');
    await expect(dialog).toBeHidden();
  });

  test("an unknown id shows 'Activity not found' and leads back to Discover", async ({ page }) => {
    await page.goto('/activities/999999999');
    await expect(h1(page, 'Activity not found')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Back to Activities' }).click();
    await expect(page).toHaveURL('/activities');
  });

  test('a visitor can read the activity and is asked to sign in to book', async ({ page }) => {
    const [activity] = await findActivities(page.request, 'available=true');
    if (!activity) throw new Error('The demo catalogue is empty');
    await openActivity(page, activity);
    await expect(page.getByText(activity.provider.name, { exact: true })).toBeVisible();
    await expect(page.getByText(activity.location.address)).toBeVisible();
    await expect(participants(page)).toContainText('Sign in to choose');
    await expect(summary(page).getByRole('button', { name: 'Book Now' })).toHaveCount(0);

    await summary(page).getByRole('link', { name: 'Sign in to book' }).click();
    await expect(page).toHaveURL(
      `/auth?redirectTo=${encodeURIComponent(`/activities/${activity.id}`)}`,
    );
  });

  test('a full activity cannot be booked: it offers its waitlist', async ({
    page,
    signedInParent: _,
  }) => {
    await createKid(page.request, { name: 'Sam Young', birthDate: bornYearsAgo(5) });
    const full = await importActivity(page.request, { spotsLeft: 0 });

    await openActivity(page, full);
    await expect(summary(page).getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
    await expect(summary(page).getByText("It's full. Join the waitlist")).toBeVisible();
    await expect(summary(page).getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  });
});
