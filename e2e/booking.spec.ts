import type { Page } from '@playwright/test';
import {
  activityStartingSoon,
  bookableActivity,
  bookWithWallet,
  bornYearsAgo,
  chooseAndBookNow,
  dollars,
  fundWallet,
  listBookings,
  walletBalance,
} from './booking-fixtures';
import { formatShortDate } from '../src/shared/display-format';
import { expect, test, toast } from './fixtures';
import { expectNoAxeViolations, FIRST_LOAD, shot } from './page-checks';
import { createKid } from './fixtures-kids';
import { addCard, issueGiftCard, TEST_CARDS } from './wallet-fixtures';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const completePayment = (page: Page) => page.getByRole('button', { name: 'Complete Payment' });
const bookingCard = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('booking', () => {
  // Journeys through four screens, with accessibility scans: more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('gift card → wallet booking → confirmation → My Bookings → calendar', async ({
    page,
    signedInParent: _,
  }) => {
    await createKid(page.request, { name: 'Sam Young', birthDate: bornYearsAgo(6) });
    const activity = await bookableActivity(page.request, { maxPriceCents: 5_000, pick: 0 });

    // The parent redeems a $60 gift card on the wallet screen.
    const code = await issueGiftCard(60);
    await page.goto('/wallet');
    await expect(h1(page, 'My Wallet')).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Add Gift Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Gift Card' });
    await dialog.getByLabel('Gift card code').fill(code);
    await dialog.getByRole('button', { name: 'Add Gift Card' }).click();
    await expect(toast(page, 'Gift card added')).toContainText(
      'Successfully added a $60 gift card to your account.',
    );

    await chooseAndBookNow(page, activity, ['Sam Young']);
    await expect(page.getByText(activity.title)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Participants' })).toContainText('Sam Young');
    const price = page.getByRole('region', { name: 'Price Details' });
    await expect(price).toContainText(dollars(activity.priceCents));
    await expect(price).toContainText('× 1');
    const wallet = page.getByRole('radio', { name: /Wallet/ });
    await expect(wallet).toBeChecked();
    await expect(page.getByText('Balance: $60.00')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'booking-summary');

    await completePayment(page).click();
    await expect(toast(page, 'Payment successful')).toContainText(
      'Your booking has been confirmed',
    );
    await expect(page).toHaveURL('/booking/confirmation');
    await expect(h1(page, 'Booking Confirmed!')).toBeVisible(FIRST_LOAD);
    const [booking] = await listBookings(page.request);
    expect(booking?.activity.id).toBe(activity.id);
    await expect(page.getByText(booking?.id.slice(0, 8) ?? '-', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: "What's Next?" })).toBeVisible();
    expect(await walletBalance(page.request)).toBe(6_000 - activity.priceCents);
    await expectNoAxeViolations(page);
    await shot(page, 'booking-confirmation');

    await page.getByRole('link', { name: 'View My Bookings' }).click();
    await expect(page).toHaveURL('/bookings');
    await expect(h1(page, 'My Bookings')).toBeVisible(FIRST_LOAD);
    const card = bookingCard(page, activity.title);
    await expect(card).toContainText('Paid · Wallet');
    await expect(card).toContainText(dollars(activity.priceCents));
    await expect(card).toContainText('Participants: Sam Young');
    // The summary is done with: /booking no longer has a selection.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('kidventure.booking-selection')))
      .toBeNull();
    await expectNoAxeViolations(page);
    await shot(page, 'my-bookings');

    // The calendar marks the day and lists the booking with the child.
    await page.goto(`/calendar?view=month&date=${activity.date}`);
    const day = page.getByRole('region', { name: formatShortDate(activity.date) });
    await expect(day.getByRole('link', { name: activity.title })).toBeVisible(FIRST_LOAD);
    await expect(day).toContainText('Sam Young');
  });

  test('pays with the default card (4242…)', async ({ page, signedInParent: _ }) => {
    await createKid(page.request, { name: 'Ava Stone', birthDate: bornYearsAgo(6) });
    await createKid(page.request, { name: 'Ben Stone', birthDate: bornYearsAgo(6) });
    await addCard(page.request, TEST_CARDS.ok);
    const activity = await bookableActivity(page.request, { pick: 1 });

    await chooseAndBookNow(page, activity, ['Ava Stone', 'Ben Stone']);
    await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Price Details' })).toContainText(
      dollars(activity.priceCents * 2),
    );
    await completePayment(page).click();
    await expect(h1(page, 'Booking Confirmed!')).toBeVisible(FIRST_LOAD);
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    expect(await walletBalance(page.request)).toBe(0);
    const [booking] = await listBookings(page.request);
    expect(booking?.totalCents).toBe(activity.priceCents * 2);
    expect(booking?.payment.label).toBe('Visa ending in 4242');
  });

  test('a declined card shows why and books nothing', async ({ page, signedInParent: _ }) => {
    await createKid(page.request, { name: 'Cal Reed', birthDate: bornYearsAgo(6) });
    await addCard(page.request, TEST_CARDS.declined);
    const activity = await bookableActivity(page.request, { pick: 2 });

    await chooseAndBookNow(page, activity, ['Cal Reed']);
    await expect(page.getByRole('radio', { name: /Visa ending in 0002/ })).toBeChecked();
    await completePayment(page).click();
    await expect(toast(page, 'Payment declined')).toContainText(/declined/i);
    await expect(page).toHaveURL('/booking');
    await expect(completePayment(page)).toBeEnabled();
    expect(await listBookings(page.request)).toEqual([]);
  });

  test('a wallet short of the total is refused before paying', async ({
    page,
    signedInParent: _,
  }) => {
    await createKid(page.request, { name: 'Dee Lane', birthDate: bornYearsAgo(6) });
    const activity = await bookableActivity(page.request, { pick: 3 });

    await chooseAndBookNow(page, activity, ['Dee Lane']);
    await expect(page.getByRole('radio', { name: /Wallet/ })).toBeChecked();
    await expect(page.getByText('Not enough for this booking')).toBeVisible();
    await completePayment(page).click();
    await expect(toast(page, 'Insufficient balance')).toContainText(
      'Your wallet balance is too low for this booking',
    );
    await expect(page).toHaveURL('/booking');
    expect(await listBookings(page.request)).toEqual([]);
  });

  test('cancelling 24 hours ahead refunds the wallet in full', async ({
    page,
    signedInParent: _,
  }) => {
    const names = ['Eli Moss', 'Fay Moss', 'Gus Moss', 'Hal Moss', 'Ivy Moss'];
    const kids = [];
    for (const name of names) {
      kids.push(await createKid(page.request, { name, birthDate: bornYearsAgo(6) }));
    }
    const [eli] = kids;
    if (!eli) throw new Error('no kid');
    const activity = await bookableActivity(page.request, { maxPriceCents: 5_000, pick: 4 });
    const family = await bookableActivity(page.request, {
      maxPriceCents: 3_000,
      pick: 5,
      minSpots: 6,
      exclude: [activity],
    });
    await fundWallet(page.request, 250);
    await bookWithWallet(
      page.request,
      family.id,
      kids.map((k) => k.id),
    );
    await bookWithWallet(page.request, activity.id, [eli.id]);
    const before = 25_000 - family.priceCents * 5 - activity.priceCents;
    expect(await walletBalance(page.request)).toBe(before);

    await page.goto('/bookings');
    const card = bookingCard(page, activity.title);
    await expect(card).toBeVisible(FIRST_LOAD);
    // Five children: three avatars, then '+2'.
    await expect(bookingCard(page, family.title).getByText('+2', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(
      `You'll get a full refund of ${dollars(activity.priceCents)} to your wallet.`,
    );
    await shot(page, 'cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(toast(page, 'Booking cancelled')).toContainText(
      `${dollars(activity.priceCents)} has been refunded to your wallet.`,
    );
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Cancelled');
    await expect(card).toContainText(`Refunded ${dollars(activity.priceCents)} to your wallet`);
    await expect(card.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
    expect(await walletBalance(page.request)).toBe(before + activity.priceCents);
    await shot(page, 'my-bookings-cancelled');
  });

  test('cancelling less than 24 hours ahead says there is no refund, and keeps the money', async ({
    page,
    signedInParent: _,
  }) => {
    const kid = await createKid(page.request, { name: 'Jo Reed', birthDate: bornYearsAgo(6) });
    const activity = await activityStartingSoon(page.request);
    await fundWallet(page.request, 50);
    await bookWithWallet(page.request, activity.id, [kid.id]);
    expect(await walletBalance(page.request)).toBe(5_000 - 2_000);

    await page.goto('/bookings');
    const card = bookingCard(page, activity.title);
    await expect(card).toBeVisible(FIRST_LOAD);
    await card.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel without a refund?' });
    await expect(dialog).toContainText(
      'No refund: this activity starts in less than 24 hours, so the $20.00 you paid will not be returned.',
    );
    await expectNoAxeViolations(page);
    await shot(page, 'cancel-no-refund-dialog');
    await dialog.getByRole('button', { name: 'Cancel Without Refund' }).click();
    await expect(toast(page, 'Booking cancelled')).toContainText('No refund was made.');
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Cancelled');
    await expect(card).toContainText('No refund (cancelled less than 24 hours before the start)');
    expect(await walletBalance(page.request)).toBe(5_000 - 2_000);
    // The place is free again.
    const response = await page.request.get(`/api/activities/${activity.id}`);
    expect(((await response.json()) as { spotsLeft: number }).spotsLeft).toBe(10);
  });

  test('no bookings yet: the way to Discover', async ({ page, signedInParent: _ }) => {
    await page.goto('/bookings');
    await expect(page.getByText('No bookings yet')).toBeVisible(FIRST_LOAD);
    await expectNoAxeViolations(page);
    await shot(page, 'my-bookings-empty');
    await page.getByRole('link', { name: 'Discover Activities' }).click();
    await expect(page).toHaveURL('/activities');
  });

  test('without a selection /booking and its confirmation go to Discover', async ({
    page,
    signedInParent: _,
  }) => {
    await page.goto('/booking');
    await expect(page).toHaveURL('/activities', FIRST_LOAD);
    await page.goto('/booking/confirmation');
    await expect(page).toHaveURL('/activities', FIRST_LOAD);
  });

  test('a signed-out visitor signs in first', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/auth\?.*bookings/, FIRST_LOAD);
  });
});
