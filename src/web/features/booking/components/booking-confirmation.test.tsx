import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readBookingSelection } from '../../../lib/booking-selection';
import { renderApp, routeKey, stubApi } from '../../../testing/render-app';
import { bookingAnswer, paidSplit } from '../../../testing/booking-answer';
import { walletAnswer } from '../../../testing/wallet-answer';
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

  it('shows what each source paid for a split payment', async () => {
    const split = bookingAnswer({
      id: booking.id,
      activity: { id: 12, title: 'Pottery Wheel Basics' },
      totalCents: 6_000,
      payment: paidSplit(5_000, 1_000),
    });
    store({ activityId: 12, kidIds: ['kid-1'], bookingId: split.id });
    stubApi({ ...signedIn, [routeKey('GET /api/bookings/:id', split.id)]: { json: split } });
    renderApp('/booking/confirmation');
    await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' });
    const paid = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(paid('Paid from your wallet')).toBe('$50.00');
    expect(paid('Paid by Visa ending in 4242')).toBe('$10.00');
    expect(paid('Total paid')).toBe('$60.00');
  });

  it('offers the booking as a calendar file, directions to the place, and the wallet left', async () => {
    store({ activityId: 12, kidIds: ['kid-1'], bookingId: booking.id });
    stubApi({
      ...signedIn,
      [routeKey('GET /api/bookings/:id', booking.id)]: { json: booking },
      'GET /api/wallet': { json: walletAnswer({ balanceCents: 4250 }) },
    });
    renderApp('/booking/confirmation');
    await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' });

    const add = screen.getByRole('link', { name: 'Add to calendar' });
    expect(add).toHaveAttribute('download', 'kidventure-b7c1d2e3.ics');
    const href = add.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const ics = decodeURIComponent(href.slice(href.indexOf(',') + 1)).replace(/\r\n /g, '');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    // 2026-11-25 09:30 where it takes place, written in UTC.
    const start = new Date(booking.activity.startsAt).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(ics).toContain(`\r\nDTSTART:${start}\r\n`);
    expect(ics).toContain(`\r\nUID:${booking.id}@kidventure\r\n`);
    expect(ics).toContain('\r\nSUMMARY:Pottery Wheel Basics\r\n');
    expect(ics).toContain('\r\nLOCATION:Riverside Studio\\, 1 River Rd\r\n');

    expect(
      screen.getByRole('link', { name: 'Directions to Riverside Studio (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.openstreetmap.org/directions?to=43.6532%2C-79.3832');
    expect(await screen.findByText('Wallet balance left')).toBeVisible();
    expect(screen.getByText('$42.50')).toBeVisible();
  });

  it('names every date of a term, not only the first', async () => {
    const dates = ['2027-01-09', '2027-01-16', '2027-01-23', '2027-01-30'];
    const term = bookingAnswer({
      id: booking.id,
      activity: { id: 12, title: 'Saturday Chess Term', date: dates[0] },
      sessions: dates.map((date, i) => ({
        id: 60 + i,
        date,
        startTime: '09:30',
        endTime: '11:00',
      })),
      totalCents: 22_800,
      discountCents: 1_200,
    });
    store({ activityId: 12, kidIds: ['kid-1'], bookingId: term.id });
    stubApi({ ...signedIn, [routeKey('GET /api/bookings/:id', term.id)]: { json: term } });
    renderApp('/booking/confirmation');
    await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' });

    expect(screen.getByText('4 Saturdays · Jan 9–Jan 30')).toBeVisible();
    const every = within(screen.getByRole('list', { name: 'Every date' }));
    expect(every.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sat, Jan 9',
      'Sat, Jan 16',
      'Sat, Jan 23',
      'Sat, Jan 30',
    ]);
    expect(screen.getByText('Sibling discount').nextElementSibling).toHaveTextContent('$12.00');
  });

  it('keeps the long date for a booking of one date, with no list of dates', async () => {
    store({ activityId: 12, kidIds: ['kid-1'], bookingId: booking.id });
    stubApi({ ...signedIn, [routeKey('GET /api/bookings/:id', booking.id)]: { json: booking } });
    renderApp('/booking/confirmation');
    await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' });
    expect(screen.getByText('Wednesday, November 25, 2026')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Every date' })).toBeNull();
  });
});
