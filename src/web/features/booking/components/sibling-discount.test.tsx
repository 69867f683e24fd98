import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityDetailAnswer } from '../../../testing/activity-answer';
import { bookingAnswer } from '../../../testing/booking-answer';
import { kidAnswer } from '../../../testing/kid-answer';
import { renderApp, routeKey, stubApi, type ApiCall } from '../../../testing/render-app';
import { cardAnswer, walletAnswer } from '../../../testing/wallet-answer';
import { KEY, signedIn } from '../booking.test-helpers';

/**
 * The booking summary and confirmation with a provider's 10% sibling discount: two children at
 * $25.00 are $50.00, less $2.50 off the second child: $47.50 to pay.
 */

const mia = kidAnswer({ id: 'kid-1', name: 'Mia Rose' });
const leo = kidAnswer({ id: 'kid-2', name: 'Leo Park' });
const activity = activityDetailAnswer(12, {
  title: 'Pottery Wheel Basics',
  priceCents: 2500,
  provider: {
    id: 3,
    slug: 'clay-corner-studio',
    name: 'Clay Corner Studio',
    siblingDiscountPercent: 10,
  },
});
const visa = cardAnswer({ isDefault: true });

const base = {
  ...signedIn,
  'GET /api/activities/12': { json: activity },
  'GET /api/kids': { json: { items: [mia, leo] } },
};
const select = (kidIds: string[]) =>
  sessionStorage.setItem(KEY, JSON.stringify({ activityId: 12, kidIds }));
const priceDetails = async () =>
  within(await screen.findByRole('region', { name: 'Price Details' }));
/** The price details as [term, value] pairs, in order. */
const lines = (region: ReturnType<typeof within>) =>
  region
    .getAllByRole('term')
    .map((dt: HTMLElement) => [dt.textContent, dt.nextElementSibling?.textContent]);
const posts = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/bookings');

beforeEach(async () => {
  // Leaving a confirmation forgets the selection a tick later: let that happen first.
  await new Promise((resolve) => setTimeout(resolve, 10));
  sessionStorage.clear();
});

describe('booking summary with a sibling discount', { timeout: 15_000 }, () => {
  it('keeps the total, then shows the discount and the amount to pay; the wallet pays that', async () => {
    select(['kid-1', 'kid-2']);
    const booking = bookingAnswer({ totalCents: 4750, discountCents: 250 });
    const calls = stubApi({
      ...base,
      'GET /api/wallet': { json: walletAnswer({ balanceCents: 4750, paymentMethods: [] }) },
      'POST /api/bookings': { status: 201, json: booking },
      [routeKey('GET /api/bookings/:id', booking.id)]: { json: booking },
    });
    const { user, location } = renderApp('/booking');
    const price = await priceDetails();
    await waitFor(() =>
      expect(lines(price)).toEqual([
        ['Price per child', '$25.00'],
        ['Children', '× 2'],
        ['Total', '$50.00'],
        ['Sibling discount (10%)', '−$2.50'],
        ['Amount to pay', '$47.50'],
      ]),
    );
    // $47.50 in the wallet covers the amount to pay.
    const wallet = screen.getByRole('radio', { name: /Wallet/ });
    expect(wallet).toBeChecked();
    expect(screen.queryByText('Not enough for this booking')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    await waitFor(() => expect(location().pathname).toBe('/booking/confirmation'));
    expect(posts(calls)[0]?.body).toMatchObject({ payment: { method: 'wallet' } });
  });

  it('offers the split on the amount to pay', async () => {
    select(['kid-1', 'kid-2']);
    stubApi({
      ...base,
      'GET /api/wallet': { json: walletAnswer({ balanceCents: 4000, paymentMethods: [visa] }) },
    });
    const { user } = renderApp('/booking');
    const split = await screen.findByRole('checkbox', {
      name: 'Use $40.00 from your wallet, pay $7.50 by card',
    });
    await user.click(split);
    const price = await priceDetails();
    expect(lines(price).slice(-2)).toEqual([
      ['From your wallet', '$40.00'],
      ['By card', '$7.50'],
    ]);
  });

  it('shows no discount for one child', async () => {
    select(['kid-1']);
    stubApi({
      ...base,
      'GET /api/wallet': { json: walletAnswer({ balanceCents: 10_000, paymentMethods: [] }) },
    });
    renderApp('/booking');
    const price = await priceDetails();
    await waitFor(() =>
      expect(lines(price)).toEqual([
        ['Price per child', '$25.00'],
        ['Children', '× 1'],
        ['Total', '$25.00'],
      ]),
    );
  });
});

describe('booking confirmation with a sibling discount', { timeout: 15_000 }, () => {
  it('shows the discount and the total paid', async () => {
    const booking = bookingAnswer({
      activity: { id: 12, title: 'Pottery Wheel Basics' },
      kids: [
        { id: 'kid-1', name: 'Mia Rose', avatarColor: null },
        { id: 'kid-2', name: 'Leo Park', avatarColor: null },
      ],
      totalCents: 4750,
      discountCents: 250,
    });
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ activityId: 12, kidIds: ['kid-1', 'kid-2'], bookingId: booking.id }),
    );
    stubApi({ ...signedIn, [routeKey('GET /api/bookings/:id', booking.id)]: { json: booking } });
    renderApp('/booking/confirmation');
    await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' });
    expect(screen.getByText('Sibling discount').nextElementSibling).toHaveTextContent('−$2.50');
    expect(screen.getByText('Total paid').nextElementSibling).toHaveTextContent('$47.50');
  });
});
