import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { format, subDays, subYears } from 'date-fns';
import { activityStartsAt } from '../src/shared/booking-rules';
import { formatLongDate, formatShortDate, formatTime } from '../src/shared/display-format';
import { addDays, localIsoDate } from '../src/shared/iso-date';
import type { Booking } from '../src/shared/schemas/booking';
import type { Kid } from '../src/shared/schemas/kid';
import type { ActivitySearchItem } from '../src/shared/schemas/search';
import { weekOf } from '../src/shared/week';
import { appOrigin, expect, test } from './fixtures';
import { expectNoAxeViolations, shot } from './page-checks';
import { createKid } from './fixtures-kids';

const longDate = formatLongDate;
const shortDate = formatShortDate;
const monthYear = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
/** The first day of the month `ahead` months after `iso`'s. */
const monthAhead = (iso: string, ahead: number) => {
  const first = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() + ahead);
  return first.toISOString().slice(0, 10);
};
const bornYearsAgo = (years: number) =>
  format(subDays(subYears(new Date(), years), 10), 'yyyy-MM-dd');

/**
 * A free demo activity that has not started, with room for everyone's tests: one in the current
 * week when there is one (so home's This Week can show it), else the soonest.
 */
async function freeActivity(request: APIRequestContext): Promise<ActivitySearchItem> {
  const today = localIsoDate();
  const response = await request.get(
    `/api/activities?free=true&available=true&from=${today}&sort=date&limit=100`,
  );
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: ActivitySearchItem[] };
  // It must start at least an hour from now, so it is still bookable during the test. Compared as
  // moments, as the server compares them: an hour from 23:30 is 00:30 tomorrow, not today's.
  const soon = Date.now() + 60 * 60 * 1000;
  const bookable = items.filter(
    (a) => a.spotsLeft >= 10 && activityStartsAt(a.date, a.startTime).getTime() > soon,
  );
  const week = weekOf(today);
  const activity = bookable.find((a) => week.includes(a.date)) ?? bookable[0];
  if (!activity) throw new Error('The demo catalogue has no upcoming free activity');
  return activity;
}

type Booked = { kid: Kid; activity: ActivitySearchItem; booking: Booking };

