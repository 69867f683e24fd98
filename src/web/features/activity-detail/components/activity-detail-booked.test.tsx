import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kidAnswer } from '../../../testing/kid-answer';
import { heldAnswer, renderApp, stubApi, type ApiBody } from '../../../testing/render-app';
import { readBookingSelection } from '../../../lib/booking-selection';
import { activityAnswer, freezeToday, signedIn } from '../activity-detail.test-helpers';
import { programAnswer } from '../program.test-helpers';

type Places = ApiBody<'GET /api/bookings/booked'>;

const ava = kidAnswer({ id: 'ava', name: 'Ava', birthDate: '2021-01-10' });
const leo = kidAnswer({ id: 'leo', name: 'Leo', birthDate: '2020-03-02' });
const zoe = kidAnswer({ id: 'zoe', name: 'Zoe', birthDate: '2019-09-09' });
const BOOKING = '7d4f2c1e-0b8a-4c3e-9f1d-2a6b5c4d3e2f';

/** Places on activity 12 (the page's) in one booking, and one on another activity. */
const placesOf = (...kids: (typeof ava)[]): Places => ({
  items: [
    ...kids.map((kid) => ({
      activityId: 12,
      bookingId: BOOKING,
      kidId: kid.id,
      kidName: kid.name,
      sessionIds: [1200],
    })),
    {
      activityId: 99,
      bookingId: crypto.randomUUID(),
      kidId: zoe.id,
      kidName: zoe.name,
      sessionIds: [9900],
    },
  ],
});

function stub(places: Places | Promise<{ json: Places }>) {
  stubApi({
    ...signedIn,
    'GET /api/kids': { json: { items: [ava, leo, zoe] } },
    'GET /api/activities/12': { json: activityAnswer({ ageMin: 4, ageMax: 7 }) },
    'GET /api/bookings/booked': places instanceof Promise ? () => places : { json: places },
  });
}

const section = async () =>
  within(await screen.findByRole('region', { name: 'Select Participants' }));
const summary = () => within(screen.getByRole('region', { name: 'Booking summary' }));

