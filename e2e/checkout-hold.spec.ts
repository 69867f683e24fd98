import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { bornYearsAgo, chooseAndBookNow, importActivity, listBookings } from './booking-fixtures';
import { appOrigin, createParent, expect, test, toast } from './fixtures';
import { createKid } from './fixtures-kids';
import { expectNoAxeViolations, FIRST_LOAD, shot } from './page-checks';
import { addCard, TEST_CARDS } from './wallet-fixtures';

/**
 * Places held while paying (decision 057): the parent who reached the payment step keeps the last
 * place while another parent tries to book it, and pays for it with the same key.
 */

/** Another parent, signed in on their own API context, with a 6-year-old. */
async function otherParent(request: APIRequestContext) {
  await createParent(request);
  return createKid(request, { name: 'Ola Quick', birthDate: bornYearsAgo(6) });
}

test.describe('checkout holds the places', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'the last place is held at the payment step; a faster parent is refused; paying books it',
    { tag: '@desktop' },
    async ({ page, signedInParent: _, playwright }) => {
      await createKid(page.request, { name: 'Nia Ford', birthDate: bornYearsAgo(6) });
      await addCard(page.request, TEST_CARDS.ok, { setAsDefault: true });
      const activity = await importActivity(page.request, {
        capacity: 1,
        title: 'Last Place Kites',
      });

      await chooseAndBookNow(page, activity, ['Nia Ford']);
      const held = page.getByText(/^Your places are held for \d+:\d\d$/);
      await expect(held).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('status').filter({ hasText: 'minutes left to pay' })).toHaveText(
        /^(10|9) minutes left to pay before your places are released\.$/,
      );
      await expectNoAxeViolations(page);
      await shot(page, 'booking-places-held');

      // Another parent, faster at the button, finds the program full.
      const other = await playwright.request.newContext({ baseURL: appOrigin() });
      const otherKid = await otherParent(other);
      const refused = await other.post('/api/bookings', {
        data: {
          activityId: activity.id,
          kidIds: [otherKid.id],
          payment: { method: 'wallet' },
          idempotencyKey: `e2e-${randomUUID()}`,
        },
        headers: { origin: appOrigin() },
      });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
        'activity_full',
      );
      await other.dispose();

      await page.getByRole('button', { name: 'Complete Payment' }).click();
      await expect(toast(page, 'Payment successful')).toBeVisible();
      await expect(page).toHaveURL('/booking/confirmation');
      const [booking] = await listBookings(page.request);
      expect(booking).toMatchObject({
        activity: { id: activity.id },
        status: 'confirmed',
        payment: { method: 'card', label: 'Visa ending in 4242' },
      });
    },
  );
});
