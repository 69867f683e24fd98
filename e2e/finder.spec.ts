import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import { addDays } from '../src/shared/iso-date';
import { bornYearsAgo, importActivity, nextWeeksMonday } from './booking-fixtures';
import { expect, test } from './fixtures';
import { scanAndShoot } from './page-checks';
import { createKid } from './fixtures-kids';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const box = (page: Page) => page.getByRole('textbox', { name: 'What are you looking for today?' });
const chip = (page: Page, label: string) =>
  page
    .getByRole('group', { name: 'We understood:' })
    .getByRole('button', { name: `Remove ${label}` });
const cards = (page: Page) =>
  page.getByRole('region', { name: /great activities|Perfect match/ }).getByRole('article');

/**
 * Next week's Saturday, seen from its Monday morning in the browser (the finder reads a request
 * on the page's day): 'This Saturday' on any day and at any hour the test runs, and still ahead
 * of the server, which books by its own clock.
 */
async function comingSaturday(page: Page) {
  const monday = nextWeeksMonday();
  await page.clock.setSystemTime(new Date(`${monday}T09:00`));
  return { date: new Date(`${addDays(monday, 5)}T12:00`), label: 'This Saturday' };
}

test.describe('finders', () => {
  test.use({ reducedMotion: 'reduce' });

  test('KidCurator: a request with constraints, its chips, results that fit, a chip removed, View Details', async ({
    page,
    signedInParent: _,
  }) => {
    const kid = await createKid(page.request, {
      name: 'Ava Finch',
      birthDate: bornYearsAgo(6),
      interests: ['Swimming'],
    });
    const saturday = await comingSaturday(page);
    const session = {
      type: 'Swimming' as const,
      date: format(saturday.date, 'yyyy-MM-dd'),
      startTime: '06:00',
      endTime: '07:00',
      ageMin: 4,
      ageMax: 8,
      tags: ['pool'],
    };
    const cheap = await importActivity(page.request, {
      ...session,
      title: 'Finder Early Splash',
      priceCents: 1500,
    });
    const dear = await importActivity(page.request, {
      ...session,
      title: 'Finder Deluxe Splash',
      priceCents: 3500,
    });

    await page.goto('/kid-curator');
    await expect(h1(page, 'KidCurator')).toBeVisible({ timeout: 15_000 });
    const ava = page.getByRole('button', { name: /Ava Finch/ });
    await expect(ava).toHaveAttribute('aria-pressed', 'true');
    await expect(ava).toContainText('6 years · Swimming');

    await box(page).fill('swimming this saturday morning under $20');
    await box(page).press('Enter');
    for (const label of ['Under $20', saturday.label, 'Morning', 'Swimming']) {
      await expect(chip(page, label)).toBeVisible();
    }
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: /Found \d+\+? great activities|Perfect match found!/,
      }),
    ).toBeVisible({ timeout: 15_000 });
    const titles = await cards(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toContain(cheap.title);
    expect(titles).not.toContain(dear.title);
    // Every card fits: the Saturday, at most $20, ages that include 6.
    const day = format(saturday.date, 'EEE, MMM d');
    for (const card of await cards(page).all()) {
      await expect(card).toContainText(day);
      const price = (await card.locator('img + span').textContent()) ?? '';
      expect(price === 'Free' || Number(price.replace(/[$,]/g, '')) <= 20, price).toBe(true);
    }
    await scanAndShoot(page, 'kid-curator-results');
    const before = titles.length;

    await chip(page, 'Under $20').click();
    await expect(chip(page, 'Under $20')).toHaveCount(0);
    await expect(cards(page).getByRole('heading', { name: dear.title })).toBeVisible({
      timeout: 15_000,
    });
    expect(await cards(page).count()).toBeGreaterThan(before);

    await page.getByRole('button', { name: `View Details: ${cheap.title}` }).click();
    await expect(page).toHaveURL(`/activities/${cheap.id}`);
    await expect(h1(page, cheap.title)).toBeVisible({ timeout: 15_000 });
    await expect(
      page
        .getByRole('region', { name: 'Select Participants' })
        .getByRole('button', { name: /Ava Finch/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    const selection = await page.evaluate(() =>
      sessionStorage.getItem('kidventure.booking-selection'),
    );
    expect(JSON.parse(selection ?? 'null')).toMatchObject({
      activityId: cheap.id,
      kidIds: [kid.id],
    });
  });

  test('BoredomBot: ?prompt= runs at once; no kids; nothing found, then a fresh start', async ({
    page,
  }) => {
    await page.goto('/boredom-bot');
    await expect(h1(page, 'BoredomBot')).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText('No kid profiles found. Add profiles to get personalized recommendations.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Things to do this weekend' })).toBeVisible();
    await scanAndShoot(page, 'boredom-bot-empty');

    await page.goto('/boredom-bot?prompt=indoor%20fun%20for%20a%20rainy%20day');
    await expect(box(page)).toHaveValue('indoor fun for a rainy day');
    await expect(chip(page, 'Indoor')).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: /Found \d+\+? great activities|Perfect match found!|No activities found/,
      }),
    ).toBeVisible({ timeout: 15_000 });

    await box(page).fill('pottery on february 29 for a teen under $1');
    await box(page).press('Enter');
    await expect(page.getByText('No activities found')).toBeVisible({ timeout: 15_000 });
    await scanAndShoot(page, 'boredom-bot-nothing-found');
    await page.getByRole('button', { name: 'Clear and try again' }).click();
    await expect(box(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Birthday party ideas' })).toBeVisible();
  });

  test("the palette's Ask BoredomBot lands on BoredomBot and runs the request", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search activities' });
    await palette.getByPlaceholder('Search activities or try BoredomBot...').fill('zqxv plorkh');
    await palette.getByRole('option', { name: /Ask BoredomBot/ }).click({ timeout: 15_000 });
    await expect(page).toHaveURL('/boredom-bot?prompt=zqxv%20plorkh');
    await expect(box(page)).toHaveValue('zqxv plorkh');
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: /Found \d+\+? great activities|Perfect match found!/,
      }),
    ).toBeVisible({ timeout: 15_000 });
  });
});
