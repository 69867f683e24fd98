import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { WaitlistEntry } from '../src/shared/schemas/waitlist';
import {
  bookWithWallet,
  bornYearsAgo,
  fundWallet,
  importActivity,
  listBookings,
} from './booking-fixtures';
import { appOrigin, createParent, expect, test, toast } from './fixtures';
import { createKid } from './fixtures-kids';
import { FIRST_LOAD, scanAndShoot } from './page-checks';
import { liveStreamReady, watchLiveStream } from './live-stream';

/**
 * Waitlists that fill themselves (decision 060): a parent joins the line for a full activity,
 * another cancels, and the first gets the offer in the app and by e-mail and claims it; a parent
 * who chose 'Book it for me' is booked and charged without lifting a finger.
 */

const headers = () => ({ origin: appOrigin() });

/** Another parent on their own API context, with a 6-year-old and $100 in the wallet. */
async function otherParent(request: APIRequestContext, name: string) {
  const parent = await createParent(request);
  const kid = await createKid(request, { name, birthDate: bornYearsAgo(6) });
  await fundWallet(request, 100);
  return { ...parent, kid };
}

async function waitlistOf(request: APIRequestContext): Promise<WaitlistEntry[]> {
  const response = await request.get('/api/waitlist');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: WaitlistEntry[] }).items;
}

test.describe('the waitlist', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'a parent joins, another cancels, the offer comes and is claimed; Book it for me books itself',
    { tag: '@desktop' },
    async ({ page, signedInParent: parent, playwright }) => {
      await createKid(page.request, { name: 'Nia Ford', birthDate: bornYearsAgo(6) });
      await fundWallet(page.request, 50);
      const activity = await importActivity(page.request, {
        capacity: 2,
        title: 'Saturday Sailing',
      });

      // Another family takes both places.
      const booker = await playwright.request.newContext({ baseURL: appOrigin() });
      const taker = await otherParent(booker, 'Tom Early');
      const second = await createKid(booker, { name: 'Tia Early', birthDate: bornYearsAgo(7) });
      const bookings = [
        await bookWithWallet(booker, activity.id, [taker.kid.id]),
        await bookWithWallet(booker, activity.id, [second.id]),
      ];

      // Full: 'Join Waitlist' in place of 'Full'.
      await watchLiveStream(page);
      await page.goto(`/activities/${activity.id}`);
      await expect(page.getByRole('heading', { level: 1, name: activity.title })).toBeVisible(
        FIRST_LOAD,
      );
      await page
        .getByRole('region', { name: 'Select Participants' })
        .getByRole('button', { name: /Nia Ford/ })
        .click();
      const bar = page.getByRole('region', { name: 'Booking summary' });
      await expect(bar.getByText("It's full. Join the waitlist")).toBeVisible();
      await scanAndShoot(page, 'waitlist-full');
      await bar.getByRole('button', { name: 'Join Waitlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'Join Waitlist' });
      await expect(dialog.getByText('Nia Ford')).toBeVisible();
      await scanAndShoot(page, 'waitlist-join-dialog');
      await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(toast(page, "You're on the waitlist")).toBeVisible();
      const line = page.getByRole('region', { name: 'Waitlist' });
      await expect(line.getByText("You're #1 on the waitlist")).toBeVisible();
      await scanAndShoot(page, 'waitlist-position');

      // A third family joins behind, with 'Book it for me' from its wallet.
      const auto = await playwright.request.newContext({ baseURL: appOrigin() });
      const autoFamily = await otherParent(auto, 'Ada Auto');
      const joined = await auto.post('/api/waitlist', {
        data: {
          activityId: activity.id,
          kidIds: [autoFamily.kid.id],
          autoBook: { method: 'wallet' },
        },
        headers: headers(),
      });
      expect(joined.status(), await joined.text()).toBe(201);
      expect(((await joined.json()) as WaitlistEntry).position).toBe(2);

      // Both places free up: the first in line gets an offer, live on the open page …
      await liveStreamReady(page);
      for (const booking of bookings) {
        const cancelled = await booker.post(`/api/bookings/${booking.id}/cancel`, {
          data: {},
          headers: headers(),
        });
        expect(cancelled.status(), await cancelled.text()).toBe(200);
      }
      await expect(line.getByText(/^Claim it within 1[12] h/)).toBeVisible({
        timeout: 15_000,
      });
      await scanAndShoot(page, 'waitlist-offer');
      // … and by e-mail.
      await expect(async () => {
        const mailbox = (await (await page.request.get('/api/dev/mailbox')).json()) as {
          items: { to: string; subject: string }[];
        };
        const subjects = mailbox.items.filter((m) => m.to === parent.email).map((m) => m.subject);
        expect(subjects).toContain(`A place is yours: ${activity.title}`);
      }).toPass();

      // 'Book it for me': booked and charged, with nothing to do.
      await expect(async () => {
        const [booked] = await listBookings(auto);
        expect(booked).toMatchObject({ activity: { id: activity.id }, status: 'confirmed' });
      }).toPass();
      expect(await waitlistOf(auto)).toEqual([]);

      // My Bookings shows the offer too; claiming it pays for the places held.
      await page.goto('/bookings');
      const waitlist = page.getByRole('region', { name: 'Waitlist' });
      await expect(waitlist.getByRole('article', { name: activity.title })).toBeVisible(FIRST_LOAD);
      await scanAndShoot(page, 'waitlist-my-bookings');
      await waitlist.getByRole('button', { name: 'Claim your place' }).click();
      await expect(page).toHaveURL('/booking');
      await expect(page.getByText(/^Your places are held for 1[01]:\d\d:\d\d$/)).toBeVisible(
        FIRST_LOAD,
      );
      await page.getByRole('button', { name: 'Complete Payment' }).click();
      await expect(toast(page, 'Payment successful')).toBeVisible();
      const [mine] = await listBookings(page.request);
      expect(mine).toMatchObject({ activity: { id: activity.id }, status: 'confirmed' });
      expect(await waitlistOf(page.request)).toEqual([]);

      // Nobody else can book: both places went down the line.
      const late = await booker.post('/api/bookings', {
        data: {
          activityId: activity.id,
          kidIds: [taker.kid.id],
          payment: { method: 'wallet' },
          idempotencyKey: `e2e-${randomUUID()}`,
        },
        headers: headers(),
      });
      expect(late.status()).toBe(409);
      await booker.dispose();
      await auto.dispose();
    },
  );
});
