import type { Locator, Page } from '@playwright/test';
import { expect, skipLocationPrompt, tabTo, test } from './fixtures';
import { FIRST_LOAD, shot } from './page-checks';

const box = (page: Page) => page.getByRole('textbox', { name: 'What are you looking for today?' });

/** Counts the page's requests for the browser's position (the browser's own API, wrapped). */
async function countLocationRequests(page: Page) {
  await page.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const ask = geolocation.getCurrentPosition.bind(geolocation);
    geolocation.getCurrentPosition = (...args) => {
      const counted = window as { locationRequests?: number };
      counted.locationRequests = (counted.locationRequests ?? 0) + 1;
      ask(...args);
    };
  });
  return () => page.evaluate(() => (window as { locationRequests?: number }).locationRequests ?? 0);
}

/** A finder search answered; `near` waits for the one sent from the parent's position. */
function finderAnswer(page: Page, { near = false } = {}) {
  return page.waitForResponse(
    (r) => r.url().includes('/api/finder?') && (!near || r.url().includes('lat=')),
    FIRST_LOAD,
  );
}

/** The focus outline drawn around `card`, or 'none'. */
const outlineOf = (card: Locator) =>
  card.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`;
  });

test.describe('small things', () => {
  test('BoredomBot asks for the location once, when the parent first wants something near', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 43.6532, longitude: -79.3832 });
    const asked = await countLocationRequests(page);

    await page.goto('/boredom-bot');
    await expect(page.getByRole('heading', { level: 1, name: 'BoredomBot' })).toBeVisible(
      FIRST_LOAD,
    );
    const plain = finderAnswer(page);
    await box(page).fill('art class');
    await box(page).press('Enter');
    await plain;
    expect(await asked()).toBe(0);

    await page.getByRole('button', { name: 'Clear' }).click();
    const near = finderAnswer(page, { near: true });
    await page.getByRole('button', { name: 'Summer camps nearby' }).click();
    await near;
    expect(await asked()).toBe(1);

    // Later requests, and later visits, measure from the position kept.
    await page.reload();
    const again = finderAnswer(page, { near: true });
    await box(page).fill('swimming near me');
    await box(page).press('Enter');
    await again;
    expect(await asked()).toBe(0);
  });

  test(
    "an activity card shows the keyboard's focus around the whole card",
    // Cards sit in a grid on a wide screen, in a swipeable row on a phone.
    { tag: '@desktop' },
    async ({ page }) => {
      await skipLocationPrompt(page);
      await page.goto('/');
      const card = page
        .getByRole('region', { name: 'Featured Activities' })
        .getByRole('article')
        .first();
      const title = card.getByRole('heading', { level: 3 }).getByRole('link');
      await expect(title).toBeVisible(FIRST_LOAD);
      expect(await outlineOf(card)).toBe('none');

      await tabTo(page, title, 40);
      await expect.poll(() => outlineOf(card)).toBe('solid 3px');
      await shot(page, 'activity-card-focus', { fullPage: false });

      // The heart before it has its own outline; the card's goes.
      await page.keyboard.press('Shift+Tab');
      await expect(card.getByRole('button', { name: /^Favorite / })).toBeFocused();
      expect(await outlineOf(card)).toBe('none');
    },
  );
});
