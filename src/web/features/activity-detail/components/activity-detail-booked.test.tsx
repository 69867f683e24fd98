import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kidAnswer } from '../../../testing/kid-answer';
import { heldAnswer, renderApp, stubApi, type ApiBody } from '../../../testing/render-app';
import { activityAnswer, freezeToday, signedIn } from '../activity-detail.test-helpers';

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
    })),
    { activityId: 99, bookingId: crypto.randomUUID(), kidId: zoe.id, kidName: zoe.name },
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
