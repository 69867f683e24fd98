import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readBookingSelection, setSelectedBooking } from '../../../lib/booking-selection';
import { activityDetailAnswer } from '../../../testing/activity-answer';
import { kidAnswer } from '../../../testing/kid-answer';
import { renderApp, signedInMe, stubApi } from '../../../testing/render-app';
import { cardAnswer, walletAnswer } from '../../../testing/wallet-answer';

const KEY = 'kidventure.booking-selection';
const me = { 'GET /api/me': { json: signedInMe() } };
const mia = kidAnswer({ id: 'kid-1', name: 'Mia Rose' });
const activity = activityDetailAnswer(12, { title: 'Pottery Wheel Basics', priceCents: 2500 });
const base = {
  ...me,
  'GET /api/activities/12': { json: activity },
  'GET /api/kids': { json: { items: [mia] } },
};
const visa = cardAnswer({ isDefault: true, lastFour: '4242' });
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
// A lazy screen's first load is slow on a busy machine: wait for it longer than the default.
const LAZY = { timeout: 10_000 };
const backLink = () => screen.queryByRole('link', { name: 'Back to your booking' });

/** The wallet answers empty until a card is added, then with that card. */
function emptyWalletThenCard() {
  let added = false;
  return stubApi({
    ...base,
    'GET /api/wallet': () => ({ json: walletAnswer({ paymentMethods: added ? [visa] : [] }) }),
    'POST /api/wallet/payment-methods': () => {
      added = true;
      return { status: 201, json: visa };
    },
  });
}

beforeEach(() => sessionStorage.clear());

// Cold runs load three lazy screens (calendar, summary, wallet) in the first case.
describe('wallet reached from a booking', { timeout: 60_000 }, () => {
  it('opens the add-card form, then goes back to the booking with the new card chosen', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ activityId: 12, kidIds: ['kid-1'] }));
    emptyWalletThenCard();
    // The summary is a step after another page (the activity's, when the parent pressed Book Now).
    const { user, location, router } = renderApp('/calendar');
    await router.navigate('/booking');
    await user.click(await screen.findByRole('link', { name: 'Add a card' }, LAZY));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Wallet' }, LAZY)).toBeVisible();
    expect(location().pathname).toBe('/wallet');
    await waitFor(() => expect(field('Card number')).toHaveFocus());
    expect(backLink()).toBeVisible();
    expect(await screen.findByText('Pottery Wheel Basics')).toBeVisible();

    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Cardholder name'), 'Sam Parent');
    await user.type(field('Expiry date'), '1234');
    await user.type(field('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    expect(await screen.findByText('Payment method added')).toBeInTheDocument();

    await user.click(backLink() as HTMLElement);
    await waitFor(() => expect(location().pathname).toBe('/booking'));
    expect(await screen.findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    expect(screen.queryByText(/Add a way to pay/)).toBeNull();
    const participants = within(screen.getByRole('region', { name: 'Participants' }));
    expect(await participants.findByText('Mia Rose')).toBeInTheDocument();
    expect(readBookingSelection()).toEqual({
      activityId: 12,
      kidIds: ['kid-1'],
      paymentChoice: visa.id,
      // The payment's key, made as the summary first opened: its held places are found again.
      idempotencyKey: expect.any(String),
    });
    // Back went back: the step before the summary is still the page before it.
    await router.navigate(-1);
    await waitFor(() => expect(location().pathname).toBe('/calendar'));
  });

  it('chooses the card just added over the default card the summary had chosen', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ activityId: 12, kidIds: ['kid-1'] }));
    const master = cardAnswer({ lastFour: '4444', cardType: 'MasterCard', isDefault: false });
    let added = false;
    stubApi({
      ...base,
      'GET /api/wallet': () => ({
        json: walletAnswer({ paymentMethods: added ? [visa, master] : [visa] }),
      }),
      'POST /api/wallet/payment-methods': () => {
        added = true;
        return { status: 201, json: master };
      },
    });
    const { user, location } = renderApp('/booking');
    expect(await screen.findByRole('radio', { name: /Visa ending in 4242/ }, LAZY)).toBeChecked();
    await user.click(screen.getByRole('link', { name: 'Add New Payment Method' }));
    await user.click(await screen.findByRole('tab', { name: 'Payment Methods' }, LAZY));
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    await user.type(field('Card number'), '5555555555554444');
    await user.type(field('Cardholder name'), 'Sam Parent');
    await user.type(field('Expiry date'), '1234');
    await user.type(field('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    expect(await screen.findByText('Payment method added')).toBeInTheDocument();

    await user.click(backLink() as HTMLElement);
    await waitFor(() => expect(location().pathname).toBe('/booking'));
    expect(await screen.findByRole('radio', { name: /MasterCard ending in 4444/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).not.toBeChecked();
  });

  it("'Add a gift card or top up' opens the wallet's overview, with its way back", async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ activityId: 12, kidIds: ['kid-1'] }));
    emptyWalletThenCard();
    const { user } = renderApp('/booking');
    await user.click(await screen.findByRole('link', { name: 'Add a gift card or top up' }, LAZY));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Add Gift Card' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Top Up Balance' })).toBeVisible();
    expect(backLink()).toHaveAttribute('href', '/booking');
  });

  it('offers no way back on a wallet opened on its own', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ activityId: 12, kidIds: ['kid-1'] }));
    emptyWalletThenCard();
    renderApp('/wallet');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeVisible();
    expect(backLink()).toBeNull();
  });

  it('offers no way back once the booking is made', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ activityId: 12, kidIds: ['kid-1'] }));
    emptyWalletThenCard();
    const { user } = renderApp('/booking');
    await user.click(await screen.findByRole('link', { name: 'Add New Payment Method' }, LAZY));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeVisible();
    expect(backLink()).toBeVisible();
    act(() => setSelectedBooking('b7c1d2e3-0000-4000-8000-000000000001'));
    expect(backLink()).toBeNull();
  });
});
