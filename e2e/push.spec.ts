/**
 * Web push in real Chromium: nothing is asked or registered when the confirmation page loads; the
 * offer's button asks for permission, registers the service worker at scope '/' and subscribes.
 * Headless Chromium here cannot subscribe: Playwright's contexts are incognito, where Chrome has
 * no Push API (it says so in the console, the one error this spec lets through), and there is no
 * outside network to reach Google's push service anyway. So the test stops at the registered
 * worker; what the server sends to a subscription is tested against a stand-in push service in
 * src/server/features/notifications/push-delivery.test.ts, and the switch's states in its
 * component test.
 */
import { bookableActivity, bornYearsAgo, chooseAndBookNow, fundWallet } from './booking-fixtures';
import { expect, test as base } from './fixtures';
import { createKid } from './fixtures-kids';
import { FIRST_LOAD } from './page-checks';

/** Chrome's own word that incognito has no Push API: expected here, and nothing of ours. */
const INCOGNITO_PUSH = 'Chrome currently does not support the Push API in incognito mode';

/** The base fixture's check (e2e/fixtures.ts), letting that one line through; still automatic. */
const test = base.extend({
  noConsoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() !== 'error' || text.startsWith('Failed to load resource')) return;
      if (!text.startsWith(INCOGNITO_PUSH)) errors.push(`console.error: ${text}`);
    });
    await use();
    expect(errors, 'no errors in the browser console').toEqual([]);
  },
});

declare global {
  interface Window {
    permissionAsks?: number;
  }
}

test.describe('push notifications', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the offer after a booking asks for permission only when taken, and registers the worker', async ({
    page,
    context,
    signedInParent: _,
  }) => {
    // Counts the browser's permission prompts (the browser's own function, wrapped).
    await page.addInitScript(() => {
      const ask = Notification.requestPermission.bind(Notification);
      window.permissionAsks = 0;
      Notification.requestPermission = (...args) => {
        window.permissionAsks = (window.permissionAsks ?? 0) + 1;
        return ask(...args);
      };
    });
    await createKid(page.request, { name: 'Ivy Push', birthDate: bornYearsAgo(7) });
    const activity = await bookableActivity(page.request, { maxPriceCents: 5_000, pick: 1 });
    await fundWallet(page.request, 60);
    await chooseAndBookNow(page, activity, ['Ivy Push']);
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible(
      FIRST_LOAD,
    );

    const offer = page.getByRole('region', { name: 'Get reminders on this phone' });
    await expect(offer).toBeVisible();
    const registered = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return registration
          ? { scope: registration.scope, script: registration.active?.scriptURL ?? null }
          : null;
      });
    expect(await registered()).toBeNull();
    expect(await page.evaluate(() => window.permissionAsks)).toBe(0);

    // The parent allows notifications when the browser asks.
    await context.grantPermissions(['notifications']);
    await offer.getByRole('button', { name: 'Turn on reminders' }).click();
    const origin = new URL(page.url()).origin;
    await expect.poll(registered).toEqual({ scope: `${origin}/`, script: `${origin}/sw.js` });
    expect(await page.evaluate(() => window.permissionAsks)).toBe(1);
  });
});
