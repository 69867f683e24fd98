import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingAnswer, paidByCard } from '../../../testing/booking-answer';
import { renderApp, routeKey, signedInMe, stubApi } from '../../../testing/render-app';

const signedIn = { 'GET /api/me': { json: signedInMe() } };

describe('cancelling a booking of several dates', { timeout: 15_000 }, () => {
  it('says the part that comes back before the parent confirms, and accepts it', async () => {
    // A term of 4 dates paid $120.00; the first is less than 24 hours away.
    const term = bookingAnswer({
      activity: { title: 'Saturday Swim Club' },
      totalCents: 12_000,
      payment: paidByCard(12_000),
      cancellation: { refundable: false, refundCents: 9_000 },
    });
    const calls = stubApi({
      ...signedIn,
      'GET /api/bookings': (_body: unknown, url: URL) => ({
        json: {
          items: url.searchParams.get('when') === 'upcoming' ? [term] : [],
          nextCursor: null,
        },
      }),
      [routeKey('POST /api/bookings/:id/cancel', term.id)]: {
        json: { ...term, status: 'cancelled', refundCents: 9_000, cancellation: null },
      },
    });
    const { user } = renderApp('/bookings');
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByText(/You'll get back/)).toHaveTextContent(
      "You'll get back $90.00 of the $120.00 you paid, to your Visa ending in 4242. Dates less than 24 hours away are not refunded.",
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ acceptNoRefund: true });
  });
});
