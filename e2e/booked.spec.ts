import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { addHours, format } from 'date-fns';
import { formatLongDate, formatShortDate, formatTime } from '../src/shared/display-format';
import { addDays, localIsoDate } from '../src/shared/iso-date';
import {
  bookWithWallet,
  bornYearsAgo,
  fundWallet,
  importActivity,
  nextWeeksMonday,
} from './booking-fixtures';
import { appOrigin, expect, skipLocationPrompt, test } from './fixtures';
import { expectNoAxeViolations, FIRST_LOAD, shot } from './page-checks';
import { createKid } from './fixtures-kids';

/** A $20 activity on `date` (today: starting in two hours), booked for a new 6-year-old. */
async function bookOn(request: APIRequestContext, date: string, kidName = 'Mia Rose') {
  const start = date === localIsoDate() ? addHours(new Date(), 2) : new Date(`${date}T10:00`);
  const activity = await importActivity(request, {
    date,
    startTime: format(start, 'HH:mm'),
    endTime: format(addHours(start, 1), 'HH:mm'),
  });
  const kid = await createKid(request, { name: kidName, birthDate: bornYearsAgo(6) });
  await fundWallet(request, 20);
  const booking = await bookWithWallet(request, activity.id, [kid.id]);
  return { activity, kid, booking };
}

test.describe('what is booked is visible', () => {
  test.describe.configure({ timeout: 90_000 });

  test("tapping a booked day on Home's This Week lists the booking under it", async ({
    page,
    signedInParent: _,
  }) => {
    // Next week, seen from its Monday morning in the browser: a booked day ahead of "today" on
    // any day this test runs (the server books by its own clock, for which it is still ahead).
    const monday = nextWeeksMonday();
    const date = addDays(monday, 2);
    const { activity } = await bookOn(page.request, date);
    await page.clock.setSystemTime(new Date(`${monday}T09:00`));

    await page.goto('/');
    const strip = page.getByRole('radiogroup', { name: 'This Week' });
    await expect(strip).toBeVisible(FIRST_LOAD);
    const section = page.getByRole('region', { name: 'This Week' });
    const day = strip.getByRole('radio', {
      name: `${formatLongDate(date)}, booked`,
    });
    await expect(day).toBeVisible();
    // Today (Monday) has nothing: the way to Discover.
    await expect(section.getByText('Nothing booked')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Discover Activities' })).toHaveAttribute(
      'href',
      '/activities',
    );
    await day.click();
    const list = section.getByRole('list', { name: `Booked on ${formatLongDate(date)}` });
    const item = list.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(formatTime(activity.startTime));
    await expect(item).toContainText('Mia Rose');
    await expect(item.getByRole('link', { name: activity.title })).toHaveAttribute(
      'href',
      `/activities/${activity.id}`,
    );
    await expectNoAxeViolations(page);
    await shot(page, 'home-this-week-booked');
  });

  test("the calendar opens on today and, today being empty, lists what's coming up", async ({
    page,
    signedInParent: _,
  }) => {
    const { activity } = await bookOn(
      page.request,
      format(addHours(new Date(), 24 * 3), 'yyyy-MM-dd'),
    );
    const dayBefore = localIsoDate();
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible(FIRST_LOAD);
    // The page's today, or the test's own if a run crossed midnight after the page came.
    const today = [dayBefore, localIsoDate()].map(formatShortDate).join('|');
    await expect(page.getByRole('region', { name: new RegExp(`^(${today})$`) })).toContainText(
      'Nothing booked for this day',
    );
    const agenda = page.getByRole('region', { name: 'Coming up' });
    const item = agenda.getByRole('listitem');
    await expect(item).toHaveCount(1, FIRST_LOAD);
    await expect(item).toContainText(formatTime(activity.startTime));
    await expect(item).toContainText('Mia Rose');
    await expect(item.getByRole('link', { name: activity.title })).toHaveAttribute(
      'href',
      `/activities/${activity.id}`,
    );
    await expectNoAxeViolations(page);
    await shot(page, 'calendar-agenda');
    await item
      .getByRole('link', { name: `Show ${formatShortDate(activity.date)} on the calendar` })
      .click();
    await expect(page).toHaveURL(`/calendar?date=${activity.date}`);
    await expect(
      page.getByRole('region', { name: formatShortDate(activity.date) }).getByRole('link', {
        name: activity.title,
      }),
    ).toBeVisible();
  });

  test('the confirmation offers the booking as a calendar file, directions and the wallet left', async ({
    page,
    signedInParent: _,
  }) => {
    const { activity, kid, booking } = await bookOn(
      page.request,
      format(addHours(new Date(), 24 * 3), 'yyyy-MM-dd'),
    );
    // The confirmation shows the booking the parent just made (the selection in this tab).
    await page.goto('/');
    await page.evaluate(
      (selection) =>
        sessionStorage.setItem('kidventure.booking-selection', JSON.stringify(selection)),
      { activityId: activity.id, kidIds: [kid.id], bookingId: booking.id },
    );
    await page.goto('/booking/confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByText('Wallet balance left')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Directions to Harbour Park (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.openstreetmap.org/directions?to=43.64%2C-79.38');
    await expectNoAxeViolations(page);
    await shot(page, 'booking-confirmation-links');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`kidventure-${booking.id.slice(0, 8)}.ics`);
    const ics = await readFile(await download.path(), 'utf8');
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    const start = new Date(booking.activity.startsAt).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(lines).toContain(`DTSTART:${start}`);
    // The activity's wall-clock start, as UTC.
    expect(new Date(booking.activity.startsAt).getTime()).toBe(
      new Date(`${activity.date}T${activity.startTime}`).getTime(),
    );
    expect(lines).toContain(`UID:${booking.id}@kidventure`);
  });

  test('My Bookings lists upcoming bookings with their place', async ({
    page,
    signedInParent: _,
  }) => {
    const { activity } = await bookOn(
      page.request,
      format(addHours(new Date(), 24 * 3), 'yyyy-MM-dd'),
    );
    await page.goto('/bookings');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const card = upcoming.getByRole('article', { name: activity.title });
    await expect(card).toBeVisible(FIRST_LOAD);
    await expect(card).toContainText('Harbour Park, 1 Harbour St');
    await expectNoAxeViolations(page);
    await shot(page, 'my-bookings-upcoming');
  });
});