/** A kid of the right age and a booking of a free activity, through the API. */
async function bookFreeActivity(request: APIRequestContext, name = 'Mia Rose'): Promise<Booked> {
  const activity = await freeActivity(request);
  const age = Math.min(activity.ageMax, Math.max(activity.ageMin, 6));
  const kid = await createKid(request, { name, birthDate: bornYearsAgo(age) });
  const response = await request.post('/api/bookings', {
    data: {
      activityId: activity.id,
      kidIds: [kid.id],
      payment: { method: 'wallet' },
      idempotencyKey: randomUUID(),
    },
    headers: { origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { kid, activity, booking: (await response.json()) as Booking };
}

const grid = (page: Page) => page.getByRole('grid');
const dayButton = (page: Page, iso: string) =>
  grid(page).getByRole('button', { name: new RegExp(`^${longDate(iso)}`) });

/**
 * The page's today, read from the day it marks as today: the page fixed it when it came, and a
 * run that crossed midnight since then has a later one than the page.
 */
async function pageToday(todayMark: Locator, before: string): Promise<string> {
  const label = (await todayMark.getAttribute('aria-label')) ?? '';
  const today = [before, localIsoDate()].find((iso) => label.startsWith(`${longDate(iso)}, today`));
  expect(today, `today's mark, '${label}'`).toBeDefined();
  return today ?? before;
}

test.describe('calendar', () => {
  // Each journey books through the API and loads several screens; the axe scan takes a while.
  test.describe.configure({ timeout: 60_000 });

  test('marks the booked day in the week and month views; choosing it lists the booking', async ({
    page,
    signedInParent: _,
  }) => {
    const { activity } = await bookFreeActivity(page.request);
    const dayBefore = localIsoDate();
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    const headers = grid(page).getByRole('columnheader');
    await expect(headers).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await expect(grid(page)).not.toHaveAttribute('aria-busy');
    await shot(page, 'calendar-week');

    // Month view: move to the activity's month, find its day marked, choose it.
    await page.getByRole('tab', { name: 'Month' }).click();
    await expect(page).toHaveURL(/view=month/);
    // It opens on today's month. Each step waits for the month it leads to: the address changes
    // before the screen does, and a look at a screen not yet drawn would step once too often.
    const today = await pageToday(grid(page).locator('[aria-current="date"]'), dayBefore);
    await expect(grid(page)).toHaveAccessibleName(monthYear(today));
    const target = monthYear(activity.date);
    for (let ahead = 1; monthYear(monthAhead(today, ahead - 1)) !== target; ahead += 1) {
      expect(ahead, 'the activity is within three months').toBeLessThanOrEqual(3);
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(grid(page)).toHaveAccessibleName(monthYear(monthAhead(today, ahead)));
    }
    await expect(grid(page)).not.toHaveAttribute('aria-busy');
    const day = dayButton(page, activity.date);
    await expect(day).toHaveAccessibleName(new RegExp(`1 booking$`));
    await day.click();
    await expect(day).toHaveAttribute('tabindex', '0');
    const list = page.getByRole('region', { name: shortDate(activity.date) });
    const item = list.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(
      `${formatTime(activity.startTime)} – ${formatTime(activity.endTime)}`,
    );
    await expect(item).toContainText('Mia Rose');
    await expect(item.getByRole('link', { name: activity.title })).toHaveAttribute(
      'href',
      `/activities/${activity.id}`,
    );
    await shot(page, 'calendar-month-selected');

    // Week view keeps the chosen day and shows its week, Monday to Sunday, with the mark.
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(grid(page).getByRole('button')).toHaveCount(7);
    await expect(dayButton(page, activity.date)).toHaveAccessibleName(/1 booking$/);
    const week = weekOf(activity.date);
    await expect(grid(page).getByRole('button').first()).toHaveAccessibleName(
      new RegExp(`^${longDate(week[0] ?? '')}`),
    );
    await shot(page, 'calendar-week-selected');

    // Keyboard: the chosen day is the one Tab stop; arrows move the choice.
    await dayButton(page, activity.date).focus();
    await page.keyboard.press('ArrowRight');
    const nextDay = addDays(activity.date, 1);
    await expect(dayButton(page, nextDay)).toBeFocused();
    await expect(page.getByRole('region', { name: shortDate(nextDay) })).toBeVisible();
    await shot(page, 'calendar-week-next-day');
    await page.getByRole('tab', { name: 'Month' }).click();
    await expect(dayButton(page, activity.date)).toHaveAccessibleName(/1 booking$/);
    await shot(page, 'calendar-month-other-day');

    await expectNoAxeViolations(page, 'calendar month');
  });

  test('an empty day says so and points to Discover', async ({ page, signedInParent: _ }) => {
    await page.goto('/calendar?view=month');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(grid(page)).not.toHaveAttribute('aria-busy');
    await expect(page.getByText('Nothing booked for this day')).toBeVisible();
    await shot(page, 'calendar-empty');
    await page.getByRole('link', { name: 'Discover Activities' }).click();
    await expect(page).toHaveURL('/activities');
  });

  test('the private feed serves the bookings to calendar apps, and a reset retires the old link', async ({
    page,
    signedInParent: _,
    request,
  }) => {
    const { activity } = await bookFreeActivity(page.request);
    await page.goto('/calendar');
    const section = page.getByRole('region', { name: 'Subscribe to calendar' });
    const link = section.getByRole('textbox', { name: 'Your private calendar link' });
    await expect(link).toHaveValue(/\/api\/calendar\/feed\/[\w-]+\.ics$/, { timeout: 15_000 });
    const url = await link.inputValue();
    await expect(section.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      url.replace(/^https?:/, 'webcal:'),
    );
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'calendar-feed');

    // Calendar apps fetch it without a session.
    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    // Long lines are folded (RFC 5545): unfold before looking for the title.
    expect(ics.replace(/\r?\n[ \t]/g, '')).toContain(activity.title.replace(/[,;]/g, '\\$&'));

    await section.getByRole('button', { name: 'Reset link' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset your calendar link?' });
    await expect(dialog).toContainText('stops working');
    await shot(page, 'calendar-feed-reset-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Reset link' }).click();
    await expect(dialog).toBeHidden();
    await expect(link).not.toHaveValue(url);
    expect((await request.get(url)).status()).toBe(404);
    expect((await request.get(await link.inputValue())).status()).toBe(200);
  });

  test("home's This Week marks the booked day and the kid's Bookings tab lists it", async ({
    page,
    signedInParent: _,
  }) => {
    const { activity, kid } = await bookFreeActivity(page.request, 'Leo Park');
    const dayBefore = localIsoDate();

    await page.goto('/');
    const strip = page.getByRole('radiogroup', { name: 'This Week' });
    await expect(strip).toBeVisible({ timeout: 15_000 });
    const today = await pageToday(strip.getByRole('radio', { name: /, today/ }), dayBefore);
    const inThisWeek = weekOf(today).includes(activity.date);
    if (inThisWeek) {
      await expect(
        strip.getByRole('radio', { name: new RegExp(`^${longDate(activity.date)}.*, booked$`) }),
      ).toBeVisible();
    }
    await expect(strip.getByRole('radio', { name: /booked$/ })).toHaveCount(inThisWeek ? 1 : 0);
    await shot(page, 'home-this-week');

    await page.goto(`/profiles/${kid.id}`);
    const tab = page.getByRole('tab', { name: 'Bookings (1)' });
    await expect(tab).toBeVisible({ timeout: 15_000 });
    await tab.click();
    await expect(page).toHaveURL(/tab=bookings/);
    const panel = page.getByRole('tabpanel', { name: 'Bookings (1)' });
    const row = panel.getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(shortDate(activity.date));
    await expect(row.getByRole('link', { name: activity.title })).toHaveAttribute(
      'href',
      `/activities/${activity.id}`,
    );
    await expect(panel.getByRole('link', { name: 'Book New Activity' })).toHaveAttribute(
      'href',
      '/activities',
    );
    await shot(page, 'kid-bookings-tab');
  });
});
