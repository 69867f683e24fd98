import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { kidAnswer } from '../../../testing/kid-answer';
import { activityDetailAnswer } from '../../../testing/activity-answer';
import { renderApp, routeKey, stubApi, type ApiCall } from '../../../testing/render-app';
import { walletAnswer } from '../../../testing/wallet-answer';
import { KEY, potteryBooking, signedIn } from '../booking.test-helpers';

const mia = kidAnswer({ id: 'kid-1', name: 'Mia Rose' });
const leo = kidAnswer({ id: 'kid-2', name: 'Leo Park' });
const SATURDAYS = ['2027-01-09', '2027-01-16', '2027-01-23', '2027-01-30', '2027-02-06'];
const sessions = SATURDAYS.map((date, i) => ({
  id: 501 + i,
  date,
  startTime: '09:30',
  endTime: '11:00',
  capacity: 10,
  spotsLeft: 6,
}));
/** A term of five Saturdays: $120 the term, $35 a single date; 10% off each further child. */
const term = activityDetailAnswer(12, {
  title: 'Saturday Swim Club',
  bookingMode: 'term',
  priceCents: 12_000,
  dropInPriceCents: 3_500,
  sessionCount: sessions.length,
  date: '2027-01-09',
  startTime: '09:30',
  endTime: '11:00',
  provider: { ...activityDetailAnswer(12).provider, siblingDiscountPercent: 10 },
  sessions,
});

const select = (sessionIds: number[]) =>
  sessionStorage.setItem(
    KEY,
    JSON.stringify({ activityId: 12, kidIds: ['kid-1', 'kid-2'], sessionIds }),
  );
const posts = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/bookings');

function stub() {
  const booking = potteryBooking();
  return stubApi({
    ...signedIn,
    'GET /api/activities/12': { json: term },
    'GET /api/kids': { json: { items: [mia, leo] } },
    'GET /api/wallet': { json: walletAnswer({ balanceCents: 100_000, paymentMethods: [] }) },
    'POST /api/bookings': { status: 201, json: booking },
    [routeKey('GET /api/bookings/:id', booking.id)]: { json: booking },
  });
}

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 10));
  sessionStorage.clear();
});

describe('booking summary of a program', { timeout: 15_000 }, () => {
  it('shows the term’s dates and price × children, and books its sessions', async () => {
    select(sessions.map((s) => s.id));
    const calls = stub();
    const { user, location } = renderApp('/booking');
    expect(await screen.findByText('5 dates: Sat, Jan 9 – Sat, Feb 6')).toBeInTheDocument();
    expect(screen.getByText('9:30 AM – 11:00 AM')).toBeInTheDocument();
    const price = within(screen.getByRole('region', { name: 'Price Details' }));
    expect(price.getByText('Price per child').nextElementSibling).toHaveTextContent(
      '$120.00 per term',
    );
    expect(await price.findByText('× 2')).toBeInTheDocument();
    expect(price.getByText('$240.00')).toBeInTheDocument();
    // The sibling discount line as before: 10% off the second child.
    expect(price.getByText('−$12.00')).toBeInTheDocument();
    expect(price.getByText('$228.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    await waitFor(() => expect(location().pathname).toBe('/booking/confirmation'));
    expect(posts(calls)[0]?.body).toMatchObject({
      activityId: 12,
      sessionIds: [501, 502, 503, 504, 505],
      kidIds: ['kid-1', 'kid-2'],
      payment: { method: 'wallet' },
    });
  });

  it('books one date of the term at the single-date price', async () => {
    select([503]);
    const calls = stub();
    const { user, location } = renderApp('/booking');
    expect(await screen.findByText('Saturday, January 23, 2027')).toBeInTheDocument();
    const price = within(screen.getByRole('region', { name: 'Price Details' }));
    expect(price.getByText('Price per child').nextElementSibling).toHaveTextContent(
      '$35.00 per session',
    );
    expect(await price.findByText('$70.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    await waitFor(() => expect(location().pathname).toBe('/booking/confirmation'));
    expect(posts(calls)[0]?.body).toMatchObject({ sessionIds: [503] });
  });
});