test(
  'what is booked shows on the activity page and its cards',
  { tag: '@desktop' },
  async ({ page, signedInParent: _ }) => {
    test.setTimeout(90_000);
    const activity = await importActivity(page.request);
    const ava = await createKid(page.request, { name: 'Ava Stone', birthDate: bornYearsAgo(6) });
    const leo = await createKid(page.request, { name: 'Leo Stone', birthDate: bornYearsAgo(8) });
    await fundWallet(page.request, 40);
    const booking = await bookWithWallet(page.request, activity.id, [ava.id, leo.id]);
    const favorite = await page.request.put(`/api/collections/favorites/${activity.id}`, {
      headers: { origin: appOrigin() },
    });
    expect(favorite.ok(), await favorite.text()).toBe(true);

    await test.step('the activity page says who is booked and offers nobody again', async () => {
      await page.goto(`/activities/${activity.id}`);
      const participants = page.getByRole('region', { name: 'Select Participants' });
      const booked = participants.getByRole('list', { name: 'Already booked' });
      await expect(booked).toContainText('Ava Stone and Leo Stone are booked', FIRST_LOAD);
      await expect(participants.getByRole('button')).toHaveCount(0);
      const bar = page.getByRole('region', { name: 'Booking summary' });
      await expect(bar).toContainText('Already booked');
      await expect(bar.getByRole('button', { name: "Choose who's going" })).toHaveCount(0);
      await expect(bar.getByRole('link', { name: 'View booking' })).toHaveAttribute(
        'href',
        `/bookings#booking-${booking.id}`,
      );
      await expectNoAxeViolations(page);
      await shot(page, 'activity-already-booked', { fullPage: false });
    });

    await test.step('View booking opens the booking on My Bookings', async () => {
      await page.getByRole('list', { name: 'Already booked' }).getByRole('link').click();
      await expect(page).toHaveURL(`/bookings#booking-${booking.id}`);
      await expect(page.getByRole('heading', { name: activity.title })).toBeFocused(FIRST_LOAD);
      await shot(page, 'my-bookings-reached-from-activity', { fullPage: false });
    });

    await test.step('its card on Discover is marked Booked and a favourite', async () => {
      await skipLocationPrompt(page);
      await page.goto(`/activities?tab=list&q=${encodeURIComponent(activity.title)}`);
      const title = page.getByRole('link', { name: activity.title });
      const card = page.getByRole('article').filter({ has: title });
      await expect(card.getByRole('link', { name: activity.title })).toHaveAccessibleDescription(
        'Booked In your favourites',
        FIRST_LOAD,
      );
      await expect(card.getByText('Booked', { exact: true })).toBeVisible();
      await expect(
        card.getByRole('button', { name: `Favorite ${activity.title}` }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);
      await shot(page, 'discover-card-booked', { fullPage: false });
    });
  },
);
