import type { APIRequestContext, Page } from '@playwright/test';
import { bookableActivity, bookWithWallet, bornYearsAgo, fundWallet } from './booking-fixtures';
import { expect, isPhoneLayout, test, toast } from './fixtures';
import { createKid } from './fixtures-kids';
import { expectNoAxeViolations, FIRST_LOAD, shot } from './page-checks';
import { liveStreamReady, watchLiveStream } from './live-stream';

/** A child and the money for a demo activity, ready to book it through the API. */
async function readyToBook(request: APIRequestContext, pick: number) {
  const activity = await bookableActivity(request, { pick, maxPriceCents: 5_000 });
  const kid = await createKid(request, { name: 'Mia Rose', birthDate: bornYearsAgo(6) });
  await fundWallet(request, Math.ceil(activity.priceCents / 100));
  return { activity, book: () => bookWithWallet(request, activity.id, [kid.id]) };
}

/** The header's bell: a link to the page on a phone, the popover's button on a wide screen. */
const bell = (page: Page, name: string) =>
  page
    .getByRole('banner')
    .getByRole(isPhoneLayout(page) ? 'link' : 'button', { name, exact: true });

test.describe('Notifications', () => {
  // Scans must not catch a toast or a switch mid-transition.
  test.use({ reducedMotion: 'reduce' });

  test('a booking made elsewhere rings the bell of an open tab; its notification leads to the booking', async ({
    page,
    signedInParent: _,
  }) => {
    const { activity, book } = await readyToBook(page.request, 4);
    await watchLiveStream(page);
    await page.goto('/calendar');
    const quiet = bell(page, 'Notifications');
    await expect(quiet).toBeVisible(FIRST_LOAD);

    // Booked from another device (the API) once the tab is live: this tab is not reloaded.
    await liveStreamReady(page);
    const booking = await book();
    await expect(bell(page, 'Notifications, 1 unread')).toHaveText('1');
    await shot(page, 'notifications-bell', { fullPage: false });

    await bell(page, 'Notifications, 1 unread').click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const item = page.getByRole('link', { name: `Unread: Booking confirmed: ${activity.title}` });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Mia Rose');
    await expectNoAxeViolations(page, 'notifications page');
    await shot(page, 'notifications-page');

    await item.click();
    await expect(page).toHaveURL(`/bookings?booking=${booking.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    // The booking it told of is the one brought into view.
    await expect(page.getByRole('heading', { level: 3, name: activity.title })).toBeFocused();
    await expect(bell(page, 'Notifications')).toBeVisible();

    // Read, it stays on the list without its unread mark.
    await page.goBack();
    await expect(
      page.getByRole('link', { name: `Booking confirmed: ${activity.title}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Unread:/ })).toHaveCount(0);
  });

  test(
    'on a wide screen the bell opens the newest in a popover, with Mark all as read',
    { tag: '@desktop-only' },
    async ({ page, signedInParent: _ }) => {
      const first = await readyToBook(page.request, 5);
      const second = await readyToBook(page.request, 6);
      await page.goto('/');
      await expect(bell(page, 'Notifications')).toBeVisible(FIRST_LOAD);
      await first.book();
      await second.book();
      const ringing = bell(page, 'Notifications, 2 unread');
      await expect(ringing).toHaveText('2');

      await ringing.click();
      const popover = page.getByRole('dialog', { name: 'Notifications' });
      await expect(popover.getByRole('link', { name: /^Unread: Booking confirmed/ })).toHaveCount(
        2,
      );
      await expectNoAxeViolations(page, 'notifications popover', { include: '[role=dialog]' });
      await shot(page, 'notifications-popover', { fullPage: false });

      await popover.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(bell(page, 'Notifications')).toBeVisible();
      await expect(popover.getByRole('link', { name: /^Unread:/ })).toHaveCount(0);
      await expect(popover.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

      await popover
        .getByRole('link', {
          name: new RegExp(`Booking confirmed: ${escape(first.activity.title)}`),
        })
        .first()
        .click();
      await expect(popover).toBeHidden();
      await expect(page).toHaveURL(/\/bookings\?booking=/);
      // The booking is brought into view (its heading takes the focus) once the list is in.
      await expect(
        page.getByRole('heading', { level: 3, name: first.activity.title }),
      ).toBeFocused();

      await bell(page, 'Notifications').click();
      await page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('link', { name: 'See all' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    },
  );

  test('notification settings save at once and stay after a reload', async ({
    page,
    signedInParent: _,
  }) => {
    await page.goto('/settings#notifications');
    const section = page.getByRole('region', { name: 'Notifications', exact: true });
    await expect(section.getByRole('switch', { name: 'Comments by e-mail' })).toBeVisible(
      FIRST_LOAD,
    );
    // Receipts always come by e-mail: that switch is on and cannot be turned off.
    const bookingMail = section.getByRole('switch', { name: 'Bookings by e-mail' });
    await expect(bookingMail).toBeChecked();
    await expect(bookingMail).toBeDisabled();
    await expect(section).toBeInViewport();
    await expectNoAxeViolations(page, 'notification settings', { include: '#notifications' });
    await shot(page, 'notification-settings');

    const flip = async (name: string, to: boolean) => {
      const control = section.getByRole('switch', { name });
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/notifications/settings') && r.request().method() === 'PATCH',
      );
      await control.click();
      expect((await saved).status()).toBe(200);
      await expect(control).toBeChecked({ checked: to });
    };
    await flip('Comments by e-mail', true);
    await flip('Saved searches by push', true);
    await flip('2 hours before', false);
    await flip('Quiet hours (9 PM – 7 AM)', false);
    await expect(toast(page, 'Settings saved')).toBeVisible();
    const zone = section.getByRole('combobox', { name: 'Time zone' });
    await zone.selectOption('Asia/Tokyo');
    await expect(toast(page, 'Settings saved')).toBeVisible();

    await page.reload();
    await expect(section.getByRole('switch', { name: 'Comments by e-mail' })).toBeChecked(
      FIRST_LOAD,
    );
    await expect(section.getByRole('switch', { name: 'Saved searches by push' })).toBeChecked();
    await expect(section.getByRole('switch', { name: '2 hours before' })).not.toBeChecked();
    await expect(section.getByRole('switch', { name: '24 hours before' })).toBeChecked();
    await expect(
      section.getByRole('switch', { name: 'Quiet hours (9 PM – 7 AM)' }),
    ).not.toBeChecked();
    await expect(zone).toHaveValue('Asia/Tokyo');
  });
});

/** A title as a literal inside a pattern. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
