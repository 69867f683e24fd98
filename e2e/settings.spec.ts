import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, openAccountMenu, submitSignIn, test, toast } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test.describe('Settings', () => {
  // Scans must not catch a toast or a switch mid-transition.
  test.use({ reducedMotion: 'reduce' });

  test(
    'has no accessibility violations, nor has the delete dialog',
    { tag: '@desktop' },
    async ({ page, signedInParent: _p }) => {
      await openSettings(page);
      await expect(section(page, 'Signed-in devices').getByText('This device')).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Enable notifications' })).toBeVisible();
      await expectNoAxeViolations(page, 'settings');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
      await expectNoAxeViolations(page, 'delete account dialog');
    },
  );

  test('a parent changes their first name and photo', async ({ page, signedInParent: _p }) => {
    await openSettings(page);
    const profile = section(page, 'Profile');
    await profile.getByRole('textbox', { name: 'First name' }).fill('Zoe');
    await profile.getByRole('textbox', { name: /^Region/ }).fill('Toronto, Ontario');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(toast(page, 'Profile saved')).toBeVisible();

    await profile
      .getByLabel('Upload photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Photo uploaded')).toBeVisible();
    const photo = profile.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await page.reload();
    await expect(profile.getByRole('textbox', { name: 'First name' })).toHaveValue('Zoe');
    await expect(profile.getByRole('textbox', { name: /^Region/ })).toHaveValue('Toronto, Ontario');
    await expect(photo).toBeVisible();
  });

  test('a parent becomes discoverable to other parents', async ({ page, signedInParent: _p }) => {
    await openSettings(page);
    const discoverable = page.getByRole('switch', { name: 'Discoverable to other parents' });
    await expect(discoverable).not.toBeChecked();
    await discoverable.click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await expect(discoverable).toBeChecked();
    await page.reload();
    await expect(discoverable).toBeChecked();
  });

  test('this device is listed as signed in', async ({ page, signedInParent: _p }) => {
    await openSettings(page);
    const devices = section(page, 'Signed-in devices');
    const current = devices.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Chrome on');
    await expect(current).toContainText('Last active');
  });

  test('export downloads a JSON file with the account', async ({ page, signedInParent }) => {
    await openSettings(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kidventure-export-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const text = await readFile(path, 'utf8');
    expect(() => JSON.parse(text) as unknown).not.toThrow();
    expect(text).toContain(signedInParent.email);
  });

  test('a parent changes the password and signs in with the new one', async ({
    page,
    signedInParent,
  }) => {
    const newPassword = 'rainy-days-behind-2';
    await openSettings(page);
    const form = page.getByRole('form', { name: 'Change password' });

    // A wrong current password is said next to the field.
    await form.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your current password is not correct')).toBeVisible();

    await form.getByLabel('Current password', { exact: true }).fill(signedInParent.password);
    await expect(form.getByRole('checkbox', { name: 'Sign out other devices' })).toBeChecked();
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();

    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/auth');

    await submitSignIn(page, signedInParent);
    await expect(toast(page, 'Sign in failed')).toBeVisible();
    await submitSignIn(page, { email: signedInParent.email, password: newPassword });
    await expect(toast(page, 'Success!')).toBeVisible();
    await openSettings(page);
    await expect(section(page, 'Account')).toContainText(signedInParent.email);
  });

  test('a parent deletes the account and can no longer sign in', async ({
    page,
    signedInParent,
  }) => {
    await openSettings(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    const remove = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(remove).toBeDisabled();
    await dialog
      .getByRole('textbox', { name: 'Type your email address to confirm' })
      .fill(signedInParent.email.toUpperCase());
    await expect(remove).toBeEnabled();
    await remove.click();

    await expect(page).toHaveURL('/auth');
    await expect(toast(page, 'Account deleted')).toBeVisible();
    await page.goto('/settings');
    await expect(page).toHaveURL('/auth?redirectTo=%2Fsettings');

    await submitSignIn(page, signedInParent);
    await expect(toast(page, 'Sign in failed')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });
});
