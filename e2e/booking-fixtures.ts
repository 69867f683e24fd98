import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, addHours, format, startOfDay, subDays, subYears } from 'date-fns';
import { addDays as addIsoDays, localIsoDate } from '../src/shared/iso-date';
import type { Booking } from '../src/shared/schemas/booking';
import type { CatalogueImportInput } from '../src/shared/schemas/catalogue-import';
import type { ActivitySearchItem } from '../src/shared/schemas/search';
import type { Wallet } from '../src/shared/schemas/wallet';
import { mondayOf } from '../src/shared/week';
import { appOrigin, expect } from './fixtures';
import { adminPost } from './admin-api';
import { issueGiftCard } from './wallet-fixtures';

/**
 * Booking factories: a child's age, a bookable demo activity, money in the wallet, a booking
 * made through the API, and the activity page's way on to /booking.
 */

/**
 * Next week's Monday ('YYYY-MM-DD'). A browser clock set to a day of that week sees a week wholly
 * ahead of the server's on any day and at any hour a test runs.
 */
export const nextWeeksMonday = () => mondayOf(addIsoDays(localIsoDate(), 7));

/** A birth date that makes a child `years` old today (their birthday was ten days ago). */
export const bornYearsAgo = (years: number) =>
  format(subDays(subYears(new Date(), years), 10), 'yyyy-MM-dd');

export const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * A paid demo activity with room, for a child of `age`, at least three days ahead (so
 * cancelling it refunds in full) and costing at most `maxPriceCents`. `pick` spreads tests over
 * different activities. Its provider takes no sibling discount (so two children cost price × 2),
 * unless `siblingDiscount` asks for one that does.
 */
export async function bookableActivity(
  request: APIRequestContext,
  {
    age = 6,
    maxPriceCents = 10_000,
    pick = 0,
    minSpots = 3,
    siblingDiscount = false,
    /** Activities to avoid, by id and by title (the catalogue repeats titles on other dates). */
    exclude = [] as Array<Pick<ActivitySearchItem, 'id' | 'title'>>,
  } = {},
): Promise<ActivitySearchItem> {
  const from = format(addDays(new Date(), 3), 'yyyy-MM-dd');
  const query = `age=${age}&available=true&minPrice=100&maxPrice=${maxPriceCents}&from=${from}&limit=100`;
  const response = await request.get(`/api/activities?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: ActivitySearchItem[] };
  const roomy = items.filter(
    (a) =>
      a.spotsLeft >= minSpots &&
      (a.provider.siblingDiscountPercent !== null) === siblingDiscount &&
      !exclude.some((x) => x.id === a.id || x.title === a.title),
  );
  const activity = roomy[pick % Math.max(roomy.length, 1)];
  if (!activity) throw new Error(`The demo catalogue has no bookable activity (${query})`);
  return activity;
}

type ImportedActivity = NonNullable<CatalogueImportInput['activities']>[number];

/**
 * A new $20 activity for 4–10-year-olds with 10 places, imported through the admin API as the
 * catalogue tool would (`overrides` set its date, times, spots…), as search answers it. Its title
 * is unique, so a test can find it on any screen.
 */
export async function importActivity(
  request: APIRequestContext,
  overrides: Partial<ImportedActivity> = {},
): Promise<ActivitySearchItem> {
  const day = addDays(new Date(), 3);
  const title = `${overrides.title ?? 'Kite Flying Taster'} ${randomUUID().slice(0, 6).toUpperCase()}`;
  const file: CatalogueImportInput = {
    providers: [{ slug: 'e2e-kite-club', name: 'Kite Club' }],
    activities: [
      {
        provider: 'e2e-kite-club',
        ref: `e2e-${randomUUID()}`,
        type: 'Nature',
        location: { name: 'Harbour Park', address: '1 Harbour St', lat: 43.64, lng: -79.38 },
        priceCents: 2000,
        date: format(day, 'yyyy-MM-dd'),
        startTime: '10:00',
        endTime: '11:00',
        ageMin: 4,
        ageMax: 10,
        capacity: 10,
        ...overrides,
        title,
      },
    ],
  };
  await adminPost('/admin/catalogue/import', file);
  const response = await request.get(`/api/activities?q=${encodeURIComponent(title)}&limit=5`);
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: ActivitySearchItem[] };
  const activity = items.find((a) => a.title === title);
  if (!activity) throw new Error(`The imported activity '${title}' was not found`);
  return activity;
}

/**
 * An activity that starts in about two hours: less than 24 hours ahead, so cancelling it refunds
 * nothing. Its date and times are the server's wall clock, which is this machine's.
 */
export function activityStartingSoon(request: APIRequestContext): Promise<ActivitySearchItem> {
  let start = addHours(new Date(), 2);
  // It must end on its own day: late in the evening, take 01:00 tomorrow (still < 24 h away).
  if (start.getHours() === 23) start = addHours(startOfDay(addDays(new Date(), 1)), 1);
  return importActivity(request, {
    date: format(start, 'yyyy-MM-dd'),
    startTime: format(start, 'HH:mm'),
    endTime: format(addHours(start, 1), 'HH:mm'),
  });
}

/** Redeems a new gift card worth `amountDollars` through the API: the wallet holds that much. */
export async function fundWallet(request: APIRequestContext, amountDollars: number) {
  const code = await issueGiftCard(amountDollars);
  const response = await request.post('/api/wallet/gift-cards', {
    data: { giftCardCode: code },
    headers: { origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function walletBalance(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/wallet');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Wallet).balanceCents;
}

export async function listBookings(request: APIRequestContext): Promise<Booking[]> {
  const response = await request.get('/api/bookings');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: Booking[] }).items;
}

/** Books through the API, paying from the wallet. */
export async function bookWithWallet(
  request: APIRequestContext,
  activityId: number,
  kidIds: string[],
): Promise<Booking> {
  const response = await request.post('/api/bookings', {
    data: {
      activityId,
      kidIds,
      payment: { method: 'wallet' },
      idempotencyKey: `e2e-${randomUUID()}`,
    },
    headers: { origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Booking;
}

/** On the activity's page: picks the children, presses Book Now and waits for the summary. */
export async function chooseAndBookNow(
  page: Page,
  activity: Pick<ActivitySearchItem, 'id' | 'title'>,
  kidNames: string[],
) {
  await page.goto(`/activities/${activity.id}`);
  await expect(page.getByRole('heading', { level: 1, name: activity.title })).toBeVisible({
    timeout: 15_000,
  });
  const participants = page.getByRole('region', { name: 'Select Participants' });
  for (const name of kidNames) {
    await participants.getByRole('button', { name: new RegExp(name) }).click();
  }
  await page
    .getByRole('region', { name: 'Booking summary' })
    .getByRole('button', { name: 'Book Now' })
    .click();
  await expect(page).toHaveURL('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Summary' })).toBeVisible({
    timeout: 15_000,
  });
}
