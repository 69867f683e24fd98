import type { Page } from '@playwright/test';
import { expect, passwordInput, submitSignIn, test, toast, type Parent } from './fixtures';

const NEW_PASSWORD = 'brand-new-secret-9';

/** Finds the reset mail for `email` on the dev mailbox page and returns its link. */
async function resetLinkFromMailbox(page: Page, email: string): Promise<string> {
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  // Other tests mail other parents at the same time: pick this parent's message.
  const message = page
    .getByRole('article', { name: 'Reset your Kidventure password' })
    .filter({ hasText: email });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(message).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  const link = message
    .getByRole('list', { name: 'Links in this message' })
    .getByRole('link', { name: /\/auth\/reset-password\?token=/ });
  await expect(link).toHaveAttribute('href', /\/auth\/reset-password\?token=/);
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the reset mail has no link');
  await link.click();
  return href;
}

async function chooseNewPassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
  await passwordInput(page, 'New password').fill(password);
  await passwordInput(page, 'Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
}

async function signInFromAuth(page: Page, parent: Parent) {
  await page.goto('/auth');
  await submitSignIn(page, parent);
}

test('a parent resets a forgotten password through the e-mailed link', async ({ page, parent }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(parent.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Password reset email sent')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Kidventure' }),
  ).toBeVisible();

  const link = await resetLinkFromMailbox(page, parent.email);
  await expect(page).toHaveURL(link);
  await chooseNewPassword(page, NEW_PASSWORD);
  await expect(toast(page, 'Password updated')).toBeVisible();
  await expect(page).toHaveURL('/auth');

  // The old password no longer works…
  await submitSignIn(page, parent);
  await expect(toast(page, 'Sign in failed')).toBeVisible();
  await expect(page).toHaveURL('/auth');

  // …the new one does (onboarding is still incomplete, so it leads there).
  await signInFromAuth(page, { email: parent.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL('/onboarding/welcome');

  // The link works once: opened again, it says so on arrival, with no form to fill in.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired');
  await expect(passwordInput(page, 'New password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/auth?mode=forgot_password',
  );
});
