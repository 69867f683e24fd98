import type { Page } from '@playwright/test';
import { formatLongDate } from '../src/shared/display-format';
import { addDays } from '../src/shared/iso-date';
import { bornYearsAgo, listBookings, nextWeeksMonday } from './booking-fixtures';
import { expect, mainNav, signUp, test, toast } from './fixtures';
import { expectNoAxeViolations, expectUncovered, FIRST_LOAD, shot } from './page-checks';
import { futureExpiry, TEST_CARDS } from './wallet-fixtures';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const onboardingNext = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Next' });

/**
 * A parent's first hour, end to end: sign up, add a child, find something for them this weekend
 * under $25, book it with an empty wallet (adding a card on the way), and find it again from Home.
 * Every step is a screen a parent reaches by pressing what is in front of them: no typed URLs.
 */
test('the first hour: sign up, a child, this weekend under $25, booked with a new card, seen from Home', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The browser's day is next week's Friday morning, so 'This weekend' is the coming Saturday and
  // Sunday on any day and at any hour this runs: no session of it has started (the server books
  // by its own clock, for which that weekend is still ahead), and no midnight falls inside it.
  const friday = addDays(nextWeeksMonday(), 4);
  await page.clock.setSystemTime(new Date(`${friday}T09:00`));
  await signUp(page);

  // Onboarding: about you (a typed region becomes the location), one child, preferences as they are.
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(h1(page, 'About You')).toBeVisible(FIRST_LOAD);
  await page.getByRole('textbox', { name: 'First name' }).fill('Jordan');
  await page.getByLabel(/Birth date/).fill('1987-05-14');
  await page.getByRole('textbox', { name: /Region/ }).fill('Toronto, Ontario');
  await onboardingNext(page).click();
  await expect(h1(page, 'Your Kids')).toBeVisible();
  const child = page.getByRole('group', { name: 'Child Information' });
  await child.getByRole('textbox', { name: 'Name' }).fill('Mia');
  await child.getByLabel('Birth date').fill(bornYearsAgo(6));
  await onboardingNext(page).click();
  await expect(h1(page, 'Activity Preferences')).toBeVisible();
  await onboardingNext(page).click();
  await expect(h1(page, "You're all set!")).toBeVisible();
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');

  // Discover: not asked for a location again; this weekend, under $25, ages that fit Mia.
  await mainNav(page).getByRole('link', { name: 'Search' }).click();
  await expect(h1(page, 'Discover')).toBeVisible(FIRST_LOAD);
  await page.getByRole('tab', { name: 'List' }).click();
  await page.getByRole('button', { name: 'Date', exact: true }).click();
  await page.getByRole('button', { name: 'This weekend' }).click();
  await page.getByRole('button', { name: 'Price', exact: true }).click();
  await page.getByRole('button', { name: 'Under $25' }).click();
  const filters = page.getByRole('group', { name: 'Filters:' });
  await expect(filters.getByRole('button', { name: /^Remove filter/ })).toHaveText([
    'This weekend',
    'Under $25',
    'Ages fit my kids',
  ]);
  await expect(page.getByRole('dialog', { name: 'Share Your Location' })).toHaveCount(0);
  const cards = page.getByRole('region', { name: 'Activities', exact: true }).getByRole('article');
  // A paid one, so that the empty wallet matters.
  const card = cards.filter({ hasNotText: 'Free' }).filter({ hasNotText: 'Full' }).first();
  await expect(card).toBeVisible();
  await shot(page, 'first-hour-1-discover', { fullPage: false });
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: title }).click();

  // The activity: choose Mia, book.
  await expect(h1(page, title)).toBeVisible(FIRST_LOAD);
  const bar = page.getByRole('region', { name: 'Booking summary' });
  if (test.info().project.name === 'phone') {
    await bar.getByRole('button', { name: "Choose who's going" }).click();
  }
  await page
    .getByRole('region', { name: 'Select Participants' })
    .getByRole('button', { name: /Mia/ })
    .click();
  await shot(page, 'first-hour-2-activity', { fullPage: false });
  await bar.getByRole('button', { name: 'Book Now' }).click();

  // The summary: the empty wallet is said on the page, with the ways out.
  await expect(h1(page, 'Booking Summary')).toBeVisible(FIRST_LOAD);
  const payment = page.getByRole('group', { name: 'Payment Method' });
  await expect(payment).toContainText("Your wallet balance doesn't cover this booking");
  await shot(page, 'first-hour-3-summary');
  await payment.getByRole('link', { name: 'Add a card' }).click();

  // The wallet: add a card, then straight back to the same booking.
  await expect(h1(page, 'My Wallet')).toBeVisible(FIRST_LOAD);
  const form = page.getByRole('form', { name: 'Add Card' });
  await form.getByLabel('Card number').fill(TEST_CARDS.ok);
  await form.getByLabel('Cardholder name').fill('Jordan Parent');
  await form.getByLabel('Expiry date').fill(futureExpiry());
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: 'Add Card' }).click();
  await expect(toast(page, 'Payment method added')).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to your booking' });
  await expectUncovered(back);
  await shot(page, 'first-hour-4-wallet', { fullPage: false });
  await back.click();
  await expect(h1(page, 'Booking Summary')).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Participants' })).toContainText('Mia');
  await expect(payment.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await expect(h1(page, 'Booking Confirmed!')).toBeVisible(FIRST_LOAD);
  await shot(page, 'first-hour-5-confirmed');
  const [booking] = await listBookings(page.request);
  expect(booking?.activity.title).toBe(title);

  // Home: the booked day is marked; tapping it lists the booking, which leads back to it.
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  const strip = page.getByRole('radiogroup', { name: 'This Week' });
  await expect(strip).toBeVisible(FIRST_LOAD);
  const date = booking?.activity.date ?? '';
  // 'This weekend' is today on a weekend, which the day's name then says too.
  await strip
    .getByRole('radio', { name: new RegExp(`^${formatLongDate(date)}(, today)?, booked$`) })
    .click();
  const booked = page
    .getByRole('region', { name: 'This Week' })
    .getByRole('list', { name: `Booked on ${formatLongDate(date)}` })
    .getByRole('listitem');
  await expect(booked).toContainText('Mia');
  await shot(page, 'first-hour-6-home', { fullPage: false });
  await expectNoAxeViolations(page, 'home after the first booking');
  await booked.getByRole('link', { name: title }).click();
  await expect(h1(page, title)).toBeVisible(FIRST_LOAD);
});
