import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../../shared/iso-date';
import type { RegistrationOpening } from '../../../../shared/registration';
import { TIMED_OUT_NOTE } from '../../../../shared/registration-line';
import { enteredLottery } from '../../../../shared/registration-lottery';
import type { LineEntry, RegistrationState } from '../../../../shared/schemas/registration';
import { registrationsQueryKey } from '../../../api/bookings/keys';
import { readBookingSelection } from '../../../lib/booking-selection';
import { findToast } from '../../../testing/find-toast';
import { kidAnswer } from '../../../testing/kid-answer';
import { renderApp, stubApi } from '../../../testing/render-app';
import { walletAnswer } from '../../../testing/wallet-answer';
import { activityAnswer, signedIn, TODAY } from '../activity-detail.test-helpers';

/** The registration line (decision 062) and lottery (063) on the activity page. */

const ENTRY_ID = '11ae0000-0000-4000-8000-000000000001';
const ava = kidAnswer({ id: 'ava', name: 'Ava', birthDate: '2021-01-10' });
const inThreeDays = addDays(TODAY, 3);
const opensAt = new Date(`${inThreeDays}T09:00:00`);
const opening: RegistrationOpening = {
  at: opensAt.toISOString(),
  date: inThreeDays,
  time: '09:00',
  mode: 'line',
};
const program = activityAnswer({ date: addDays(TODAY, 10), registration: opening });

const line = (overrides: Partial<NonNullable<RegistrationState['line']>> = {}) => ({
  opensAt: new Date(opensAt.getTime() - 15 * 60_000).toISOString(),
  drawn: false,
  admittedThrough: 0,
  admitPerMinute: 1,
  soldOut: false,
  running: true,
  ...overrides,
});

const entry = (overrides: Partial<LineEntry> = {}): LineEntry => ({
  id: ENTRY_ID,
  state: 'waiting',
  rank: null,
  place: null,
  expectedWaitSeconds: null,
  sessionIds: [1200],
  kidIds: ['ava'],
  autoBook: null,
  bookingId: null,
  heldUntil: null,
  secondsLeft: null,
  refusal: null,
  refusalMessage: null,
  ...overrides,
});

const state = (
  e: LineEntry | null,
  lineOverrides: Partial<NonNullable<RegistrationState['line']>> = {},
): RegistrationState => ({
  activityId: 12,
  opening,
  reminder: false,
  line: line(lineOverrides),
  entry: e,
});

/** The clock at `time` on the opening day, going on from there (timers stay real). */
function clockAt(time: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date(`${inThreeDays}T${time}`));
}

const lineBar = () => within(screen.getByRole('region', { name: 'Registration line' }));

