import type { Page } from '@playwright/test';
import { bookableActivity, bornYearsAgo } from './booking-fixtures';
import { expect, isPhoneLayout, test, toast } from './fixtures';
import { createKid } from './fixtures-kids';
import { expectNoAxeViolations, shot } from './page-checks';

/**
 * A tap on a rendered page before the app has taken it over is held, shown as on its way, and
 * made again once the app is ready (decision 041). On a busy phone: the CPU four times slower,
 * and the app's code held back until the test has tapped, so every tap lands before
 * `<html data-app-ready>`.
 */

/** The app's main chunk (boot.ts imports it once the page is shown), not main-layout's. */
const APP_CHUNK = /\/assets\/main-[\w-]{8}\.js$/;

/**
 * Opens `path` with the app's code held back; `tapped()` lets it through, then waits for the app
 * to be ready. Resolves once the page is shown and its first script asked for the app's code, so
 * taps from then on are held.
 */
async function openBeforeTheApp(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const appAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(APP_CHUNK, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  // The fixture's goto waits for the app, which comes only once released.
  const opened = page.goto(path);
  await appAsked;
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
  return {
    tapped: async () => {
      release();
      await opened;
      await page.unroute(APP_CHUNK);
    },
  };
}

test(
  'a tap before the app is ready is held and then done',
  { tag: '@desktop' },
  async ({ page, signedInParent: _ }) => {
    test.setTimeout(120_000);
    const activity = await bookableActivity(page.request, { pick: 17 });
    await createKid(page.request, { name: 'Ava Early', birthDate: bornYearsAgo(6) });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const path = `/activities/${activity.id}`;
    const heart = page.getByRole('button', { name: `Favorite ${activity.title}` });

    await test.step('the heart: held, shown as on its way, then saved', async () => {
      const app = await openBeforeTheApp(page, path);
      await heart.click();
      // A second tap while waiting is the same tap: saved once, not saved and removed.
      await heart.click();
      await expect(heart).toHaveAttribute('aria-busy', 'true');
      await shot(page, 'early-tap-heart-held', { fullPage: false });
      await app.tapped();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(heart).not.toHaveAttribute('aria-busy');
      await expect(toast(page, 'Added to favorites')).toBeVisible();
      const favorites = await page.request.get('/api/collections/favorites');
      expect(await favorites.text()).toContain(`"activityId":${activity.id}`);
    });

    await test.step('the ⋮ menu opens', async () => {
      const app = await openBeforeTheApp(page, path);
      await page.getByRole('button', { name: 'More actions' }).click();
      await app.tapped();
      await expect(page.getByRole('menuitem', { name: 'Share on social media' })).toBeVisible();
      await page.keyboard.press('Escape');
    });

    await test.step("a child, or on a phone 'Choose who's going'", async () => {
      const app = await openBeforeTheApp(page, path);
      const participants = page.getByRole('region', { name: 'Select Participants' });
      const ava = participants.getByRole('button', { name: /Ava Early/ });
      if (isPhoneLayout(page)) {
        await page.getByRole('button', { name: "Choose who's going" }).click();
        await app.tapped();
        await expect(ava).toBeFocused();
      } else {
        await ava.click();
        await app.tapped();
        await expect(ava).toHaveAttribute('aria-pressed', 'true');
      }
      await expectNoAxeViolations(page);
    });
  },
);
