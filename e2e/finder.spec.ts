import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import { addDays, localIsoDate } from '../src/shared/iso-date';
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
      const price = (await card.locator('img + div > span').first().textContent()) ?? '';
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

/**
 * A day no demo session (60 days ahead) and no other test uses, read the way a parent types it:
 * each project draws from its own range, since both run at once against one server.
 */
function quietDay(project: string) {
  const from = project === 'desktop' ? 230 : 100;
  const iso = addDays(localIsoDate(), from + Math.floor(Math.random() * 120));
  return { iso, words: format(new Date(`${iso}T12:00`), 'MMMM d').toLowerCase() };
}

test.describe('finders keep their word', () => {
  test.use({ reducedMotion: 'reduce' });

  test('every chip holds, "both kids" chooses the family, full sessions stay out, and a miss says why @desktop', async ({
    page,
    signedInParent: _,
  }, testInfo) => {
    await createKid(page.request, { name: 'Ava Lane', birthDate: bornYearsAgo(5) });
    await createKid(page.request, { name: 'Leo Lane', birthDate: bornYearsAgo(9) });
    const day = quietDay(testInfo.project.name);
    const on = { date: day.iso, startTime: '09:30', endTime: '10:30', ageMin: 3, ageMax: 10 };
    const walk = await importActivity(page.request, {
      ...on,
      title: 'Nature Walk',
      tags: ['outdoor', 'park'],
      priceCents: 1500,
    });
    const gym = await importActivity(page.request, {
      ...on,
      title: 'Indoor Play Gym',
      type: 'Sports',
      tags: ['indoor'],
    });
    const soldOut = await importActivity(page.request, {
      ...on,
      title: 'Sold Out Climb',
      type: 'Sports',
      tags: ['indoor'],
      spotsLeft: 0,
    });
    const art = { ...on, type: 'Art & Crafts' as const, tags: ['art'] };
    const toddlers = await importActivity(page.request, {
      ...art,
      title: 'Toddler Messy Art',
      ageMin: 1,
      ageMax: 3,
    });
    const family = await importActivity(page.request, { ...art, title: 'Family Art Studio' });
    const titles = () => cards(page).getByRole('heading', { level: 3 }).allTextContents();
    const ask = async (text: string) => {
      await box(page).fill(text);
      await box(page).press('Enter');
    };

    await page.goto('/boredom-bot');
    await expect(h1(page, 'BoredomBot')).toBeVisible({ timeout: 15_000 });

    await test.step('an Indoor chip leaves out the outdoor walk and the full session', async () => {
      await ask(`something indoor for my 6 year old on ${day.words} morning under $30`);
      await expect(chip(page, 'Indoor')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Perfect match found!' })).toBeVisible();
      expect(await titles()).toEqual([gym.title]);
      expect(await titles()).not.toContain(soldOut.title);
      await expect(cards(page).first()).toContainText('10 spots left');
    });

    await test.step('nothing fits both: the chips that emptied it, one tap to drop', async () => {
      await ask(`indoor and outdoor on ${day.words}`);
      await expect(page.getByText('No activities found')).toBeVisible();
      await expect(
        page.getByText('Nothing fits all of these at once. Drop one to see more:'),
      ).toBeVisible();
      await scanAndShoot(page, 'finder-relaxations');
      await page.getByRole('button', { name: /^Remove Indoor: \d+ activit/ }).click();
      await expect(chip(page, 'Outdoor')).toBeVisible();
      await expect(cards(page).getByRole('heading', { name: walk.title })).toBeVisible();
      await expect(chip(page, 'Indoor')).toHaveCount(0);
    });

    await test.step("'both kids' chooses Ava and Leo and fits their ages", async () => {
      await ask(`art class for both kids on ${day.words}`);
      await expect(chip(page, 'Your kids')).toBeVisible();
      await expect(cards(page).getByRole('heading', { name: family.title })).toBeVisible();
      expect(await titles()).not.toContain(toddlers.title);
      for (const name of [/Ava Lane/, /Leo Lane/]) {
        await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      }
    });

    await test.step('gibberish is said to be not understood, above everything that fits', async () => {
      await ask('asdkjh qwpoe zzxv');
      await expect(page.getByText(/We didn.t understand “asdkjh qwpoe zzxv”/)).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: /Found \d+\+? great activities/ }),
      ).toBeVisible();
      await scanAndShoot(page, 'finder-not-understood');
    });
  });
});
