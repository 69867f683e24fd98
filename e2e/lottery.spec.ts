import { addDays, format } from 'date-fns';
import { bornYearsAgo, fundWallet, importActivity, listBookings } from './booking-fixtures';
import { expect, test, toast } from './fixtures';
import { createKid } from './fixtures-kids';
import { liveStreamReady, watchLiveStream } from './live-stream';
import { FIRST_LOAD, scanAndShoot } from './page-checks';
import { nextMinute } from './registration-fixtures';

/**
 * Registration day's lottery (decision 063): a parent enters before the draw with their child
 * chosen and 'Book it for me' on, wins a place at the draw, and is booked with nothing to do.
 *
 * Its file name keeps it far from registration-line.spec.ts in Playwright's order (files run
 * alphabetically). Each waits up to 85 s for a whole minute with nothing to do: side by side, the
 * two waits left both workers idle for most of a minute.
 */

test.describe('registration lotteries', () => {
  // The draw is up to 85 s away.
  test.describe.configure({ timeout: 180_000 });
  test.use({ reducedMotion: 'reduce' });

  test('a parent enters the lottery with Book it for me, wins at the draw, and is booked', async ({
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

    // 'Book it for me': the wallet pays the moment the family wins.
    await bar.getByRole('button', { name: 'Book it for me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book it for me' });
    await dialog.getByRole('switch', { name: 'Book it for me' }).click();
    await expect(dialog.getByRole('radio', { name: 'Wallet ($50.00)' })).toBeChecked();
    await scanAndShoot(page, 'registration-lottery-auto-book-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, "We'll book it for you when it's your turn")).toBeVisible();
    await expect(
      bar.getByText("We'll book it for you with your wallet when it's your turn."),
    ).toBeVisible();
    await scanAndShoot(page, 'registration-lottery-auto-book');

    // The draw: the only entrant wins, and is booked and told, with nothing to do.
    const wait = { timeout: draw.at.getTime() - Date.now() + 30_000 };
    await expect
      .poll(async () => (await listBookings(page.request))[0]?.status, wait)
      .toBe('confirmed');
    const [booked] = await listBookings(page.request);
    expect(booked).toMatchObject({ activity: { id: activity.id }, status: 'confirmed' });
    await expect(bar).toBeHidden();
    await expect(page.getByRole('list', { name: 'Already booked' })).toContainText('Ines Roy');
    await scanAndShoot(page, 'registration-lottery-booked');
  });
});