beforeEach(() => {
  freezeToday();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('what is booked on the activity page', { timeout: 15_000 }, () => {
  it('says who is booked, links to the booking and offers only the kids not yet booked', async () => {
    stub(placesOf(ava, leo));
    renderApp('/activities/12');
    const participants = await section();

    const booked = within(await participants.findByRole('list', { name: 'Already booked' }));
    expect(booked.getByRole('listitem')).toHaveTextContent('Ava and Leo are booked');
    const link = booked.getByRole('link', { name: 'View booking' });
    expect(link).toHaveAttribute('href', `/bookings#booking-${BOOKING}`);
    expect(link).toHaveAccessibleDescription('Ava and Leo are booked');

    // Zoe is booked on another activity, not this one: she is the one offered.
    const offered = participants.getAllByRole('button', { pressed: false });
    expect(offered.map((button) => button.textContent)).toEqual([
      expect.stringContaining('ZoeAge 6'),
    ]);
    expect(summary().getByRole('button', { name: "Choose who's going" })).toBeInTheDocument();
  });

  it('with every child who can come booked, the bar says Already booked instead of choosing', async () => {
    stub(placesOf(ava, leo, zoe));
    renderApp('/activities/12');
    const participants = await section();
    await participants.findByText('Ava, Leo and Zoe are booked');
    expect(participants.queryByRole('button')).not.toBeInTheDocument();

    expect(summary().getByText('Already booked')).toBeInTheDocument();
    expect(summary().getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      `/bookings#booking-${BOOKING}`,
    );
    expect(summary().queryByRole('button', { name: "Choose who's going" })).toBeNull();
    expect(summary().queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  it('offers no child until their bookings are known', async () => {
    const held = heldAnswer<{ json: Places }>();
    stub(held.answer);
    renderApp('/activities/12');
    const participants = await section();
    await participants.findByText('Loading your children');
    expect(participants.queryByRole('button', { name: /Ava|Leo|Zoe/ })).toBeNull();
    expect(summary().queryByRole('button', { name: "Choose who's going" })).toBeNull();

    held.release({ json: placesOf(ava) });
    await participants.findByText('Ava is booked');
    expect(participants.getByRole('button', { name: /Leo/ })).toBeInTheDocument();
    expect(participants.queryByRole('button', { name: /Ava/ })).toBeNull();
  });
});

describe('what is booked on a program of several dates', { timeout: 15_000 }, () => {
  // Saturdays after today (Monday, June 15): sessions 1201, 1202, 1203.
  const dates = ['2026-06-20', '2026-06-27', '2026-07-04'];
  const options = () => within(screen.getByRole('region', { name: 'How to book' }));

  it('keeps a kid booked on one date free to book the other dates', async () => {
    stubApi({
      ...signedIn,
      'GET /api/kids': { json: { items: [ava, leo] } },
      'GET /api/activities/12': {
        json: programAnswer(dates, { bookingMode: 'drop_in', priceCents: 2500 }),
      },
      'GET /api/bookings/booked': {
        json: {
          items: [
            {
              activityId: 12,
              bookingId: BOOKING,
              kidId: ava.id,
              kidName: 'Ava',
              sessionIds: [1201],
            },
          ],
        },
      },
    });
    const { user } = renderApp('/activities/12');
    const participants = await section();
    const booked = within(await participants.findByRole('list', { name: 'Already booked' }));
    expect(booked.getByRole('listitem')).toHaveTextContent('Ava is bookedSat, Jun 20');

    // The dates say whose they are: Ava's only.
    expect(options().getByRole('radio', { name: /Sat, Jun 20/ })).toHaveTextContent(
      '3 spots left · Ava booked',
    );
    expect(options().getByRole('radio', { name: /Sat, Jun 27/ })).not.toHaveTextContent('booked');

    // Her date: she holds it, so only Leo is offered, as the server would refuse her twice.
    await user.click(options().getByRole('radio', { name: /Sat, Jun 20/ }));
    expect(participants.queryByRole('button', { name: /Ava/ })).toBeNull();
    expect(participants.getByRole('button', { name: /Leo/ })).toBeInTheDocument();

    // Another date of the same program: Ava can be chosen, and booked with Leo.
    await user.click(options().getByRole('radio', { name: /Sat, Jun 27/ }));
    await user.click(participants.getByRole('button', { name: /Ava/ }));
    await user.click(participants.getByRole('button', { name: /Leo/ }));
    expect(summary().getByText('$50.00')).toBeInTheDocument();
    await user.click(summary().getByRole('button', { name: 'Book Now' }));
    expect(readBookingSelection()).toMatchObject({ kidIds: ['ava', 'leo'], sessionIds: [1202] });
  });

  it('says Already booked only when every kid holds the date picked', async () => {
    stubApi({
      ...signedIn,
      'GET /api/kids': { json: { items: [ava] } },
      'GET /api/activities/12': {
        json: programAnswer(dates, { bookingMode: 'drop_in', priceCents: 2500 }),
      },
      'GET /api/bookings/booked': {
        json: {
          items: [
            {
              activityId: 12,
              bookingId: BOOKING,
              kidId: ava.id,
              kidName: 'Ava',
              sessionIds: [1203],
            },
          ],
        },
      },
    });
    const { user } = renderApp('/activities/12');
    await (await section()).findByText('Ava is booked');
    await user.click(options().getByRole('radio', { name: /Sat, Jul 4/ }));
    expect(summary().getByText('Already booked')).toBeInTheDocument();
    await user.click(options().getByRole('radio', { name: /Sat, Jun 27/ }));
    expect(summary().queryByText('Already booked')).toBeNull();
    expect(summary().getByRole('button', { name: "Choose who's going" })).toBeInTheDocument();
  });
});
