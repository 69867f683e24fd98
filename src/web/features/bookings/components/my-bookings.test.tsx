import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../../shared/schemas/booking';
import {
  bookingAnswer,
  paidByCard,
  paidSplit,
  type BookingOverrides,
} from '../../../testing/booking-answer';
import { renderApp, routeKey, signedInMe, stubApi } from '../../../testing/render-app';

const signedIn = {
  'GET /api/me': { json: signedInMe() },
  // On no waitlist: My Bookings shows no Waitlist section.
  'GET /api/waitlist': { json: { items: [] } },
};

const kid = (n: number) => ({ id: `kid-${n}`, name: `Kid ${n}`, avatarColor: '#0f766e' });

/** One child at Pottery Wheel Basics; the same id unless given another. */
const booking = ({ activity, ...overrides }: BookingOverrides = {}) =>
  bookingAnswer({
    id: 'b7c1d2e3-0000-4000-8000-000000000001',
    kids: [kid(1)],
    ...overrides,
    activity: { title: 'Pottery Wheel Basics', ...activity },
  });

/**
 * GET /api/bookings as the server answers each list: `upcoming` for when=upcoming, `past` for
 * when=past (functions: read at each request, so a refetch sees a change).
 */
const lists =
  (upcoming: () => Booking[], past: () => Booking[] = () => []) =>
  (_body: unknown, url: URL) => {
    const when = url.searchParams.get('when');
    expect(when === 'upcoming' || when === 'past').toBe(true);
    return { json: { items: when === 'upcoming' ? upcoming() : past(), nextCursor: null } };
  };

