import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readBookingSelection } from '../../../lib/booking-selection';
import { renderApp, routeKey, stubApi } from '../../../testing/render-app';
import { KEY, potteryBooking, signedIn } from '../booking.test-helpers';

const booking = potteryBooking();
const store = (value: object) => sessionStorage.setItem(KEY, JSON.stringify(value));

// Leaving a confirmation forgets the selection a tick later: let that happen before the next test.
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 10));
  sessionStorage.clear();
});

describe('booking confirmation', { timeout: 15_000 }, () => {
  it('goes to Discover without a selected activity', async () => {
    stubApi({ ...signedIn });
    const { location } = renderApp('/booking/confirmation');
    await waitFor(() => expect(location().pathname).toBe('/activities'));
  });

  it('goes to Discover when nothing was booked, and keeps the selection', async () => {
    store({ activityId: 12, kidIds: ['kid-1'] });
    stubApi({ ...signedIn });
    const { location } = renderApp('/booking/confirmation');
    await waitFor(() => expect(location().pathname).toBe('/activities'));
    expect(readBookingSelection()).toEqual({ activityId: 12, kidIds: ['kid-1'] });
  });

  it('shows the booking with its short id, then forgets the selection on leaving', async () => {
    store({
      activityId: 12,
      kidIds: ['kid-1'],
      idempotencyKey: 'key-12345678',
      bookingId: booking.id,
    });
    stubApi({ ...signedIn, [routeKey('GET /api/bookings/:id', booking.id)]: { json: booking } });
    const { user, location } = renderApp('/booking/confirmation');
    await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' });
    expect(screen.getByText('b7c1d2e3')).toBeInTheDocument();
    expect(screen.getByText('Pottery Wheel Basics')).toBeInTheDocument();
    expect(screen.getByText('Mia Rose')).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What's Next?" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('link', { name: 'View My Bookings' }));
    await waitFor(() => expect(location().pathname).toBe('/bookings'));
    await waitFor(() => expect(readBookingSelection()).toBeNull());
  });
});
