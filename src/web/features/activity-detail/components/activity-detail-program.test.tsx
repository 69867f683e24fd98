import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBookingSelection } from '../../../lib/booking-selection';
import { kidAnswer } from '../../../testing/kid-answer';
import { renderApp, stubApi } from '../../../testing/render-app';
import { activityAnswer, freezeToday, signedIn, signedOut } from '../activity-detail.test-helpers';
import { programAnswer } from '../program.test-helpers';

// Today is Monday, June 15, 2026, noon. Saturdays of the term:
const TERM = ['2026-06-20', '2026-06-27', '2026-07-04', '2026-07-11'];
const title = () => screen.findByRole('heading', { level: 1, name: 'Pottery Wheel Basics' });
const options = () => within(screen.getByRole('region', { name: 'How to book' }));
const bar = () => within(screen.getByRole('region', { name: 'Booking summary' }));
const twoKids = {
  'GET /api/kids': {
    json: {
      items: [
        kidAnswer({ id: 'ava', name: 'Ava', birthDate: '2021-01-10' }),
        kidAnswer({ id: 'ben', name: 'Ben', birthDate: '2020-03-02' }),
      ],
    },
  },
};

beforeEach(() => {
  freezeToday();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

/** The Schedule's dates, each as one line of text. */
function scheduleLines() {
  const section = screen.getByRole('region', { name: 'Schedule' });
  return within(section)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

describe('a program on its activity page', { timeout: 15_000 }, () => {
  it('lists every date with its time and places, the past ones as past', async () => {
    stubApi({
      ...signedOut,
      'GET /api/activities/12': {
        json: programAnswer(['2026-06-13', '2026-06-20', '2026-06-27'], {
          bookingMode: 'drop_in',
          priceCents: 2500,
          spots: [4, 0, 1],
        }),
      },
    });
    renderApp('/activities/12');
    await title();
    expect(scheduleLines()).toEqual([
      'Saturday, June 13, 202610:00 AM – 12:00 PMPast',
      'Saturday, June 20, 202610:00 AM – 12:00 PMFull',
      'Saturday, June 27, 202610:00 AM – 12:00 PM1 spot left',
    ]);
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts.Date).toBe('3 dates: Sat, Jun 13 – Sat, Jun 27');
    expect(facts.Price).toBe('$25 per child per session');
    // A drop-in program: the parent picks a date; past and full ones cannot be picked.
    const dates = options();
    expect(dates.getByText('Choose a date · $25.00 per session')).toBeInTheDocument();
    expect(dates.getByRole('radio', { name: /Sat, Jun 13/ })).toBeDisabled();
    expect(dates.getByRole('radio', { name: /Sat, Jun 20/ })).toBeDisabled();
    expect(dates.getByRole('radio', { name: /Sat, Jun 27/ })).toBeEnabled();
  });

  it('points from a full date of a drop-in program to the dates that still have places', async () => {
    stubApi({
      ...signedOut,
      'GET /api/activities/12': {
        json: programAnswer(TERM, {
          bookingMode: 'drop_in',
          priceCents: 2500,
          spots: [2, 0, 5, 0],
        }),
      },
    });
    renderApp('/activities/12');
    await title();
    const full = options().getByRole('radio', { name: /Sat, Jun 27/ });
    expect(full).toBeDisabled();
    expect(full).toHaveTextContent('Full');
    const note = within(options().getByRole('note'));
    expect(note.getByText('2 dates are full. These dates still have places:')).toBeVisible();
    expect(note.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sat, Jun 20 · 10:00 AM',
      'Sat, Jul 4 · 10:00 AM',
    ]);
  });

  it('says nothing of full dates while every date has places', async () => {
    stubApi({
      ...signedOut,
      'GET /api/activities/12': {
        json: programAnswer(TERM, { bookingMode: 'drop_in', priceCents: 2500 }),
      },
    });
    renderApp('/activities/12');
    await title();
    expect(options().queryByRole('note')).toBeNull();
  });

  it('shows a one-session activity without a schedule or options', async () => {
    stubApi({ ...signedOut, 'GET /api/activities/12': { json: activityAnswer() } });
    renderApp('/activities/12');
    await title();
    expect(screen.queryByRole('region', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to book' })).not.toBeInTheDocument();
  });

  it('offers the whole term by default, or one date at the drop-in price', async () => {
    stubApi({
      ...signedIn,
      ...twoKids,
      'GET /api/activities/12': {
        json: programAnswer(TERM, {
          bookingMode: 'term',
          priceCents: 12000,
          dropInPriceCents: 3500,
        }),
      },
    });
    const { user } = renderApp('/activities/12');
    await title();
    const term = options().getByRole('radio', { name: /Whole term · \$120\.00 per term/ });
    expect(term).toBeChecked();
    expect(term).toHaveTextContent('4 dates: Sat, Jun 20 – Sat, Jul 11');
    await user.click(await screen.findByRole('button', { name: /Ava/ }));
    await user.click(screen.getByRole('button', { name: /Ben/ }));
    expect(bar().getByText('$240.00')).toBeInTheDocument();

    // One date: nothing is booked until a date is picked, then at its price.
    await user.click(options().getByRole('radio', { name: /One date · \$35\.00 per session/ }));
    expect(bar().getByText('Choose a date to book.')).toBeInTheDocument();
    expect(bar().getByText('2 children · $35 per child')).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await user.click(options().getByRole('radio', { name: /Sat, Jun 27/ }));
    expect(bar().getByText('$70.00')).toBeInTheDocument();

    await user.click(bar().getByRole('button', { name: 'Book Now' }));
    expect(readBookingSelection()).toMatchObject({
      activityId: 12,
      kidIds: ['ava', 'ben'],
      sessionIds: [1202],
    });
  });

  it('books the whole term with every session when the parent keeps the default', async () => {
    stubApi({
      ...signedIn,
      ...twoKids,
      'GET /api/activities/12': {
        json: programAnswer(TERM, { bookingMode: 'term', priceCents: 12000 }),
      },
    });
    const { user } = renderApp('/activities/12');
    await user.click(await screen.findByRole('button', { name: /Ava/ }));
    await user.click(bar().getByRole('button', { name: 'Book Now' }));
    expect(readBookingSelection()).toMatchObject({ sessionIds: [1201, 1202, 1203, 1204] });
  });

  it('points from a full term to the single dates that still have places', async () => {
    stubApi({
      ...signedOut,
      'GET /api/activities/12': {
        json: programAnswer(TERM, {
          bookingMode: 'term',
          priceCents: 12000,
          dropInPriceCents: 3500,
          spots: [2, 0, 5, 1],
        }),
      },
    });
    renderApp('/activities/12');
    await title();
    const term = options().getByRole('radio', { name: /Whole term/ });
    expect(term).toBeDisabled();
    expect(term).toHaveTextContent('Full');
    const note = within(options().getByRole('note'));
    expect(note.getByText('The term is full. Single dates still have places:')).toBeInTheDocument();
    expect(note.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sat, Jun 20 · 10:00 AM',
      'Sat, Jul 4 · 10:00 AM',
      'Sat, Jul 11 · 10:00 AM',
    ]);
  });

  it('sells a camp week whole, or days of one week at the day price', async () => {
    const days = ['2026-06-22', '2026-06-23', '2026-06-24', '2026-06-29', '2026-06-30'];
    stubApi({
      ...signedIn,
      ...twoKids,
      'GET /api/activities/12': {
        json: programAnswer(days, {
          bookingMode: 'camp_week',
          priceCents: 20000,
          dropInPriceCents: 4500,
        }),
      },
    });
    const { user } = renderApp('/activities/12');
    await user.click(await screen.findByRole('button', { name: /Ava/ }));
    expect(bar().getByText('Choose a week or days of one week to book.')).toBeInTheDocument();

    await user.click(
      options().getByRole('radio', { name: /Week of Mon, Jun 29 · \$200\.00 per week/ }),
    );
    expect(bar().getByText('$200.00')).toBeInTheDocument();

    await user.click(
      options().getByRole('radio', { name: /Days of a week · \$45\.00 per session/ }),
    );
    await user.click(options().getByRole('checkbox', { name: /Mon, Jun 22/ }));
    await user.click(options().getByRole('checkbox', { name: /Tue, Jun 23/ }));
    expect(bar().getByText('$90.00')).toBeInTheDocument();
    // Days of two weeks are not sold together.
    await user.click(options().getByRole('checkbox', { name: /Mon, Jun 29/ }));
    expect(options().getByText('Choose days of one week.')).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });
});
