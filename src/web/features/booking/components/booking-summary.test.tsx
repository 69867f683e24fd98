import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readBookingSelection } from '../../../lib/booking-selection';
import { kidAnswer } from '../../../testing/kid-answer';
import { activityDetailAnswer } from '../../../testing/activity-answer';
import { apiError, renderApp, routeKey, stubApi, type ApiCall } from '../../../testing/render-app';
import { cardAnswer, walletAnswer } from '../../../testing/wallet-answer';
import { KEY, potteryBooking, signedIn } from '../booking.test-helpers';

const mia = kidAnswer({ id: 'kid-1', name: 'Mia Rose' });
const leo = kidAnswer({ id: 'kid-2', name: 'Leo Park', avatarColor: '#f59e0b' });
const activity = activityDetailAnswer(12, { title: 'Pottery Wheel Basics', priceCents: 2500 });

/** The default Visa ending in 4242. */
const visa = cardAnswer({ isDefault: true, expiryDate: '12/29' });
const wallet = (balanceCents: number, cards = [] as (typeof visa)[]) =>
  walletAnswer({ balanceCents, paymentMethods: cards });

const base = {
  ...signedIn,
  'GET /api/activities/12': { json: activity },
  'GET /api/kids': { json: { items: [mia, leo] } },
};

const select = (kidIds = ['kid-1', 'kid-2']) =>
  sessionStorage.setItem(KEY, JSON.stringify({ activityId: 12, kidIds }));
const title = () => screen.findByRole('heading', { level: 1, name: 'Booking Summary' });
const radio = (name: RegExp) => screen.findByRole('radio', { name });
const completePayment = () => screen.getByRole('button', { name: 'Complete Payment' });
const posts = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/bookings');
const keysSent = (calls: ApiCall[]) =>
  posts(calls).map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);

// Leaving a confirmation forgets the selection a tick later: let that happen before the next test.
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 10));
  sessionStorage.clear();
});

