import { addDays, format } from 'date-fns';
import { bornYearsAgo, fundWallet, importActivity, listBookings } from './booking-fixtures';
import { expect, test, toast } from './fixtures';
import { createKid } from './fixtures-kids';
import { liveStreamReady, watchLiveStream } from './live-stream';
import { FIRST_LOAD, scanAndShoot } from './page-checks';
import { nextMinute } from './registration-fixtures';

/**
 * Registration day's line (decision 062): a parent joins the line before the opening with their
 * child chosen, is drawn a place at the opening instant, is let in with the places held, and pays.
 */

test.describe('registration lines', () => {
  // The opening is up to 85 s away.
  test.describe.configure({ timeout: 180_000 });
  test.use({ reducedMotion: 'reduce' });

  test('a parent waits in the line at the opening, is let in, and books within the hold', async ({
    page,
    signedInParent: _parent,
  }) => {
    await createKid(page.request, { name: 'Rae Lim', birthDate: bornYearsAgo(7) });
    await fundWallet(page.request, 50);
    const opening = nextMinute();
    const activity = await importActivity(page.request, {
      title: 'Summer Sailing Week',
      date: format(addDays(new Date(), 5), 'yyyy-MM-dd'),
      registrationOpensAt: opening.wallClock,
    });
    await watchLiveStream(page);
    await page.goto(`/activities/${activity.id}`);
    await expect(page.getByRole('heading', { level: 1, name: activity.title })).toBeVisible(
      FIRST_LOAD,
    );

    // The line is open: the parent chooses their child and joins it.
    const bar = page.getByRole('region', { name: 'Registration line' });
    await expect(bar.getByText('The line is open')).toBeVisible(FIRST_LOAD);
    await expect(bar.getByRole('timer')).toHaveText(/^Opens in \d:\d\d$/);
    await page
      .getByRole('region', { name: 'Select Participants' })
      .getByRole('button', { name: /Rae Lim/ })
      .click();
    await bar.getByRole('button', { name: 'Join the line' }).click();
    await expect(toast(page, "You're in the line")).toBeVisible();
    const time = format(opening.at, 'h:mm a');
    await expect(
      bar.getByText(`You're in the line. At ${time} everyone here gets a random place.`),
    ).toBeVisible();
    await scanAndShoot(page, 'registration-line-waiting');

    // A reload keeps the family's place.
    await page.reload();
    await expect(bar.getByRole('button', { name: 'Leave the line' })).toBeVisible(FIRST_LOAD);
    await liveStreamReady(page);

    // The opening comes: the draw, then the family is let in with its places held, live.
    const wait = { timeout: opening.at.getTime() - Date.now() + 30_000 };
    await expect(bar.getByText("It's your turn", { exact: true })).toBeVisible(wait);
    await expect(bar.getByText(/^Your places are held for (10:00|9:\d\d)$/)).toBeVisible();
    await scanAndShoot(page, 'registration-line-admitted');

    await bar.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL('/booking');
    await expect(page.getByText(/^Your places are held for (10:00|9:\d\d)$/)).toBeVisible(
      FIRST_LOAD,
    );
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(toast(page, 'Payment successful')).toBeVisible();
    const [booked] = await listBookings(page.request);
    expect(booked).toMatchObject({ activity: { id: activity.id }, status: 'confirmed' });
  });
});
