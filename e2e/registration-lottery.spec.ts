import { addDays, format } from 'date-fns';
import { bornYearsAgo, fundWallet, importActivity, listBookings } from './booking-fixtures';
import { expect, test, toast } from './fixtures';
import { createKid } from './fixtures-kids';
import { liveStreamReady, watchLiveStream } from './live-stream';
import { FIRST_LOAD, scanAndShoot } from './page-checks';
import { nextMinute } from './registration-fixtures';

/**
 * Registration day's lottery (decision 063): a parent enters before the draw with their child
 * chosen, wins a place at the draw, sees it held for a day, and pays.
 */

test.describe('registration lotteries', () => {
  // The draw is up to 85 s away.
  test.describe.configure({ timeout: 180_000 });
  test.use({ reducedMotion: 'reduce' });

  test('a parent enters the lottery, wins a place at the draw, and books it', async ({
    page,
    signedInParent: _parent,
  }) => {
    await createKid(page.request, { name: 'Ines Roy', birthDate: bornYearsAgo(8) });
    await fundWallet(page.request, 50);
    const draw = nextMinute();
    const activity = await importActivity(page.request, {
      title: 'Spring Robotics Camp',
      date: format(addDays(new Date(), 5), 'yyyy-MM-dd'),
      registrationOpensAt: draw.wallClock,
      registrationMode: 'lottery',
    });
    await watchLiveStream(page);
    await page.goto(`/activities/${activity.id}`);
    await expect(page.getByRole('heading', { level: 1, name: activity.title })).toBeVisible(
      FIRST_LOAD,
    );

    const bar = page.getByRole('region', { name: 'Registration lottery' });
    await expect(bar.getByText('Lottery entries are open')).toBeVisible(FIRST_LOAD);
    await expect(bar.getByRole('timer')).toHaveText(/^Draw in \d:\d\d$/);
    await page
      .getByRole('region', { name: 'Select Participants' })
      .getByRole('button', { name: /Ines Roy/ })
      .click();
    await bar.getByRole('button', { name: 'Enter the lottery' }).click();
    await expect(toast(page, "You're in the lottery")).toBeVisible();
    await expect(bar.getByText(/^You're in the lottery\. The draw is /)).toBeVisible();
    await scanAndShoot(page, 'registration-lottery-entered');

    // A reload keeps the entry.
    await page.reload();
    await expect(bar.getByRole('button', { name: 'Leave the lottery' })).toBeVisible(FIRST_LOAD);
    await liveStreamReady(page);

    // The draw: the only entrant wins, and its places are held for a day, live.
    const wait = { timeout: draw.at.getTime() - Date.now() + 30_000 };
    await expect(bar.getByText('You won a place')).toBeVisible(wait);
    await expect(bar.getByText(/^Your places are held for 2[34]:\d\d:\d\d$/)).toBeVisible();
    await scanAndShoot(page, 'registration-lottery-won');

    await bar.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL('/booking');
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(toast(page, 'Payment successful')).toBeVisible();
    const [booked] = await listBookings(page.request);
    expect(booked).toMatchObject({ activity: { id: activity.id }, status: 'confirmed' });
  });
});
