import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOLD_ENDED, HOLD_NOT_TAKEN } from '../../../../shared/booking-holds';
import { kidAnswer } from '../../../testing/kid-answer';
import { activityDetailAnswer } from '../../../testing/activity-answer';
import { apiError, renderApp, stubApi, type ApiCall } from '../../../testing/render-app';
import { cardAnswer, walletAnswer } from '../../../testing/wallet-answer';
import { KEY, signedIn } from '../booking.test-helpers';

/** The booking summary holds the places while the parent pays (decision 057). */

const mia = kidAnswer({ id: 'kid-1', name: 'Mia Rose' });
const visa = cardAnswer({ isDefault: true, expiryDate: '12/29' });
const base = {
  ...signedIn,
  'GET /api/activities/12': { json: activityDetailAnswer(12, { priceCents: 2500 }) },
  'GET /api/kids': { json: { items: [mia] } },
  'GET /api/wallet': { json: walletAnswer({ balanceCents: 0, paymentMethods: [visa] }) },
};
const HOLD_ID = 'a0c1d2e3-0000-4000-8000-000000000001';
const holdAnswer = (secondsLeft: number) => ({
  status: 201 as const,
  json: {
    id: HOLD_ID,
    heldUntil: new Date(Date.now() + secondsLeft * 1000).toISOString(),
    secondsLeft,
    totalCents: 2500,
  },
});

const select = () =>
  sessionStorage.setItem(KEY, JSON.stringify({ activityId: 12, kidIds: ['kid-1'] }));
const completePayment = () => screen.getByRole('button', { name: 'Complete Payment' });
const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);
const keyOf = (call: ApiCall | undefined) =>
  (call?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey;

beforeEach(() => sessionStorage.clear());

describe('booking summary: places held while paying', { timeout: 15_000 }, () => {
  it('holds the places under the payment key and shows the time left', async () => {
    select();
    const calls = stubApi({ ...base, 'POST /api/bookings/holds': holdAnswer(581) });
    renderApp('/booking');

    expect(await screen.findByText('Your places are held for 9:41')).toBeInTheDocument();
    // Screen readers hear the minutes, not every second.
    expect(
      screen.getByText('10 minutes left to pay before your places are released.'),
    ).toHaveAttribute('role', 'status');
    const [held] = callsTo(calls, 'POST', '/api/bookings/holds');
    expect(held?.body).toEqual({
      activityId: 12,
      kidIds: ['kid-1'],
      idempotencyKey: expect.any(String),
    });
  });

  it('pays for the held places with the same key, again after a declined card', async () => {
    select();
    const calls = stubApi({
      ...base,
      'POST /api/bookings/holds': holdAnswer(581),
      'POST /api/bookings': apiError(402, 'card_declined', 'Your card was declined.'),
    });
    const { user } = renderApp('/booking');
    await screen.findByText('Your places are held for 9:41');
    await screen.findByRole('radio', { name: /Visa ending in 4242/ });

    await user.click(completePayment());
    expect(await screen.findByText('Payment declined')).toBeInTheDocument();
    await waitFor(() => expect(completePayment()).toBeEnabled());
    await user.click(completePayment());
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/bookings')).toHaveLength(2));

    const [hold] = callsTo(calls, 'POST', '/api/bookings/holds');
    const [first, second] = callsTo(calls, 'POST', '/api/bookings');
    // The places are still held under the key: the retry pays for them, not for new ones.
    expect(keyOf(first)).toBe(keyOf(hold));
    expect(keyOf(second)).toBe(keyOf(hold));
  });

  it('says when the time ran out, and still lets the parent pay', async () => {
    select();
    stubApi({ ...base, 'POST /api/bookings/holds': holdAnswer(1) });
    renderApp('/booking');

    expect(await screen.findByText(HOLD_ENDED.title, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(HOLD_ENDED.description)).toBeInTheDocument();
    expect(completePayment()).toBeEnabled();
  });

  it('tells the parent when the places are gone, in the server’s words', async () => {
    select();
    stubApi({
      ...base,
      'POST /api/bookings/holds': apiError(409, 'activity_full', 'Sorry, this activity is full.'),
    });
    renderApp('/booking');
    expect(await screen.findByText('Sorry, this activity is full.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('lets the parent pay anyway when a hold could not be taken for another reason', async () => {
    select();
    stubApi({
      ...base,
      'POST /api/bookings/holds': apiError(503, 'unavailable', 'Try again later.'),
    });
    renderApp('/booking');
    expect(await screen.findByText(HOLD_NOT_TAKEN)).toBeInTheDocument();
    await screen.findByRole('radio', { name: /Visa ending in 4242/ });
    expect(completePayment()).toBeEnabled();
  });
});