// Cold runs load the lazy screens slowly.
describe('booking summary', { timeout: 15_000 }, () => {
  it('shows the activity, the children, price × children and the policy', async () => {
    select();
    stubApi({ ...base, 'GET /api/wallet': { json: wallet(10_000) } });
    renderApp('/booking');
    await title();
    expect(await screen.findByText('Pottery Wheel Basics')).toBeInTheDocument();
    expect(screen.getByText('Little Explorers')).toBeInTheDocument();
    const participants = within(screen.getByRole('region', { name: 'Participants' }));
    expect(await participants.findByText('Mia Rose')).toBeInTheDocument();
    expect(participants.getByText('Leo Park')).toBeInTheDocument();
    const price = within(screen.getByRole('region', { name: 'Price Details' }));
    expect(price.getByText('$25.00')).toBeInTheDocument();
    expect(price.getByText('× 2')).toBeInTheDocument();
    expect(price.getByText('$50.00')).toBeInTheDocument();
    expect(
      screen.getByText(/Full refund for cancellation made 24 hours before start/),
    ).toBeVisible();
    expect(screen.getByText('Arrive 10 minutes early.')).toBeVisible();
    expect(screen.getByText('Children must be accompanied by an adult.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add New Payment Method' })).toHaveAttribute(
      'href',
      '/wallet',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('preselects the default card, else the wallet; the wallet shows its balance', async () => {
    select();
    stubApi({
      ...base,
      'GET /api/wallet': {
        json: wallet(4_000, [
          cardAnswer({ lastFour: '4444', cardType: 'MasterCard', expiryDate: '12/29' }),
          visa,
        ]),
      },
    });
    renderApp('/booking');
    expect(await radio(/Visa ending in 4242/)).toBeChecked();
    expect(screen.getByRole('radio', { name: /MasterCard ending in 4444/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Wallet/ })).not.toBeChecked();
    expect(screen.getByText('Balance: $40.00')).toBeInTheDocument();
    expect(screen.getAllByText('Expires 12/29')).toHaveLength(2);
  });

  it('preselects the wallet when there is no card', async () => {
    select();
    stubApi({ ...base, 'GET /api/wallet': { json: wallet(10_000) } });
    renderApp('/booking');
    expect(await radio(/Wallet/)).toBeChecked();
  });

  it('preselects the wallet over a card that is not the default when the balance covers it', async () => {
    select();
    const master = cardAnswer({ lastFour: '4444', cardType: 'MasterCard', isDefault: false });
    stubApi({ ...base, 'GET /api/wallet': { json: wallet(5_000, [master]) } });
    renderApp('/booking');
    expect(await radio(/Wallet/)).toBeChecked();
    expect(screen.getByRole('radio', { name: /MasterCard ending in 4444/ })).not.toBeChecked();
  });

  it('preselects a card when the wallet is short and no card is the default', async () => {
    select();
    const master = cardAnswer({ lastFour: '4444', cardType: 'MasterCard', isDefault: false });
    stubApi({ ...base, 'GET /api/wallet': { json: wallet(4_999, [master]) } });
    renderApp('/booking');
    expect(await radio(/MasterCard ending in 4444/)).toBeChecked();
    expect(screen.queryByText(/Add a way to pay/)).toBeNull();
  });

  it('with an empty wallet and no card says nothing covers the total, and how to add a way to pay', async () => {
    select();
    const calls = stubApi({ ...base, 'GET /api/wallet': { json: wallet(0) } });
    const { user, location } = renderApp('/booking');
    const group = await screen.findByRole('group', { name: 'Payment Method' });
    expect(await within(group).findByText('Add a way to pay $50.00')).toBeVisible();
    expect(group).toHaveAccessibleDescription(
      /Your wallet balance doesn't cover this booking, and you have no saved card to pay with/,
    );
    expect(within(group).getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      '/wallet',
    );
    expect(within(group).getByRole('link', { name: 'Add a gift card or top up' })).toHaveAttribute(
      'href',
      '/wallet',
    );
    // The only way offered stays chosen: pressing on answers with the spec's toast.
    expect(screen.getByRole('radio', { name: /Wallet/ })).toBeChecked();
    await user.click(completePayment());
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(screen.getByText('Your wallet balance is too low for this booking')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    expect(location().pathname).toBe('/booking');
  });

  it('says nothing about adding a way to pay while one covers the total', async () => {
    select();
    stubApi({ ...base, 'GET /api/wallet': { json: wallet(0, [visa]) } });
    renderApp('/booking');
    expect(await radio(/Visa ending in 4242/)).toBeChecked();
    // The wallet alone is short: it says so, but the page has a way to pay.
    expect(screen.getByText('Not enough for this booking')).toBeInTheDocument();
    expect(screen.queryByText(/Add a way to pay/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add a card' })).toBeNull();
  });

  it('keeps the picked way to pay through a reload', async () => {
    select();
    stubApi({ ...base, 'GET /api/wallet': { json: wallet(10_000, [visa]) } });
    const first = renderApp('/booking');
    await first.user.click(await radio(/Wallet/));
    expect(screen.getByRole('radio', { name: /Wallet/ })).toBeChecked();
    cleanup();

    renderApp('/booking');
    expect(await radio(/Wallet/)).toBeChecked();
    expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).not.toBeChecked();
    expect(await screen.findByText('Mia Rose')).toBeInTheDocument();
    expect(readBookingSelection()).toEqual({
      activityId: 12,
      kidIds: ['kid-1', 'kid-2'],
      paymentChoice: 'wallet',
      // The payment's key, made as the page opened: the places are held under it.
      idempotencyKey: expect.any(String),
    });
  });

  it('refuses a wallet payment the balance cannot cover, without asking the server', async () => {
    select();
    const calls = stubApi({
      ...base,
      'GET /api/wallet': { json: wallet(4_000, [visa]) },
    });
    const { user, location } = renderApp('/booking');
    await user.click(await radio(/Wallet/));
    expect(screen.getByText('Not enough for this booking')).toBeInTheDocument();
    await user.click(completePayment());
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(screen.getByText('Your wallet balance is too low for this booking')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    expect(location().pathname).toBe('/booking');
  });

  it('asks for a payment method when none can be chosen', async () => {
    select();
    const calls = stubApi({
      ...base,
      'GET /api/wallet': apiError(503, 'unavailable', 'The wallet is unavailable right now.'),
    });
    const { user } = renderApp('/booking');
    expect(await screen.findByText("We couldn't load your payment methods.")).toBeVisible();
    await user.click(completePayment());
    expect(await screen.findByText('Payment method required')).toBeInTheDocument();
    expect(screen.getByText('Please select a payment method to continue')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('pays once with the chosen card, then shows the confirmation', async () => {
    select();
    const booking = potteryBooking();
    const calls = stubApi({
      ...base,
      'GET /api/wallet': { json: wallet(0, [visa]) },
      'POST /api/bookings': { status: 201, json: booking },
      [routeKey('GET /api/bookings/:id', booking.id)]: { json: booking },
    });
    const { user, location } = renderApp('/booking');
    expect(await radio(/Visa ending in 4242/)).toBeChecked();
    await user.dblClick(completePayment());
    await waitFor(() => expect(location().pathname).toBe('/booking/confirmation'));
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(screen.getByText('Your booking has been confirmed')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({
      activityId: 12,
      kidIds: ['kid-1', 'kid-2'],
      payment: { method: 'card', paymentMethodId: visa.id },
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/) as unknown,
    });
    expect(readBookingSelection()?.bookingId).toBe(booking.id);
  });

  it('offers to use the wallet first and pay the rest by card, and sends that split', async () => {
    select();
    const booking = potteryBooking();
    const calls = stubApi({
      ...base,
      'GET /api/wallet': { json: wallet(4_000, [visa]) },
      'POST /api/bookings': { status: 201, json: booking },
      [routeKey('GET /api/bookings/:id', booking.id)]: { json: booking },
    });
    const { user, location } = renderApp('/booking');
    expect(await radio(/Visa ending in 4242/)).toBeChecked();
    const split = screen.getByRole('checkbox', {
      name: 'Use $40.00 from your wallet, pay $10.00 by card',
    });
    expect(split).not.toBeChecked();
    await user.click(split);
    expect(split).toBeChecked();
    expect(readBookingSelection()?.splitWithWallet).toBe(true);
    const price = within(screen.getByRole('region', { name: 'Price Details' }));
    expect(price.getByText('From your wallet').nextElementSibling).toHaveTextContent('$40.00');
    expect(price.getByText('By card').nextElementSibling).toHaveTextContent('$10.00');
    // Not offered with the wallet chosen: the wallet alone is short.
    await user.click(screen.getByRole('radio', { name: /Wallet/ }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(completePayment());
    await waitFor(() => expect(location().pathname).toBe('/booking/confirmation'));
    expect(posts(calls)[0]?.body).toMatchObject({
      payment: { method: 'card', paymentMethodId: visa.id, walletCents: 4_000 },
    });
  });

  it('offers no split when the wallet covers the total or holds nothing', async () => {
    select();
    stubApi({ ...base, 'GET /api/wallet': { json: wallet(5_000, [visa]) } });
    renderApp('/booking');
    expect(await radio(/Visa ending in 4242/)).toBeChecked();
    expect(screen.getByText('Balance: $50.00')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    cleanup();
    stubApi({ ...base, 'GET /api/wallet': { json: wallet(0, [visa]) } });
    renderApp('/booking');
    expect(await screen.findByText('Balance: $0.00')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("shows the server's refusal, keeps the selection and retries with a new key", async () => {
    select();
    const calls = stubApi({
      ...base,
      'GET /api/wallet': { json: wallet(0, [visa]) },
      'POST /api/bookings': apiError(402, 'card_declined', 'Your card was declined.'),
    });
    const { user, location } = renderApp('/booking');
    await radio(/Visa ending in 4242/);
    await user.click(completePayment());
    expect(await screen.findByText('Payment declined')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(location().pathname).toBe('/booking');
    expect(readBookingSelection()).toMatchObject({ activityId: 12, kidIds: ['kid-1', 'kid-2'] });

    await waitFor(() => expect(completePayment()).toBeEnabled());
    await user.click(completePayment());
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    const keys = keysSent(calls);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows no total and takes no payment until the children have loaded', async () => {
    select();
    stubApi({ ...base, 'GET /api/wallet': { json: wallet(10_000) } });
    const answer = globalThis.fetch;
    // The children never arrive.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === '/api/kids'
        ? new Promise<Response>(() => {})
        : answer(input, init),
    );
    renderApp('/booking');
    await radio(/Wallet/);
    expect(completePayment()).toBeDisabled();
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(screen.queryByText(/No kids selected/)).toBeNull();
  });

  it('points to My Bookings when the key was already used for another request', async () => {
    select();
    stubApi({
      ...base,
      'GET /api/wallet': { json: wallet(10_000) },
      'POST /api/bookings': apiError(
        422,
        'idempotency_key_reused',
        'This key was already used for a different request.',
      ),
    });
    const { user, location } = renderApp('/booking');
    await radio(/Wallet/);
    await user.click(completePayment());
    expect(await screen.findByText('Already booked')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This booking may already have gone through. Check My Bookings before trying again.',
      ),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/booking');
  });

  it('keeps the key after a lost connection, so the retry cannot book twice', async () => {
    select();
    const booking = potteryBooking();
    let attempt = 0;
    const calls = stubApi({
      ...base,
      'GET /api/wallet': { json: wallet(10_000) },
      'POST /api/bookings': () =>
        ++attempt === 1
          ? apiError(503, 'unavailable', 'Something went wrong on our side. Please try again.')
          : { status: 200, json: booking },
      [routeKey('GET /api/bookings/:id', booking.id)]: { json: booking },
    });
    const { user, location } = renderApp('/booking');
    await radio(/Wallet/);
    await user.click(completePayment());
    expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
    await waitFor(() => expect(completePayment()).toBeEnabled());
    await user.click(completePayment());
    await waitFor(() => expect(location().pathname).toBe('/booking/confirmation'));
    const keys = keysSent(calls);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('goes to Discover when no activity is selected', async () => {
    stubApi({ ...signedIn });
    const { location } = renderApp('/booking');
    await waitFor(() => expect(location().pathname).toBe('/activities'));
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    select();
    stubApi({ 'GET /api/me': { json: { user: null, profile: null, onboardingComplete: false } } });
    const { location } = renderApp('/booking');
    await waitFor(() => expect(location().pathname).toBe('/auth'));
    expect(location().search).toContain(encodeURIComponent('/booking'));
  });
});
