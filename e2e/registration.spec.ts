import { randomUUID } from 'node:crypto';
import { addDays, format } from 'date-fns';
import { adminPut } from './admin-api';
import { bornYearsAgo, fundWallet, importActivity } from './booking-fixtures';
import { appOrigin, expect, test, toast } from './fixtures';
import { createKid } from './fixtures-kids';
import { FIRST_LOAD, scanAndShoot } from './page-checks';

/**
 * Registration day (decision 061): before a program opens, its page counts down to the opening;
 * a parent chooses their child ahead, asks to be reminded, and books once it opens.
 */

test.describe('registration openings', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ reducedMotion: 'reduce' });

  test(
    'a parent gets ready before the opening, is reminded, and books once it opens',
    { tag: '@desktop' },
    async ({ page, signedInParent: _parent }) => {
      const kid = await createKid(page.request, { name: 'Rae Lim', birthDate: bornYearsAgo(7) });
      await fundWallet(page.request, 50);
      const opensOn = addDays(new Date(), 2);
      const activity = await importActivity(page.request, {
        title: 'Spring Swim Camp',
        date: format(addDays(new Date(), 5), 'yyyy-MM-dd'),
        registrationOpensAt: `${format(opensOn, 'yyyy-MM-dd')}T09:00`,
      });

      await page.goto(`/activities/${activity.id}`);
      await expect(page.getByRole('heading', { level: 1, name: activity.title })).toBeVisible(
        FIRST_LOAD,
      );
      const bar = page.getByRole('region', { name: 'Registration' });
      await expect(
        bar.getByText(`Registration opens ${format(opensOn, 'EEE, MMM d')} at 9:00 AM`),
      ).toBeVisible();
      await expect(bar.getByRole('timer')).toHaveText(/^Opens in (1 day|2 days)/);
      await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);

      // Ready ahead: the child chosen now is kept for the opening.
      const rae = page
        .getByRole('region', { name: 'Select Participants' })
        .getByRole('button', { name: /Rae Lim/ });
      await rae.click();
      await expect(rae).toHaveAttribute('aria-pressed', 'true');
      await bar.getByRole('button', { name: 'Remind me' }).click();
      await expect(
        toast(page, "We'll remind you a day before and 10 minutes before it opens"),
      ).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Reminder set' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await scanAndShoot(page, 'registration-opens-later');

      // Booking before the opening is refused by the API too.
      const early = await page.request.post('/api/bookings', {
        headers: { origin: appOrigin() },
        data: {
          activityId: activity.id,
          kidIds: [kid.id],
          payment: { method: 'wallet' },
          idempotencyKey: randomUUID(),
        },
      });
      expect(early.status()).toBe(409);
      expect(await early.json()).toMatchObject({ error: { code: 'registration_not_open' } });

      // Registration opens (the operator opens it now): the page books, with Rae still chosen.
      await adminPut(`/admin/activities/${activity.id}/registration`, { opensAt: null });
      await page.reload();
      const booking = page.getByRole('region', { name: 'Booking summary' });
      await expect(booking.getByRole('button', { name: 'Book Now' })).toBeEnabled(FIRST_LOAD);
      await expect(rae).toHaveAttribute('aria-pressed', 'true');
      await booking.getByRole('button', { name: 'Book Now' }).click();
      await expect(page).toHaveURL(/\/booking$/);
    },
  );
});