describe('the registration line', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    window.sessionStorage.clear();
  });

  it('is joined with the chosen child in the 15 minutes before the opening', async () => {
    clockAt('08:50:00');
    let current = state(null);
    const calls = stubApi({
      ...signedIn,
      'GET /api/kids': { json: { items: [ava] } },
      'GET /api/activities/12': { json: program },
      'GET /api/registration/12': () => ({ json: current }),
      'POST /api/registration/12/line': () => {
        current = state(entry());
        return { json: current };
      },
    });
    const { user } = renderApp('/activities/12');
    const bar = await screen.findByRole('region', { name: 'Registration line' });
    expect(within(bar).getByText('The line is open')).toBeInTheDocument();
    const timer = await within(bar).findByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent(/^Opens in (10:00|9:[0-5]\d)$/));

    // Without a child chosen, the parent is asked to choose one first.
    await user.click(lineBar().getByRole('button', { name: 'Join the line' }));
    await findToast('No kids selected');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: /Ava/ }));
    await user.click(lineBar().getByRole('button', { name: 'Join the line' }));
    await findToast("You're in the line");
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ kidIds: ['ava'] });
    expect(
      await lineBar().findByText(
        "You're in the line. At 9:00 AM everyone here gets a random place.",
      ),
    ).toBeInTheDocument();
    expect(lineBar().getByRole('button', { name: 'Leave the line' })).toBeEnabled();
  });

  it('shows the place and the wait, moves with the line, and pays once let in', async () => {
    clockAt('09:00:05');
    let current = state(entry({ rank: 5 }), { drawn: true, admittedThrough: 2 });
    const calls = stubApi({
      ...signedIn,
      'GET /api/kids': { json: { items: [ava] } },
      'GET /api/activities/12': { json: program },
      'GET /api/registration/12': () => ({ json: current }),
    });
    const { queryClient, location } = renderApp('/activities/12');
    const bar = await screen.findByRole('region', { name: 'Registration line' });
    expect(await within(bar).findByText("You're #3 in line")).toBeInTheDocument();
    // One family a minute: two ahead.
    expect(lineBar().getByText('About 2 minutes to wait')).toBeInTheDocument();

    // The line moves (the stream's message): the place follows with no request.
    const { applyLineMoved } = await import('../../../api/bookings/registration-events');
    act(() =>
      applyLineMoved(
        queryClient,
        JSON.stringify({ activityId: 12, admittedThrough: 4, soldOut: false }),
      ),
    );
    expect(await lineBar().findByText("You're #1 in line")).toBeInTheDocument();
    expect(lineBar().getByText('Less than a minute to wait')).toBeInTheDocument();

    // Let in: ten minutes to pay.
    const heldUntil = new Date(Date.now() + 600_000).toISOString();
    current = state(entry({ rank: 5, state: 'admitted', heldUntil, bookingId: ENTRY_ID }), {
      drawn: true,
      admittedThrough: 5,
    });
    const readsOfActivity = () =>
      calls.filter((c) => c.method === 'GET' && c.path === '/api/activities/12').length;
    const readsBefore = readsOfActivity();
    await act(() => queryClient.invalidateQueries({ queryKey: registrationsQueryKey }));
    expect(await lineBar().findByText("It's your turn")).toBeInTheDocument();
    // The hold took places: the activity's places left are read again.
    await waitFor(() => expect(readsOfActivity()).toBeGreaterThan(readsBefore));
    expect(await lineBar().findByText('Your places are held for 10:00')).toBeInTheDocument();
    // It counts down.
    expect(await lineBar().findByText('Your places are held for 9:59')).toBeInTheDocument();

    lineBar().getByRole('button', { name: 'Pay now' }).click();
    await waitFor(() => expect(location().pathname).toBe('/booking'));
    expect(readBookingSelection()).toMatchObject({
      activityId: 12,
      kidIds: ['ava'],
      sessionIds: [1200],
      idempotencyKey: ENTRY_ID,
      claimsOffer: true,
    });
  });

  it('takes a lottery entry days ahead, and tells a winner the places are held', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T09:00:00`));
    const lottery: RegistrationOpening = { ...opening, mode: 'lottery' };
    const drawn = (e: LineEntry | null): RegistrationState => ({
      ...state(e, { opensAt: new Date(`${addDays(inThreeDays, -7)}T09:00:00`).toISOString() }),
      opening: lottery,
    });
    let current = drawn(null);
    const calls = stubApi({
      ...signedIn,
      'GET /api/kids': { json: { items: [ava] } },
      'GET /api/wallet': { json: walletAnswer({ balanceCents: 5000 }) },
      'GET /api/activities/12': { json: { ...program, registration: lottery } },
      'GET /api/registration/12': () => ({ json: current }),
      'POST /api/registration/12/line': (body) => {
        const { autoBook = null } = body as { autoBook?: LineEntry['autoBook'] };
        current = drawn(entry({ autoBook }));
        return { json: current };
      },
    });
    const { user, queryClient } = renderApp('/activities/12');
    const bar = () => within(screen.getByRole('region', { name: 'Registration lottery' }));
    expect(await screen.findByText('Lottery entries are open')).toBeInTheDocument();
    await waitFor(() =>
      expect(bar().getByRole('timer')).toHaveTextContent(/^Draw in (3 days|2 days, 23 hours)$/),
    );
    await user.click(await screen.findByRole('button', { name: /Ava/ }));
    await user.click(bar().getByRole('button', { name: 'Enter the lottery' }));
    await findToast("You're in the lottery");
    expect(await bar().findByText(enteredLottery(lottery))).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Leave the lottery' })).toBeEnabled();

    // 'Book it for me': the wallet holds the total, so it pays; the place is kept.
    await user.click(bar().getByRole('button', { name: 'Book it for me' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Book it for me' }));
    await user.click(dialog.getByRole('switch', { name: 'Book it for me' }));
    expect(dialog.getByRole('radio', { name: 'Wallet ($50.00)' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await findToast("We'll book it for you when it's your turn");
    const saved = calls.filter((c) => c.method === 'POST').at(-1);
    expect(saved?.body).toEqual({
      kidIds: ['ava'],
      sessionIds: [1200],
      autoBook: { method: 'wallet' },
    });
    expect(
      await bar().findByText("We'll book it for you with your wallet when it's your turn."),
    ).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Change' })).toBeEnabled();

    // Drawn first: the places are held for a day.
    const heldUntil = new Date(Date.now() + 86_400_000).toISOString();
    current = drawn(entry({ rank: 1, state: 'admitted', heldUntil, bookingId: ENTRY_ID }));
    await act(() => queryClient.invalidateQueries());
    expect(await bar().findByText('You won a place')).toBeInTheDocument();
    expect(
      await bar().findByText(/^Your places are held for 2[34]:\d{2}:\d{2}$/),
    ).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('says why a turn ended unbooked: the hold ran out, or the booking was refused', async () => {
    clockAt('09:20:00');
    const heldUntil = new Date(Date.now() + 5_000).toISOString();
    let current = state(entry({ rank: 1, state: 'admitted', heldUntil, bookingId: ENTRY_ID }), {
      drawn: true,
      admittedThrough: 1,
      running: false,
    });
    stubApi({
      ...signedIn,
      'GET /api/kids': { json: { items: [ava] } },
      'GET /api/activities/12': { json: program },
      'GET /api/registration/12': () => ({ json: current }),
    });
    const { queryClient } = renderApp('/activities/12');
    await screen.findByRole('region', { name: 'Registration line' });
    expect(await lineBar().findByText("It's your turn")).toBeInTheDocument();

    // The hold ends unpaid: the line's bar goes, and the booking bar says why.
    current = state(entry({ rank: 1, state: 'timed_out' }), {
      drawn: true,
      admittedThrough: 1,
      running: false,
    });
    await act(() => queryClient.invalidateQueries({ queryKey: registrationsQueryKey }));
    const summary = within(await screen.findByRole('region', { name: 'Booking summary' }));
    expect(summary.getByRole('status')).toHaveTextContent(TIMED_OUT_NOTE);
    expect(screen.queryByRole('region', { name: 'Registration line' })).not.toBeInTheDocument();

    // Refused when its turn came: the API's reason, naming the child.
    current = state(
      entry({
        rank: 1,
        state: 'refused',
        refusal: 'already_booked',
        refusalMessage: 'Ava is already booked for this activity.',
      }),
      { drawn: true, admittedThrough: 1, running: false },
    );
    await act(() => queryClient.invalidateQueries({ queryKey: registrationsQueryKey }));
    expect(
      await summary.findByText(
        "We couldn't hold your places: Ava is already booked for this activity.",
      ),
    ).toBeInTheDocument();
  });
});
