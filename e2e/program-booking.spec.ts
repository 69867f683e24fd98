import type { Page } from '@playwright/test';
import { datesLine } from '../src/shared/program-dates';
import { bornYearsAgo, dollars, fundWallet, listBookings, walletBalance } from './booking-fixtures';
import { expect, test } from './fixtures';
import { createKid } from './fixtures-kids';
import { FIRST_LOAD, scanAndShoot, shot } from './page-checks';
import { importTerm } from './program-fixtures';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('a program of several dates', () => {
  test.describe.configure({ timeout: 90_000 });

  test(
    'the schedule and the whole term, booked for two children',
    { tag: '@desktop' },
    async ({ page, signedInParent: _ }) => {
      const term = await importTerm(page.request);
      await createKid(page.request, { name: 'Ivy Lane', birthDate: bornYearsAgo(6) });
      await createKid(page.request, { name: 'Max Lane', birthDate: bornYearsAgo(7) });
      await fundWallet(page.request, 300);
      const dates = datesLine(term.sessions.map((s) => s.date));

      await test.step('the page lists every date and offers the whole term or one date', async () => {
        await page.goto(`/activities/${term.id}`);
        await expect(h1(page, term.title)).toBeVisible(FIRST_LOAD);
        const schedule = page.getByRole('region', { name: 'Schedule' });
        await expect(schedule.getByRole('listitem')).toHaveCount(term.sessions.length);
        await expect(schedule.getByRole('listitem').first()).toContainText('10 spots left');
        const options = page.getByRole('region', { name: 'How to book' });
        const whole = options.getByRole('radio', { name: /Whole term · \$120\.00 per term/ });
        await expect(whole).toBeChecked();
        await expect(whole).toContainText(dates);
        await expect(
          options.getByRole('radio', { name: /One date · \$35\.00 per session/ }),
        ).toBeVisible();
        await schedule.scrollIntoViewIfNeeded();
        await shot(page, 'program-schedule', { fullPage: false });
        await options.getByRole('radio', { name: /One date/ }).click();
        await expect(options.getByRole('radio', { name: /·/ }).nth(2)).toBeVisible();
        await scanAndShoot(page, 'program-one-date');
        await whole.click();
      });

      await test.step('two children, the whole term: the summary and what is paid', async () => {
        const participants = page.getByRole('region', { name: 'Select Participants' });
        await participants.getByRole('button', { name: /Ivy Lane/ }).click();
        await participants.getByRole('button', { name: /Max Lane/ }).click();
        const bar = page.getByRole('region', { name: 'Booking summary' });
        await expect(bar).toContainText(dollars(24_000));
        await bar.getByRole('button', { name: 'Book Now' }).click();
        await expect(h1(page, 'Booking Summary')).toBeVisible(FIRST_LOAD);
        await expect(page.getByText(dates)).toBeVisible();
        const details = page.getByRole('region', { name: 'Price Details' });
        await expect(details).toContainText('Price per child$120.00 per term');
        await expect(details).toContainText(`Total${dollars(24_000)}`);
        await scanAndShoot(page, 'program-summary');
        await page.getByRole('button', { name: 'Complete Payment' }).click();
        await expect(h1(page, 'Booking Confirmed!')).toBeVisible(FIRST_LOAD);
        expect(await walletBalance(page.request)).toBe(30_000 - 24_000);
        const [booking] = await listBookings(page.request);
        expect(booking).toMatchObject({ totalCents: 24_000, activity: { id: term.id } });
      });

      await test.step('every date now has two places fewer', async () => {
        await page.goto(`/activities/${term.id}`);
        const schedule = page.getByRole('region', { name: 'Schedule' });
        await expect(schedule.getByText('8 spots left')).toHaveCount(
          term.sessions.length,
          FIRST_LOAD,
        );
      });
    },
  );
});
