import type { Page } from '@playwright/test';
import {
  bookableActivity,
  bornYearsAgo,
  chooseAndBookNow,
  dollars,
  fundWallet,
  importActivity,
  listBookings,
  walletBalance,
} from './booking-fixtures';
import { expect, test, toast } from './fixtures';
import { expectNoAxeViolations, expectUncovered, FIRST_LOAD, shot } from './page-checks';
import { createKid } from './fixtures-kids';
import { addCard, futureExpiry, TEST_CARDS } from './wallet-fixtures';

/**
 * Checkout never dead-ends: with nothing that covers the total, the summary says so and leads to
 * the wallet, the wallet leads back, and the selection survives the trip and a reload.
 */

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const completePayment = (page: Page) => page.getByRole('button', { name: 'Complete Payment' });
const paymentGroup = (page: Page) => page.getByRole('group', { name: 'Payment Method' });
const backToBooking = (page: Page) => page.getByRole('link', { name: 'Back to your booking' });

test.describe('checkout', () => {
  // Journeys through three screens and back, with accessibility scans: on a busy two-core
  // machine the first one takes well over a minute.
  test.describe.configure({ timeout: 180_000 });

  test('an empty wallet: add a card on the wallet, come back to the same booking and pay', async ({
    page,
    signedInParent: _,
  }) => {
    await createKid(page.request, { name: 'Nia Ford', birthDate: bornYearsAgo(6) });
    const activity = await bookableActivity(page.request, { pick: 6 });

    await chooseAndBookNow(page, activity, ['Nia Ford']);
    const group = paymentGroup(page);
    await expect(group.getByText(`Add a way to pay ${dollars(activity.priceCents)}`)).toBeVisible(
      FIRST_LOAD,
    );
    await expect(group).toContainText("Your wallet balance doesn't cover this booking");
    await expect(group.getByRole('radio', { name: /Wallet/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await shot(page, 'booking-nothing-covers');

    // Pressed anyway: the spec's toast, and nothing is booked.
    await completePayment(page).click();
    await expect(toast(page, 'Insufficient balance')).toContainText(
      'Your wallet balance is too low for this booking',
    );
    expect(await listBookings(page.request)).toEqual([]);
    await expectUncovered(group.getByRole('link', { name: 'Add a card' }));

    await group.getByRole('link', { name: 'Add a card' }).click();
    await expect(page).toHaveURL('/wallet');
    await expect(h1(page, 'My Wallet')).toBeVisible(FIRST_LOAD);
    await expect(backToBooking(page)).toBeVisible();
    await expect(page.getByText(activity.title, { exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add Card' });
    await expect(form.getByLabel('Card number')).toBeFocused();
    await shot(page, 'wallet-add-card-for-booking', { fullPage: false });
    await form.getByLabel('Card number').fill(TEST_CARDS.ok);
    await form.getByLabel('Cardholder name').fill('Sam Parent');
    await form.getByLabel('Expiry date').fill(futureExpiry());
    await form.getByLabel('CVV').fill('123');
    await form.getByRole('button', { name: 'Add Card' }).click();
    await expect(toast(page, 'Payment method added')).toContainText(
      'Card ending in 4242 has been added successfully.',
    );
    await expect(form).toBeHidden();
    // The way back is still in view after adding, and the toast is not over it.
    await expectUncovered(backToBooking(page));
    await expectNoAxeViolations(page);
    await shot(page, 'wallet-back-to-booking', { fullPage: false });

    await backToBooking(page).click();
    await expect(page).toHaveURL('/booking');
    await expect(h1(page, 'Booking Summary')).toBeVisible();
    await expect(page.getByText(activity.title, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Participants' })).toContainText('Nia Ford');
    await expect(
      paymentGroup(page).getByRole('radio', { name: /Visa ending in 4242/ }),
    ).toBeChecked();
    await expect(page.getByText(/Add a way to pay/)).toBeHidden();

    await completePayment(page).click();
    await expect(h1(page, 'Booking Confirmed!')).toBeVisible(FIRST_LOAD);
    const [booking] = await listBookings(page.request);
    expect(booking?.activity.id).toBe(activity.id);
    expect(booking?.kids.map((kid) => kid.name)).toEqual(['Nia Ford']);
    expect(booking?.payment.label).toBe('Visa ending in 4242');
  });

  test('a reload of /booking keeps the activity, the children and the way to pay', async ({
    page,
    signedInParent: _,
  }) => {
    await createKid(page.request, { name: 'Oli Hart', birthDate: bornYearsAgo(6) });
    await createKid(page.request, { name: 'Pia Hart', birthDate: bornYearsAgo(6) });
    await addCard(page.request, TEST_CARDS.ok);
    await fundWallet(page.request, 250);
    const activity = await bookableActivity(page.request, { pick: 7, maxPriceCents: 5_000 });

    await chooseAndBookNow(page, activity, ['Oli Hart', 'Pia Hart']);
    const group = paymentGroup(page);
    // The default card is preselected; the parent picks the wallet instead.
    await expect(group.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked(FIRST_LOAD);
    await group.getByRole('radio', { name: /Wallet/ }).check();

    await page.reload();
    await expect(h1(page, 'Booking Summary')).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveURL('/booking');
    await expect(page.getByText(activity.title, { exact: true })).toBeVisible();
    const participants = page.getByRole('region', { name: 'Participants' });
    await expect(participants).toContainText('Oli Hart');
    await expect(participants).toContainText('Pia Hart');
    const price = page.getByRole('region', { name: 'Price Details' });
    await expect(price).toContainText('× 2');
    await expect(price).toContainText(dollars(activity.priceCents * 2));
    await expect(paymentGroup(page).getByRole('radio', { name: /Wallet/ })).toBeChecked();
    await expectNoAxeViolations(page);

    await completePayment(page).click();
    await expect(h1(page, 'Booking Confirmed!')).toBeVisible(FIRST_LOAD);
    const [booking] = await listBookings(page.request);
    expect(booking?.payment.method).toBe('wallet');
    expect(booking?.totalCents).toBe(activity.priceCents * 2);
  });

  test(
    'a declined card, a new card chosen on return, then part wallet and part card',
    {
      tag: '@desktop',
    },
    async ({ page, signedInParent: _ }) => {
      await createKid(page.request, { name: 'Ivy Lane', birthDate: bornYearsAgo(6) });
      await addCard(page.request, TEST_CARDS.declined, { setAsDefault: true });
      await fundWallet(page.request, 15);
      // $20.00, so the wallet's $15.00 pays part of it.
      const activity = await importActivity(page.request, { title: 'Split Pay Pottery' });
      const group = paymentGroup(page);

      await test.step('the default card is declined', async () => {
        await chooseAndBookNow(page, activity, ['Ivy Lane']);
        await expect(group.getByRole('radio', { name: /Visa ending in 0002/ })).toBeChecked(
          FIRST_LOAD,
        );
        await completePayment(page).click();
        await expect(toast(page, 'Payment declined')).toBeVisible();
      });

      await test.step('a card added from the summary comes back chosen', async () => {
        await group.getByRole('link', { name: 'Add New Payment Method' }).click();
        await expect(h1(page, 'My Wallet')).toBeVisible(FIRST_LOAD);
        await page.getByRole('tab', { name: 'Payment Methods' }).click();
        await page.getByRole('button', { name: 'Add Card' }).click();
        const form = page.getByRole('form', { name: 'Add Card' });
        await form.getByLabel('Card number').fill('5555 5555 5555 4444');
        await form.getByLabel('Cardholder name').fill('Sam Parent');
        await form.getByLabel('Expiry date').fill(futureExpiry());
        await form.getByLabel('CVV').fill('123');
        await form.getByRole('button', { name: 'Add Card' }).click();
        await expect(form).toBeHidden();
        await backToBooking(page).click();
        await expect(h1(page, 'Booking Summary')).toBeVisible();
        await expect(group.getByRole('radio', { name: /MasterCard ending in 4444/ })).toBeChecked();
        await expect(group.getByRole('radio', { name: /Visa ending in 0002/ })).not.toBeChecked();
      });

      await test.step('$15.00 from the wallet and $5.00 by card: one booking', async () => {
        const split = group.getByRole('checkbox', {
          name: 'Use $15.00 from your wallet, pay $5.00 by card',
        });
        await split.check();
        await expectNoAxeViolations(page);
        await shot(page, 'booking-split-payment');
        await completePayment(page).click();
        await expect(h1(page, 'Booking Confirmed!')).toBeVisible(FIRST_LOAD);
        const details = page.getByRole('region', { name: 'Booking Details' });
        await expect(details).toContainText('Paid from your wallet$15.00');
        await expect(details).toContainText('Paid by MasterCard ending in 4444$5.00');
        await expect(details).toContainText(`Total paid${dollars(activity.priceCents)}`);
        await expectNoAxeViolations(page);
        await shot(page, 'booking-split-confirmed');
        expect(await walletBalance(page.request)).toBe(0);
        const [booking] = await listBookings(page.request);
        expect(booking?.payment.parts.map((part) => part.amountCents)).toEqual([1_500, 500]);
      });

      await test.step('My Bookings shows both parts', async () => {
        await page.getByRole('link', { name: 'View My Bookings' }).click();
        await expect(
          page.getByText('$15.00 from your wallet, $5.00 by MasterCard ending in 4444'),
        ).toBeVisible(FIRST_LOAD);
        await shot(page, 'my-bookings-split');
      });

      await test.step("the wallet's history says where the rest went", async () => {
        await page.goto('/wallet');
        await page.getByRole('tab', { name: 'Transactions' }).click(FIRST_LOAD);
        await expect(
          page.getByText(`Booking: ${activity.title} ($5.00 more by MasterCard ending in 4444)`),
        ).toBeVisible();
        await shot(page, 'wallet-split-transaction', { fullPage: false });
      });
    },
  );
});
