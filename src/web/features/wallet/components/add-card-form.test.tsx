import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  renderApp,
  signedInMe,
  stubApi,
  type ApiCall,
  type ApiHandlers,
} from '../../../testing/render-app';
import { cardAnswer, walletAnswer } from '../../../testing/wallet-answer';
import { findToast } from '../../../testing/find-toast';

const me = { 'GET /api/me': { json: signedInMe() } };
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

/** The wallet on its Payment Methods tab with the add-card form open. */
async function openForm<K extends string = never>(handlers?: ApiHandlers<K>) {
  const calls = stubApi({ ...me, 'GET /api/wallet': { json: walletAnswer() }, ...handlers });
  const app = renderApp('/wallet');
  await app.user.click(await screen.findByRole('tab', { name: 'Payment Methods' }));
  await app.user.click(screen.getByRole('button', { name: 'Add Card' }));
  await waitFor(() => expect(field('Card number')).toHaveFocus());
  return { ...app, calls };
}

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');

describe('add-card form', { timeout: 20_000 }, () => {
  it('masks as the parent types: groups of four, MM/YY, hidden CVV', async () => {
    const { user } = await openForm();
    await user.type(field('Card number'), '4242x4242 4242-42424242999');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(field('Card number')).toHaveAttribute('maxlength', '19');
    expect(field('Card number')).toHaveAccessibleDescription('Card type: Visa');

    await user.type(field('Expiry date'), '1a2345');
    expect(field('Expiry date')).toHaveValue('12/34');
    await user.type(field('CVV'), '1234');
    expect(field('CVV')).toHaveAttribute('type', 'password');
    expect(field('CVV')).toHaveValue('123');
  });

  it("shows the spec's messages next to the fields and sends nothing", async () => {
    const { user, calls } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    expect(field('Card number')).toHaveAccessibleDescription('Card number must be 16 digits');
    expect(field('Cardholder name')).toHaveAccessibleDescription('Cardholder name is required');
    expect(field('Expiry date')).toHaveAccessibleDescription('Expiry date must be in MM/YY format');
    expect(field('CVV')).toHaveAccessibleDescription('CVV must be 3 digits');
    await waitFor(() => expect(field('Card number')).toHaveFocus());

    // A number that fails the checksum, an expired card, a CVV with letters.
    await user.type(field('Card number'), '4242424242424241');
    await user.type(field('Cardholder name'), 'A');
    await user.type(field('Expiry date'), '0120');
    await user.type(field('CVV'), '1a3');
    expect(field('Card number')).toHaveAccessibleDescription(
      'This card number is not valid. Please check it and try again.',
    );
    expect(field('Cardholder name')).toHaveAccessibleDescription('Cardholder name is required');
    expect(field('Expiry date')).toHaveAccessibleDescription('This card has expired');
    expect(field('CVV')).toHaveAccessibleDescription('CVV can only contain digits');
    expect(posts(calls)).toEqual([]);
  });

  it('saves the card, says so, and closes the form', async () => {
    const { user, calls } = await openForm({
      'POST /api/wallet/payment-methods': {
        status: 201,
        json: cardAnswer({ isDefault: true, lastFour: '4242' }),
      },
    });
    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Cardholder name'), 'Sam Parent');
    await user.type(field('Expiry date'), '1234');
    await user.type(field('CVV'), '123');
    await user.click(screen.getByRole('checkbox', { name: 'Set as default' }));
    await user.click(screen.getByRole('button', { name: 'Add Card' }));

    const toast = await findToast('Payment method added');
    expect(toast.parentElement).toHaveTextContent(
      'Card ending in 4242 has been added successfully.',
    );
    expect(posts(calls)[0]?.body).toEqual({
      cardNumber: '4242 4242 4242 4242',
      cardholderName: 'Sam Parent',
      expiryDate: '12/34',
      cvv: '123',
      setAsDefault: true,
    });
    await waitFor(() => expect(screen.queryByLabelText('Card number')).toBeNull());
  });

  it("shows the server's field errors and forgets the number and CVV", async () => {
    const message = 'This card number is not valid. Please check it and try again.';
    const { user } = await openForm({
      'POST /api/wallet/payment-methods': apiError(400, 'validation_failed', message, [
        { path: ['cardNumber'], message },
      ]),
    });
    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Cardholder name'), 'Sam Parent');
    await user.type(field('Expiry date'), '1234');
    await user.type(field('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));

    await waitFor(() => expect(field('Card number')).toHaveAccessibleDescription(message));
    expect(field('Card number')).toHaveValue('');
    expect(field('CVV')).toHaveValue('');
    expect(field('Cardholder name')).toHaveValue('Sam Parent');
    expect(field('Expiry date')).toHaveValue('12/34');
    // The empty CVV is not scolded before the next submit.
    expect(field('CVV')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refusal that is not about one field in the form', async () => {
    const { user } = await openForm({
      'POST /api/wallet/payment-methods': apiError(
        402,
        'card_declined',
        'Your card was declined. Please use a different card.',
      ),
    });
    await user.type(field('Card number'), '4000000000000002');
    await user.type(field('Cardholder name'), 'Sam Parent');
    await user.type(field('Expiry date'), '1234');
    await user.type(field('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    const form = screen.getByRole('form', { name: 'Add Card' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your card was declined. Please use a different card.',
    );
    expect(field('Card number')).toHaveValue('');
  });

  it('Cancel closes the form', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Card' })).toHaveFocus());
  });
});
