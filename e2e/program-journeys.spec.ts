import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  formatLongDate,
  formatMonthDay,
  formatShortDate,
  formatTime,
} from '../src/shared/display-format';
import { bornYearsAgo, dollars, fundWallet, listBookings, walletBalance } from './booking-fixtures';
import { appOrigin, expect, skipLocationPrompt, test } from './fixtures';
import { createKid } from './fixtures-kids';
import { FIRST_LOAD, scanAndShoot, shot } from './page-checks';
import { importProgram, sessionIdsOf } from './program-fixtures';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const dateLine = (date: string) => `${formatShortDate(date)} · ${formatTime('09:30')}`;

test.describe('the dates of a program', () => {
  test.describe.configure({ timeout: 90_000 });
  // The scans must not catch the payment's toast mid-fade: on a busy machine the confirmation's scan
  // can run as the toast leaves, and axe then measures its text half transparent.
  test.use({ reducedMotion: 'reduce' });

  test(
    'A full Saturday points to the term’s other dates, and a child booked on one date can take another',
    { tag: '@desktop' },
    async ({ page, signedInParent: _ }) => {
      // Drop-ins on four Saturdays; the second has one place, which Ivy takes.
      const program = await importProgram(page.request, {
        title: 'Drop-in Chess Lab',
        bookingMode: 'drop_in',
        priceCents: 3_000,
        capacities: [10, 1, 10, 10],
      });
      const ivy = await createKid(page.request, { name: 'Ivy Lane', birthDate: bornYearsAgo(6) });
      await createKid(page.request, { name: 'Max Lane', birthDate: bornYearsAgo(7) });
      await fundWallet(page.request, 200);
      const sessions = await sessionIdsOf(page.request, program.id);
      const [first, full, third, fourth] = sessions;
      if (!first || !full || !third || !fourth) throw new Error('the program has four dates');
      const taken = await page.request.post('/api/bookings', {
        data: {
          activityId: program.id,
          sessionIds: [full.id],
          kidIds: [ivy.id],
          payment: { method: 'wallet' },
          idempotencyKey: `e2e-${randomUUID()}`,
        },
        headers: { origin: appOrigin() },
      });
      expect(taken.status(), await taken.text()).toBe(201);

      await page.goto(`/activities/${program.id}`);
      await expect(h1(page, program.title)).toBeVisible(FIRST_LOAD);
      const options = page.getByRole('region', { name: 'How to book' });
      const participants = page.getByRole('region', { name: 'Select Participants' });

      await test.step('the full Saturday says so and points to the other dates', async () => {
        const fullDate = options.getByRole('radio', { name: new RegExp(dateLine(full.date)) });
        await expect(fullDate).toBeDisabled();
        await expect(fullDate).toContainText('Full');
        await expect(fullDate).toContainText('Ivy Lane booked');
        const note = options.getByRole('note');
        await expect(note).toContainText(
          `${dateLine(full.date)} is full. These dates still have places:`,
        );
        await expect(note.getByRole('listitem')).toHaveText([
          dateLine(first.date),
          dateLine(third.date),
          dateLine(fourth.date),
        ]);
        // Ivy holds that Saturday, and the page says which date she is booked for.
        await expect(participants.getByRole('list', { name: 'Already booked' })).toContainText(
          `Ivy Lane is booked${formatShortDate(full.date)}`,
        );
        await note.scrollIntoViewIfNeeded();
        await shot(page, 'program-full-date', { fullPage: false });
      });

      await test.step('another Saturday: Ivy can come again, with Max', async () => {
        await options.getByRole('radio', { name: new RegExp(dateLine(third.date)) }).click();
        await participants.getByRole('button', { name: /Ivy Lane/ }).click();
        await participants.getByRole('button', { name: /Max Lane/ }).click();
        const bar = page.getByRole('region', { name: 'Booking summary' });
        await expect(bar).toContainText(dollars(6_000));
        await scanAndShoot(page, 'program-other-date-booked-kid');
        await bar.getByRole('button', { name: 'Book Now' }).click();
        await expect(h1(page, 'Booking Summary')).toBeVisible(FIRST_LOAD);
        await page.getByRole('button', { name: 'Complete Payment' }).click();
        await expect(h1(page, 'Booking Confirmed!')).toBeVisible(FIRST_LOAD);
        const bookings = await listBookings(page.request);
        const again = bookings.find((b) => b.sessions.some((s) => s.id === third.id));
        expect(again?.kids.map((k) => k.name).sort()).toEqual(['Ivy Lane', 'Max Lane']);
      });
    },
  );

  test(
    'one card for a weekly class: the whole term for two children with the sibling discount, every date on the calendar',
    { tag: '@desktop' },
    async ({ page, signedInParent: _ }) => {
      const term = await importProgram(page.request, {
        title: 'Weekly Chess Academy',
        priceCents: 12_000,
        provider: { slug: 'e2e-chess-academy', name: 'Chess Academy', siblingDiscountPercent: 10 },
      });
      await createKid(page.request, { name: 'Ivy Lane', birthDate: bornYearsAgo(6) });
      await createKid(page.request, { name: 'Max Lane', birthDate: bornYearsAgo(7) });
      await fundWallet(page.request, 300);
      const dates = term.sessions.map((s) => s.date);
      // The second child's term at 10% off.
      const discountCents = 1_200;
      const paidCents = 24_000 - discountCents;

      await test.step('search finds one card for the class, not one per date', async () => {
        await skipLocationPrompt(page);
        await page.goto('/activities?tab=list');
        const search = page.getByRole('searchbox', { name: 'Search activities' });
        await search.fill(term.title);
        const cards = page
          .getByRole('region', { name: 'Activities', exact: true })
          .getByRole('article');
        await expect(cards).toHaveCount(1, FIRST_LOAD);
        await expect(cards).toContainText(term.title);
        await expect(cards).toContainText(
          `4 Saturdays · from ${formatMonthDay(dates[0] ?? '')}, 9:30 AM`,
        );
        await cards
          .getByRole('link', { name: new RegExp(term.title) })
          .first()
          .click();
        await expect(h1(page, term.title)).toBeVisible(FIRST_LOAD);
      });

      await test.step('the whole term for two: total, discount line, amount to pay', async () => {
        const options = page.getByRole('region', { name: 'How to book' });
        await expect(options.getByRole('radio', { name: /Whole term/ })).toBeChecked();
        const participants = page.getByRole('region', { name: 'Select Participants' });
        await participants.getByRole('button', { name: /Ivy Lane/ }).click();
        await participants.getByRole('button', { name: /Max Lane/ }).click();
        await page
          .getByRole('region', { name: 'Booking summary' })
          .getByRole('button', { name: 'Book Now' })
          .click();
        await expect(h1(page, 'Booking Summary')).toBeVisible(FIRST_LOAD);
        const details = page.getByRole('region', { name: 'Price Details' });
        await expect(details).toContainText(`Total${dollars(24_000)}`);
        await expect(details).toContainText(`Sibling discount (10%)−${dollars(discountCents)}`);
        await expect(details).toContainText(`Amount to pay${dollars(paidCents)}`);
        await page.getByRole('button', { name: 'Complete Payment' }).click();
      });

      await test.step('the confirmation names every date of the term', async () => {
        await expect(h1(page, 'Booking Confirmed!')).toBeVisible(FIRST_LOAD);
        const every = page.getByRole('list', { name: 'Every date' });
        await expect(every.getByRole('listitem')).toHaveText(dates.map((d) => formatShortDate(d)));
        await scanAndShoot(page, 'program-confirmation-dates');
        expect(await walletBalance(page.request)).toBe(30_000 - paidCents);
      });

      await test.step('My Bookings has every date a tap away', async () => {
        await page.getByRole('link', { name: 'View My Bookings' }).click();
        const card = page.getByRole('article', { name: term.title });
        await card.getByText('See all 4 dates').click(FIRST_LOAD);
        const every = card.getByRole('list', { name: `Dates of ${term.title}` });
        await expect(every.getByRole('listitem')).toHaveText(dates.map((d) => formatShortDate(d)));
        await shot(page, 'program-my-bookings-dates');
      });

      await test.step('the calendar shows the booking on every date of the term', async () => {
        // The last date first, so the screen ends on the month the term starts in.
        for (const date of [...dates].reverse()) {
          await page.goto(`/calendar?view=month&date=${date}`);
          const grid = page.getByRole('grid');
          await expect(grid).not.toHaveAttribute('aria-busy');
          const day = grid.getByRole('button', { name: new RegExp(`^${formatLongDate(date)}`) });
          await expect(day).toHaveAccessibleName(/1 booking$/, FIRST_LOAD);
        }
        const list = page.getByRole('region', { name: formatShortDate(dates[0] ?? '') });
        await expect(list.getByRole('link', { name: term.title })).toBeVisible();
        await expect(list).toContainText(`Date 1 of ${dates.length}`);
        await shot(page, 'program-calendar-term');
      });
    },
  );
});