const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('My Bookings', { timeout: 15_000 }, () => {
  it('shows up to 3 children then +N, the labels and the refund of a cancelled one', async () => {
    stubApi({
      ...signedIn,
      'GET /api/bookings': lists(
        () => [
          booking({
            id: 'b1000000-0000-4000-8000-000000000001',
            activity: { title: 'Big Family Swim' },
            kids: [kid(1), kid(2), kid(3), kid(4), kid(5)],
            totalCents: 12_500,
            payment: paidByCard(12_500),
          }),
        ],
        () => [
          booking({
            status: 'cancelled',
            cancelledAt: '2026-06-16T10:00:00.000Z',
            refundCents: 2500,
            cancellation: null,
          }),
        ],
      ),
    });
    renderApp('/bookings');
    await screen.findByRole('heading', { level: 1, name: 'My Bookings' });
    await screen.findByText('Big Family Swim');
    // Upcoming first, then the past (over or cancelled), each under its heading.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Upcoming',
      'Past',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Upcoming' })).getByRole('article'),
    ).toHaveAccessibleName('Big Family Swim');
    expect(
      within(screen.getByRole('region', { name: 'Past' })).getByRole('article'),
    ).toHaveAccessibleName('Pottery Wheel Basics');
    const swim = card('Big Family Swim');
    expect(swim.getByText('Riverside Studio, 1 River Rd')).toHaveTextContent(
      'Where: Riverside Studio, 1 River Rd',
    );
    const more = swim.getByText('+2');
    // Three avatars, then '+2'.
    expect(more.parentElement?.children).toHaveLength(4);
    expect(swim.getByText('Participants: Kid 1, Kid 2, Kid 3, Kid 4, Kid 5')).toBeInTheDocument();
    expect(swim.getByText('$125.00')).toBeInTheDocument();
    expect(swim.getByText('Paid · Visa ending in 4242')).toBeInTheDocument();
    expect(swim.getByText('Confirmed')).toBeInTheDocument();
    expect(swim.getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();

    const pottery = card('Pottery Wheel Basics');
    expect(pottery.getByText('Cancelled')).toBeInTheDocument();
    expect(pottery.getByText('Refunded $25.00 to your wallet')).toBeInTheDocument();
    expect(pottery.queryByText('+', { exact: false })).toBeNull();
    expect(pottery.queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });

  it('shows both parts of a split payment, and where each part of its refund went', async () => {
    const split = { totalCents: 6_000, payment: paidSplit(5_000, 1_000) };
    stubApi({
      ...signedIn,
      'GET /api/bookings': lists(
        () => [
          booking({
            ...split,
            id: 'b1000000-0000-4000-8000-000000000002',
            activity: { title: 'Big Family Swim' },
          }),
        ],
        () => [
          booking({
            ...split,
            status: 'cancelled',
            cancelledAt: '2026-06-16T10:00:00.000Z',
            refundCents: 6_000,
            cancellation: null,
          }),
        ],
      ),
    });
    renderApp('/bookings');
    await screen.findByText('Big Family Swim');
    expect(
      card('Big Family Swim').getByText(
        'Paid · $50.00 from your wallet, $10.00 by Visa ending in 4242',
      ),
    ).toBeInTheDocument();
    expect(
      card('Pottery Wheel Basics').getByText(
        'Refunded $60.00 to your wallet ($50.00) and your Visa ending in 4242 ($10.00)',
      ),
    ).toBeInTheDocument();
  });

  it('shows a term as one booking with its number of dates, the first, and every date a tap away', async () => {
    const dates = ['2027-01-09', '2027-01-16', '2027-01-23'];
    stubApi({
      ...signedIn,
      'GET /api/bookings': lists(() => [
        booking({
          activity: { title: 'Saturday Swim Term', date: dates[0] },
          sessions: dates.map((date, i) => ({
            id: 60 + i,
            date,
            startTime: '09:30',
            endTime: '11:00',
          })),
        }),
        booking({ id: 'b2000000-0000-4000-8000-000000000002', activity: { date: '2027-01-12' } }),
      ]),
    });
    const { user } = renderApp('/bookings');
    await screen.findByText('Saturday Swim Term');
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming' }));
    expect(upcoming.getAllByRole('article')).toHaveLength(2);
    expect(card('Saturday Swim Term').getByText('3 dates · from Sat, Jan 9')).toBeVisible();
    expect(card('Pottery Wheel Basics').getByText('Tue, Jan 12')).toBeVisible();
    // Every date of the term, a tap away; a booking of one date has no such list.
    await user.click(card('Saturday Swim Term').getByText('See all 3 dates'));
    const every = card('Saturday Swim Term').getByRole('list', {
      name: 'Dates of Saturday Swim Term',
    });
    expect(
      within(every)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sat, Jan 9', 'Sat, Jan 16', 'Sat, Jan 23']);
    expect(every).toBeVisible();
    expect(card('Pottery Wheel Basics').queryByText(/See all/)).toBeNull();
  });

  it('says nothing is coming up, with the way to Discover, when all bookings are past', async () => {
    stubApi({
      ...signedIn,
      'GET /api/bookings': lists(
        () => [],
        () => [booking()],
      ),
    });
    renderApp('/bookings');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByText('Nothing coming up.')).toBeVisible();
    expect(within(upcoming).getByRole('link', { name: 'Discover Activities' })).toHaveAttribute(
      'href',
      '/activities',
    );
    expect(
      within(screen.getByRole('region', { name: 'Past' })).getByRole('article'),
    ).toHaveAccessibleName('Pottery Wheel Basics');
  });

  it('offers Discover Activities when there are no bookings', async () => {
    stubApi({ ...signedIn, 'GET /api/bookings': lists(() => []) });
    renderApp('/bookings');
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover Activities' })).toHaveAttribute(
      'href',
      '/activities',
    );
  });

  it('loads older bookings with Load more', async () => {
    stubApi({
      ...signedIn,
      'GET /api/bookings': (_body, url) =>
        url.searchParams.get('when') === 'past'
          ? { json: { items: [], nextCursor: null } }
          : url.searchParams.get('cursor') === 'next'
            ? {
                json: {
                  items: [
                    booking({
                      id: 'b2000000-0000-4000-8000-000000000002',
                      activity: { title: 'Older One' },
                    }),
                  ],
                  nextCursor: null,
                },
              }
            : { json: { items: [booking()], nextCursor: 'next' } },
    });
    const { user } = renderApp('/bookings');
    await screen.findByText('Pottery Wheel Basics');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older One')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('says where a refund goes and cancels with it, once', async () => {
    const cancelled = booking({ status: 'cancelled', refundCents: 2500, cancellation: null });
    let current = booking();
    const calls = stubApi({
      ...signedIn,
      'GET /api/bookings': lists(
        () => (current === cancelled ? [] : [current]),
        () => (current === cancelled ? [current] : []),
      ),
      [routeKey('POST /api/bookings/:id/cancel', booking().id)]: () => {
        current = cancelled;
        return { json: cancelled };
      },
    });
    const { user } = renderApp('/bookings');
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByText(/full refund of/)).toHaveTextContent(
      "You'll get a full refund of $25.00 to your wallet.",
    );
    await user.dblClick(dialog.getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(screen.getByText('$25.00 has been refunded to your wallet.')).toBeInTheDocument();
    const cancels = calls.filter((c) => c.method === 'POST');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.body).toEqual({ acceptNoRefund: false });
    // The button went with the cancellation: the keyboard lands on the booking's heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Pottery Wheel Basics' })).toHaveFocus(),
    );
  });

  it('Keep Booking puts the focus back on the Cancel Booking button', async () => {
    stubApi({
      ...signedIn,
      'GET /api/bookings': lists(() => [booking()]),
    });
    const { user } = renderApp('/bookings');
    const opener = await screen.findByRole('button', { name: 'Cancel Booking' });
    await user.click(opener);
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('says plainly there is no refund inside 24 hours, and only then accepts it', async () => {
    const late = booking({
      payment: paidByCard(2500),
      cancellation: { refundable: false, refundCents: 0 },
    });
    const calls = stubApi({
      ...signedIn,
      'GET /api/bookings': lists(() => [late]),
      [routeKey('POST /api/bookings/:id/cancel', late.id)]: {
        json: { ...late, status: 'cancelled', refundCents: 0, cancellation: null },
      },
    });
    const { user } = renderApp('/bookings');
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Cancel without a refund?' }),
    );
    expect(dialog.getByText(/No refund/)).toHaveTextContent(
      'No refund: this activity starts in less than 24 hours, so the $25.00 you paid will not be returned.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Cancel Without Refund' }));
    expect(await screen.findByText('No refund was made.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ acceptNoRefund: true });
  });
});
