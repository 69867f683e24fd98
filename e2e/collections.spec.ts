import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { Activity } from '../src/shared/schemas/activity';
import { expect, submitSignIn, test, toast } from './fixtures';
import { createParent, waitingForApp } from './fixtures';
import { expectNoAxeViolations, expectUncovered, shot } from './page-checks';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Two upcoming demo activities (from tomorrow), with different titles. */
async function twoActivities(request: APIRequestContext): Promise<[Activity, Activity]> {
  const from = format(addDays(new Date(), 1), 'yyyy-MM-dd');
  const response = await request.get(`/api/activities?limit=20&from=${from}`);
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: Activity[] };
  const first = items[0];
  const second = items.find((a) => first && a.title !== first.title);
  if (!first || !second) throw new Error('The demo catalogue has too few activities');
  return [first, second];
}

async function openActivity(page: Page, activity: Activity) {
  await page.goto(`/activities/${activity.id}`);
  await expect(h1(page, activity.title)).toBeVisible({ timeout: 15_000 });
}

async function addToListFromMenu(page: Page) {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Add to list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to list' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('collections', () => {
  test('favourites from a card and the detail page, a list made from the menu, shared and revoked', async ({
    page,
    browser,
    signedInParent: _,
  }) => {
    test.slow();
    const [first, second] = await twoActivities(page.request);

    // A heart on a Discover card (after skipping the location question Discover asks first).
    await page.goto('/activities');
    await page.getByRole('button', { name: 'Skip for Now' }).click({ timeout: 15_000 });
    // Any card but the two saved below: late in the day the soonest card is one of them.
    const cardHeart = page
      .getByRole('article')
      .filter({ hasNotText: first.title })
      .filter({ hasNotText: second.title })
      .first()
      .getByRole('button', { name: /^Favorite / });
    await expect(cardHeart).toBeVisible({ timeout: 15_000 });
    const cardTitle = ((await cardHeart.getAttribute('aria-label')) ?? '').replace('Favorite ', '');
    await cardHeart.click();
    await expect(toast(page, 'Added to favorites')).toBeVisible();
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'discover-card-heart', { fullPage: false });

    // The heart on the detail page.
    await openActivity(page, first);
    const detailHeart = page.getByRole('button', { name: `Favorite ${first.title}` }).first();
    await detailHeart.click();
    await expect(toast(page, 'Added to favorites')).toBeVisible();
    // The toast leaves the title and the booking summary's button free.
    await expectUncovered(page.getByRole('heading', { level: 1 }));
    await expectUncovered(
      page.getByRole('region', { name: 'Booking summary' }).getByRole('button').last(),
    );
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');

    // Add to list: a new list made from the menu, in one step.
    let dialog = await addToListFromMenu(page);
    await dialog.getByRole('textbox', { name: 'New list' }).fill('Rainy Saturdays');
    await shot(page, 'add-to-list-dialog');
    await expectNoAxeViolations(page, 'add to list dialog');
    await dialog.getByRole('button', { name: 'Create list and add' }).click();
    await expect(toast(page, 'Added to list')).toBeVisible();
    await expect(dialog).toBeHidden();

    // A second activity into the same list; then the first shows 'Already Added'.
    await openActivity(page, second);
    dialog = await addToListFromMenu(page);
    await dialog.getByRole('button', { name: 'Add to Rainy Saturdays' }).click();
    await expect(toast(page, 'Added to list')).toBeVisible();
    dialog = await addToListFromMenu(page);
    await expect(
      dialog.getByRole('button', { name: 'Already Added to Rainy Saturdays' }),
    ).toBeDisabled();
    await page.keyboard.press('Escape');

    // Collections: both favourites, then the list.
    await page.goto('/favorites');
    await expect(h1(page, 'Your Collections')).toBeVisible();
    const favorites = page.getByRole('list', { name: 'Favorites' });
    await expect(favorites.getByRole('link', { name: first.title })).toBeVisible();
    await expect(favorites.getByRole('link', { name: cardTitle }).first()).toBeVisible();
    await shot(page, 'favorites');
    await expectNoAxeViolations(page, 'favorites');

    await page.getByRole('tab', { name: 'Lists' }).click();
    await expect(page).toHaveURL('/lists');
    const list = page.getByRole('list', { name: 'Lists' }).getByRole('article');
    await expect(list.getByRole('heading', { name: 'Rainy Saturdays' })).toBeVisible();
    await expect(list).toContainText(`${first.title}, ${second.title}`);

    // Share it: the link is shown.
    await list.getByRole('switch', { name: 'Shared' }).click();
    await expect(toast(page, 'List is now shared')).toBeVisible();
    const link = await list.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(/\/lists\/shared\/[A-Za-z0-9_-]{32}$/);
    await shot(page, 'lists');
    await expectNoAxeViolations(page, 'lists');

    // Someone signed out opens the link: read-only.
    const visitorContext = await browser.newContext();
    const visitor = waitingForApp(await visitorContext.newPage());
    await visitor.goto(link);
    await expect(h1(visitor, 'Rainy Saturdays')).toBeVisible({ timeout: 15_000 });
    await expect(visitor.getByRole('link', { name: first.title })).toBeVisible();
    await expect(visitor.getByRole('button', { name: /Delete|Edit/ })).toHaveCount(0);
    await shot(visitor, 'shared-list');
    await expectNoAxeViolations(visitor, 'shared list');

    // … signs in as another parent, and saves a copy.
    const friend = await createParent(visitorContext.request);
    await visitor.getByRole('link', { name: 'Sign in to save a copy' }).click();
    await submitSignIn(visitor, friend);
    // A parent who has not finished onboarding lands there first; the link still works after.
    await expect(visitor).not.toHaveURL(/\/auth/);
    if (!visitor.url().endsWith(new URL(link).pathname)) await visitor.goto(link);
    await expect(h1(visitor, 'Rainy Saturdays')).toBeVisible({ timeout: 15_000 });
    await visitor.getByRole('button', { name: 'Save a copy' }).click();
    await expect(toast(visitor, 'List saved')).toBeVisible();
    await expect(visitor).toHaveURL('/lists');
    await expect(
      visitor
        .getByRole('list', { name: 'Lists' })
        .getByRole('heading', { name: 'Rainy Saturdays' }),
    ).toBeVisible();

    // … comments on the list through its link.
    await visitor.goto(link);
    const friendTalk = visitor.getByRole('region', { name: 'Discussion' });
    await friendTalk
      .getByRole('textbox', { name: 'Add a comment' })
      .fill('Is the pool one indoors?\n<b>asking</b>');
    await friendTalk.getByRole('button', { name: 'Send' }).click();
    await expect(friendTalk.getByText('Is the pool one indoors?')).toBeVisible();

    // The owner opens the discussion from the list card, sees it and replies.
    await list.getByRole('link', { name: 'View discussion' }).click();
    await expect(page).toHaveURL(new URL(link).pathname);
    const ownerTalk = page.getByRole('region', { name: 'Discussion' });
    await expect(ownerTalk.getByText('Is the pool one indoors?\n<b>asking</b>')).toBeVisible({
      timeout: 15_000,
    });
    await ownerTalk.getByRole('button', { name: /^Reply to / }).click();
    await ownerTalk.getByRole('textbox', { name: 'Your reply' }).fill('Yes, and heated');
    await ownerTalk
      .getByRole('list', { name: 'Comments' })
      .getByRole('button', { name: 'Send' })
      .click();
    await expect(ownerTalk.getByText('Yes, and heated')).toBeVisible();
    await shot(page, 'shared-list-discussion');
    await expectNoAxeViolations(page, 'shared list discussion');
    await visitor.reload();
    await expect(friendTalk.getByText('Yes, and heated')).toBeVisible({ timeout: 15_000 });

    // Private again: the link is dead at once.
    await page.goto('/lists');
    await list.getByRole('switch', { name: 'Shared' }).click();
    await expect(toast(page, 'List is now private')).toBeVisible();
    await visitor.goto(link);
    await expect(h1(visitor, 'Oops! Page not found')).toBeVisible({ timeout: 15_000 });
    await visitorContext.close();
  });

  test('a new parent sees the empty Favorites and Lists tabs; a wrong link is the 404 page', async ({
    page,
    signedInParent: _,
  }) => {
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'No Favorites Yet' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: 'Browse Activities' })).toHaveAttribute(
      'href',
      '/activities',
    );
    await shot(page, 'favorites-empty');
    await expectNoAxeViolations(page, 'empty favorites');

    await page.goto('/lists');
    await expect(page.getByRole('heading', { name: 'No Lists Yet' })).toBeVisible();
    await page.getByRole('button', { name: 'New List' }).click();
    const dialog = page.getByRole('dialog', { name: 'New list' });
    await dialog.getByRole('button', { name: 'Create List' }).click();
    // The toast shows above the dialog (which hides the page, toasts too, from assistive
    // technology); the field itself says the same, tied to the input.
    await expect(page.getByText('List name required', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'List name' })).toHaveAccessibleDescription(
      'Please enter a name for your list',
    );
    await shot(page, 'new-list-dialog');
    await expectNoAxeViolations(page, 'new list dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/lists/shared/${'x'.repeat(32)}`);
    await expect(h1(page, 'Oops! Page not found')).toBeVisible({ timeout: 15_000 });
  });
});
