import type { Page } from '@playwright/test';
import { expect, test, toast } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

const h1 = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your Preferences' });
const distance = (page: Page) => page.getByRole('slider', { name: 'Maximum travel distance' });
const youngest = (page: Page) => page.getByRole('slider', { name: 'Youngest age' });
const notifications = (page: Page) => page.getByRole('switch', { name: 'Enable notifications' });

test.describe('Your Preferences', () => {
  // Scans must not catch a toast or a switch mid-transition.
  test.use({ reducedMotion: 'reduce' });

  test('a parent saves preferences and finds them again after a reload', async ({
    page,
    signedInParent: _parent,
  }) => {
    await page.goto('/preferences');
    await expect(h1(page)).toBeVisible();
    // Nothing saved yet: the spec's defaults.
    await expect(distance(page)).toHaveAttribute('aria-valuetext', '10 miles');
    await expect(page.getByText('0–12 years')).toBeVisible();
    await expect(notifications(page)).toBeChecked();

    await page.getByRole('checkbox', { name: 'Music' }).check();
    await page.getByRole('checkbox', { name: 'Swimming' }).check();
    await page.getByRole('checkbox', { name: 'Saturday' }).check();
    await page.getByRole('checkbox', { name: 'Weekend Mornings' }).check();
    await distance(page).focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await expect(distance(page)).toHaveAttribute('aria-valuetext', '15 miles');
    await youngest(page).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('2–12 years')).toBeVisible();
    await notifications(page).click();
    await expect(notifications(page)).not.toBeChecked();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Preferences saved')).toBeVisible();
    await expect(page).toHaveURL('/');

    // /filters is the same screen, and a reload reads from the server.
    await page.goto('/filters');
    await expect(h1(page)).toBeVisible();
    await page.reload();
    await expect(h1(page)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Music' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Swimming' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Sports' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Weekend Mornings' })).toBeChecked();
    await expect(distance(page)).toHaveAttribute('aria-valuetext', '15 miles');
    await expect(youngest(page)).toHaveAttribute('aria-valuetext', '2 years');
    await expect(notifications(page)).not.toBeChecked();
  });

  test(
    'has no accessibility violations',
    { tag: '@desktop' },
    async ({ page, signedInParent: _parent }) => {
      await page.goto('/preferences');
      await expect(distance(page)).toBeVisible();
      await expectNoAxeViolations(page, 'preferences');
    },
  );

  test('cancel goes home without saving', async ({ page, signedInParent: _parent }) => {
    await page.goto('/preferences');
    await page.getByRole('checkbox', { name: 'Dance' }).check();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/preferences');
    await expect(page.getByRole('checkbox', { name: 'Dance' })).not.toBeChecked();
  });

  test('a signed-out visitor is asked to sign in first', async ({ page }) => {
    await page.goto('/preferences');
    await expect(page).toHaveURL('/auth?redirectTo=%2Fpreferences');
  });
});
