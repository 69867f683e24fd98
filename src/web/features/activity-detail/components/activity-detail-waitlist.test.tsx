import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistEntry } from '../../../../shared/schemas/waitlist';
import { readBookingSelection } from '../../../lib/booking-selection';
import { findToast } from '../../../testing/find-toast';
import { kidAnswer } from '../../../testing/kid-answer';
import { renderApp, routeKey, stubApi } from '../../../testing/render-app';
import { cardAnswer, walletAnswer } from '../../../testing/wallet-answer';
import { activityAnswer, freezeToday, signedIn } from '../activity-detail.test-helpers';

const ENTRY_ID = '5a1e0000-0000-4000-8000-000000000001';
const ava = kidAnswer({ id: 'ava', name: 'Ava', birthDate: '2021-01-10' });
const full = {
  ...signedIn,
  'GET /api/kids': { json: { items: [ava] } },
  'GET /api/activities/12': { json: activityAnswer({ spotsLeft: 0 }) },
};

const entry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: ENTRY_ID,
  activity: { id: 12, title: 'Pottery Wheel Basics', imageUrl: '/x.svg' },
  sessions: [{ id: 1200, date: '2026-06-22', startTime: '10:00' }],
  kids: [{ id: 'ava', name: 'Ava' }],
  position: 2,
  autoBook: null,
  offer: null,
  createdAt: '2026-06-15T10:00:00.000Z',
  ...overrides,
});

const waitlistBar = () => within(screen.getByRole('region', { name: 'Waitlist' }));

describe('the waitlist on the activity page', { timeout: 15_000 }, () => {
  beforeEach(() => freezeToday());
  afterEach(() => {
    vi.useRealTimers();
    window.sessionStorage.clear();
  });

  it('joins the waitlist for the chosen child, booked for them from a saved card', async () => {
    let items: WaitlistEntry[] = [];
    const card = cardAnswer({ lastFour: '1881' });
    const calls = stubApi({
      ...full,
      'GET /api/waitlist': () => ({ json: { items } }),
      'GET /api/wallet': { json: walletAnswer({ balanceCents: 1000, paymentMethods: [card] }) },
      'POST /api/waitlist': () => {
        const joined = entry({ autoBook: { method: 'card', paymentMethodId: card.id } });
        items = [joined];
        return { status: 201, json: joined };
      },
    });
    const { user } = renderApp('/activities/12');
    await user.click(await screen.findByRole('button', { name: /Ava/ }));
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Join Waitlist' }));
    expect(dialog.getByText('Ava')).toBeInTheDocument();
    // $10 in the wallet does not cover $25: the saved card pays.
    await user.click(dialog.getByRole('switch', { name: 'Book it for me' }));
    expect(dialog.queryByRole('radio', { name: /Wallet/ })).not.toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Visa ending in 1881' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Join Waitlist' }));

    await findToast("You're on the waitlist");
    const join = calls.find((c) => c.method === 'POST' && c.path === '/api/waitlist');
    expect(join?.body).toEqual({
      activityId: 12,
      kidIds: ['ava'],
      autoBook: { method: 'card', paymentMethodId: card.id },
    });
    expect(await waitlistBarText()).toContain("You're #2 on the waitlist");
    expect(waitlistBar().getByText('For Ava · Book it for me')).toBeInTheDocument();
  });

  it('shows why joining was refused, in the dialog', async () => {
    stubApi({
      ...full,
      'GET /api/waitlist': { json: { items: [] } },
      'GET /api/wallet': { json: walletAnswer() },
      'POST /api/waitlist': {
        status: 409,
        json: {
          error: {
            code: 'places_available',
            message: 'There are places left: book them instead.',
          },
        },
      },
    });
    const { user } = renderApp('/activities/12');
    await user.click(await screen.findByRole('button', { name: /Ava/ }));
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Join Waitlist' }));
    // Neither a card nor enough in the wallet: 'Book it for me' cannot be chosen.
    expect(dialog.getByRole('switch', { name: 'Book it for me' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Join Waitlist' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'There are places left: book them instead.',
    );
  });

  it('tells a screen reader politely when the place in line moves', async () => {
    let position = 3;
    stubApi({ ...full, 'GET /api/waitlist': () => ({ json: { items: [entry({ position })] } }) });
    const { queryClient } = renderApp('/activities/12');
    expect(await waitlistBarText()).toContain("You're #3 on the waitlist");
    const live = screen.getByText("You're #3 on the waitlist").closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    position = 1;
    await queryClient.invalidateQueries();
    await waitFor(() => expect(live).toHaveTextContent("You're #1 on the waitlist"));
  });

  it('claims an offer: the payment step pays for the held places under the entry', async () => {
    const offer = {
      bookingId: 'b0000000-0000-4000-8000-000000000009',
      heldUntil: '2026-06-16T00:00:00.000Z',
      secondsLeft: 11 * 3600 + 20 * 60,
      totalCents: 2500,
    };
    stubApi({
      ...full,
      'GET /api/waitlist': { json: { items: [entry({ position: null, offer })] } },
    });
    const { user, location } = renderApp('/activities/12');
    expect(await waitlistBarText()).toContain('A place is yours');
    expect(waitlistBar().getByText('Claim it within 11 h 20 min')).toBeInTheDocument();
    await user.click(waitlistBar().getByRole('button', { name: 'Claim your place' }));
    await waitFor(() => expect(location().pathname).toBe('/booking'));
    expect(readBookingSelection()).toMatchObject({
      activityId: 12,
      kidIds: ['ava'],
      sessionIds: [1200],
      idempotencyKey: ENTRY_ID,
      claimsOffer: true,
    });
  });

  it('leaves the waitlist', async () => {
    let items = [entry()];
    const calls = stubApi({
      ...full,
      'GET /api/waitlist': () => ({ json: { items } }),
      [routeKey('DELETE /api/waitlist/:id', ENTRY_ID)]: () => {
        items = [];
        return { status: 204 as const, json: null };
      },
    });
    const { user } = renderApp('/activities/12');
    await waitlistBarText();
    await user.click(waitlistBar().getByRole('button', { name: 'Leave Waitlist' }));
    await findToast('You left the waitlist');
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/waitlist/${ENTRY_ID}`)).toBe(
      true,
    );
    expect(await screen.findByRole('button', { name: 'Join Waitlist' })).toBeInTheDocument();
  });
});

async function waitlistBarText() {
  const region = await screen.findByRole('region', { name: 'Waitlist' });
  return region.textContent ?? '';
}
