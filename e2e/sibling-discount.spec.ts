import type { Page } from '@playwright/test';
import {
  bookableActivity,
  bornYearsAgo,
  chooseAndBookNow,
  dollars,
  fundWallet,
  listBookings,
  walletBalance,
} from './booking-fixtures';
import { expect, test } from './fixtures';
import { createKid } from './fixtures-kids';
import { FIRST_LOAD, scanAndShoot, shot } from './page-checks';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('sibling discount', () => {
  test.describe.configure({ timeout: 90_000 });

  test(
    'two children with a discounting provider: the discount line, then what is paid',
    { tag: '@desktop' },
    async ({ page, signedInParent: _ }) => {
      await createKid(page.request, { name: 'Ivy Lane', birthDate: bornYearsAgo(6) });
      await createKid(page.request, { name: 'Max Lane', birthDate: bornYearsAgo(6) });
      await fundWallet(page.request, 99);
      // Room for both projects' two children, on different activities where there are several.
      const activity = await bookableActivity(page.request, {
        siblingDiscount: true,
        maxPriceCents: 4_500,
        minSpots: 4,
        pick: test.info().project.name === 'desktop' ? 1 : 0,
      });
      const percent = activity.provider.siblingDiscountPercent ?? 0;
      const price = activity.priceCents;
      // The rule, written out: the percent off the second child, rounded to a cent.
      const discountCents = Math.round((price * percent) / 100);
      const paidCents = price * 2 - discountCents;

      await test.step('the activity page states the discount by the price', async () => {
        await page.goto(`/activities/${activity.id}`);
        await expect(h1(page, activity.title)).toBeVisible(FIRST_LOAD);
        const offer = page.getByText(`${percent}% off each additional child`);
        await offer.scrollIntoViewIfNeeded();
        await expect(offer).toBeInViewport();
        await shot(page, 'activity-sibling-discount', { fullPage: false });
      });

      await test.step('the summary keeps the total, then the discount and the amount to pay', async () => {
        await chooseAndBookNow(page, activity, ['Ivy Lane', 'Max Lane']);
        const details = page.getByRole('region', { name: 'Price Details' });
        await expect(details).toContainText(`Total${dollars(price * 2)}`);
        await expect(details).toContainText(
          `Sibling discount (${percent}%)−${dollars(discountCents)}`,
        );
        await expect(details).toContainText(`Amount to pay${dollars(paidCents)}`);
        await expect(page.getByRole('radio', { name: /Wallet/ })).toBeChecked();
        await scanAndShoot(page, 'summary-sibling-discount');
      });

      await test.step('the confirmation and My Bookings show what was paid', async () => {
        await page.getByRole('button', { name: 'Complete Payment' }).click();
        await expect(h1(page, 'Booking Confirmed!')).toBeVisible(FIRST_LOAD);
        const details = page.getByRole('region', { name: 'Booking Details' });
        await expect(details).toContainText(`Sibling discount−${dollars(discountCents)}`);
        await expect(details).toContainText(`Total paid${dollars(paidCents)}`);
        await shot(page, 'confirmation-sibling-discount');
        expect(await walletBalance(page.request)).toBe(9_900 - paidCents);
        const [booking] = await listBookings(page.request);
        expect(booking).toMatchObject({ discountCents, totalCents: paidCents });

        await page.getByRole('link', { name: 'View My Bookings' }).click();
        const card = page.getByRole('article', { name: activity.title });
        await expect(card).toContainText(dollars(paidCents), FIRST_LOAD);
      });

      await test.step("the wallet's history names the discount", async () => {
        await page.goto('/wallet');
        await page.getByRole('tab', { name: 'Transactions' }).click(FIRST_LOAD);
        await expect(
          page.getByText(`Booking: ${activity.title} (${dollars(discountCents)} sibling discount)`),
        ).toBeVisible();
      });
    },
  );
});
