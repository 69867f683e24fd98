import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../../shared/iso-date';
import type { RegistrationOpening } from '../../../../shared/registration';
import { findToast } from '../../../testing/find-toast';
import { kidAnswer } from '../../../testing/kid-answer';
import { renderApp, stubApi } from '../../../testing/render-app';
import {
  activityAnswer,
  freezeToday,
  signedIn,
  signedOut,
  TODAY,
} from '../activity-detail.test-helpers';

const ava = kidAnswer({ id: 'ava', name: 'Ava', birthDate: '2021-01-10' });
/** Registration opens three days from TODAY at 9:00; the session is a week later. */
const inThreeDays = addDays(TODAY, 3);
const opening: RegistrationOpening = {
  at: new Date(`${inThreeDays}T09:00:00`).toISOString(),
  date: inThreeDays,
  time: '09:00',
  mode: 'line',
};
const program = activityAnswer({ date: addDays(TODAY, 10), registration: opening });
const line = {
  opensAt: new Date(new Date(opening.at).getTime() - 15 * 60_000).toISOString(),
  drawn: false,
  admittedThrough: 0,
  admitPerMinute: 600,
  soldOut: false,
  running: false,
};
const state = (reminder: boolean) => ({ activityId: 12, opening, reminder, line, entry: null });

const registrationBar = () => within(screen.getByRole('region', { name: 'Registration' }));

describe('an activity whose registration opens later', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down to the opening, lets the parent choose kids, and sets a reminder', async () => {
    freezeToday();
    let reminder = false;
    const calls = stubApi({
      ...signedIn,
      'GET /api/kids': { json: { items: [ava] } },
      'GET /api/activities/12': { json: program },
      'GET /api/registration/12': () => ({ json: state(reminder) }),
      'PUT /api/registration/12/reminder': () => {
        reminder = true;
        return { json: state(true) };
      },
      'DELETE /api/registration/12/reminder': () => {
        reminder = false;
        return { json: state(false) };
      },
    });
    const { user } = renderApp('/activities/12');

    const bar = await screen.findByRole('region', { name: 'Registration' });
    expect(within(bar).getByText('Registration opens Thu, Jun 18 at 9:00 AM')).toBeInTheDocument();
    expect(await within(bar).findByRole('timer')).toHaveTextContent('Opens in 2 days, 21 hours');
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    // Kids can be chosen ahead of the opening.
    const kid = await screen.findByRole('button', { name: /Ava/ });
    await user.click(kid);
    expect(kid).toHaveAttribute('aria-pressed', 'true');

    await user.click(await registrationBar().findByRole('button', { name: 'Remind me' }));
    await findToast("We'll remind you a day before and 10 minutes before it opens");
    const set = registrationBar().getByRole('button', { name: 'Reminder set' });
    expect(set).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.path === '/api/registration/12/reminder')).toHaveLength(1);

    await user.click(set);
    await findToast('Reminder turned off');
    expect(registrationBar().getByRole('button', { name: 'Remind me' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'DELETE /api/registration/12/reminder',
    );
  });

  it('asks a visitor to sign in to be reminded', async () => {
    freezeToday();
    stubApi({ ...signedOut, 'GET /api/activities/12': { json: program } });
    renderApp('/activities/12');
    const link = await within(
      await screen.findByRole('region', { name: 'Registration' }),
    ).findByRole('link', { name: 'Sign in to be reminded' });
    expect(link).toHaveAttribute('href', '/auth?redirectTo=%2Factivities%2F12');
  });

  it('opens for booking at the opening instant, without a reload', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const soon = new Date(`${inThreeDays}T08:59:58`);
    vi.setSystemTime(soon);
    stubApi({
      ...signedIn,
      'GET /api/kids': { json: { items: [ava] } },
      'GET /api/activities/12': { json: program },
      'GET /api/registration/12': { json: state(false) },
    });
    renderApp('/activities/12');
    // Two seconds before: the line is open to join.
    const bar = await screen.findByRole('region', { name: 'Registration line' });
    const timer = await within(bar).findByRole('timer');
    expect(timer).toHaveTextContent('Opens in 0:02');

    // Nobody joined it, so at the opening booking is open to all.
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(screen.queryByRole('region', { name: 'Registration line' })).not.toBeInTheDocument();
    // The booking bar in its place: on a phone, its first step is choosing who goes.
    const booking = await screen.findByRole('region', { name: 'Booking summary' });
    expect(within(booking).getByRole('button', { name: "Choose who's going" })).toBeEnabled();
  });
});
