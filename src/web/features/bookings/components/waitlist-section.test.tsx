import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../../../shared/schemas/waitlist';
import { readBookingSelection } from '../../../lib/booking-selection';
import { renderApp, signedInMe, stubApi } from '../../../testing/render-app';

const entry = (n: number, overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: `5a1e0000-0000-4000-8000-00000000000${n}`,
  activity: { id: n, title: `Camp ${n}`, imageUrl: '/x.svg' },
  sessions: [{ id: n * 100, date: '2026-12-05', startTime: '10:00' }],
  kids: [{ id: `kid-${n}`, name: `Kid ${n}` }],
  position: n,
  autoBook: null,
  offer: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  ...overrides,
});

const base = {
  'GET /api/me': { json: signedInMe() },
  'GET /api/bookings': { json: { items: [], nextCursor: null } },
};

describe("My Bookings' Waitlist", { timeout: 15_000 }, () => {
  it('lists each place in line and each offer, and claims an offer', async () => {
    const offer = {
      bookingId: 'b0000000-0000-4000-8000-000000000009',
      heldUntil: '2026-11-29T12:00:00.000Z',
      secondsLeft: 2 * 3600,
      totalCents: 2500,
    };
    stubApi({
      ...base,
      'GET /api/waitlist': {
        json: {
          items: [
            entry(3, { autoBook: { method: 'wallet' } }),
            entry(1, { position: null, offer }),
          ],
        },
      },
    });
    const { user, location } = renderApp('/bookings');
    const section = within(await screen.findByRole('region', { name: 'Waitlist' }));
    const waiting = within(section.getByRole('article', { name: 'Camp 3' }));
    expect(waiting.getByText("You're #3 on the waitlist")).toBeInTheDocument();
    expect(waiting.getByText('For Kid 3 · Book it for me')).toBeInTheDocument();
    expect(waiting.queryByRole('button', { name: 'Claim your place' })).not.toBeInTheDocument();

    const offered = within(section.getByRole('article', { name: 'Camp 1' }));
    expect(offered.getByText('A place is yours. Claim it within 2 h.')).toBeInTheDocument();
    await user.click(offered.getByRole('button', { name: 'Claim your place' }));
    await waitFor(() => expect(location().pathname).toBe('/booking'));
    expect(readBookingSelection()).toMatchObject({
      activityId: 1,
      idempotencyKey: entry(1).id,
      claimsOffer: true,
    });
  });

  it('shows no Waitlist section while the parent waits for nothing', async () => {
    stubApi({ ...base, 'GET /api/waitlist': { json: { items: [] } } });
    renderApp('/bookings');
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waitlist' })).not.toBeInTheDocument();
  });
});
