import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderApp, signedInMe, stubApi } from '../../../testing/render-app';
import {
  cardAnswer,
  giftCardAnswer,
  transactionAnswer,
  walletAnswer,
} from '../../../testing/wallet-answer';
import { findToast } from '../../../testing/find-toast';

const me = { 'GET /api/me': { json: signedInMe() } };

describe('Add Gift Card dialog', { timeout: 20_000 }, () => {
  it('tidies the code as typed, checks its length, and redeems it', async () => {
    let balanceCents = 0;
    const calls = stubApi({
      ...me,
      'GET /api/wallet': () => ({ json: walletAnswer({ balanceCents }) }),
      'POST /api/wallet/gift-cards': () => {
        balanceCents = 2500;
        return {
          status: 201,
          json: {
            amountCents: 2500,
            balanceCents,
            paymentMethod: giftCardAnswer(),
            transaction: transactionAnswer({ type: 'giftcard', amountCents: 2500 }),
          },
        };
      },
    });
    const { user } = renderApp('/wallet');
    await user.click(await screen.findByRole('button', { name: 'Add Gift Card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Gift Card' });
    const code = within(dialog).getByLabelText('Gift card code');
    await waitFor(() => expect(code).toHaveFocus());

    await user.type(code, 'ab c');
    expect(code).toHaveValue('ABC');
    await user.click(within(dialog).getByRole('button', { name: 'Add Gift Card' }));
    expect(code).toHaveAccessibleDescription('Gift card code must be at least 8 characters');
    await user.type(code, 'defghijklmnopq');
    expect(code).toHaveAccessibleDescription('Gift card code cannot exceed 16 characters');

    await user.clear(code);
    await user.type(code, 'kids 2026 gift');
    expect(code).toHaveValue('KIDS2026GIFT');
    await user.click(within(dialog).getByRole('button', { name: 'Add Gift Card' }));

    const toast = await findToast('Gift card added');
    expect(toast.parentElement).toHaveTextContent(
      'Successfully added a $25 gift card to your account.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('$25.00')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ giftCardCode: 'KIDS2026GIFT' });
  });

  it('puts the focus back on the button that opened it', async () => {
    stubApi({ ...me, 'GET /api/wallet': { json: walletAnswer() } });
    const { user } = renderApp('/wallet');
    const opener = await screen.findByRole('button', { name: 'Add Gift Card' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByLabelText('Gift card code')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("shows the server's refusal in the dialog", async () => {
    stubApi({
      ...me,
      'GET /api/wallet': { json: walletAnswer() },
      'POST /api/wallet/gift-cards': apiError(
        409,
        'gift_card_redeemed',
        'This gift card has already been redeemed.',
      ),
    });
    const { user } = renderApp('/wallet');
    await user.click(await screen.findByRole('button', { name: 'Add Gift Card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Gift Card' });
    await user.type(within(dialog).getByLabelText('Gift card code'), 'KIDS2026GIFT');
    await user.click(within(dialog).getByRole('button', { name: 'Add Gift Card' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Gift card code')).toHaveAccessibleDescription(
        'This gift card has already been redeemed.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Top Up Balance dialog', { timeout: 20_000 }, () => {
  const visa = cardAnswer({ lastFour: '4242', isDefault: false });
  const declined = cardAnswer({ lastFour: '0002', isDefault: true });

  it('preselects the default card, shows a decline, retries with the same key', async () => {
    const calls = stubApi({
      ...me,
      'GET /api/wallet': { json: walletAnswer({ paymentMethods: [declined, visa] }) },
      'POST /api/wallet/top-ups': (body) =>
        (body as { paymentMethodId: string }).paymentMethodId === declined.id
          ? apiError(402, 'card_declined', 'Your card was declined.')
          : {
              status: 201,
              json: {
                balanceCents: 10_000,
                transaction: transactionAnswer({ amountCents: 10_000 }),
              },
            },
    });
    const { user } = renderApp('/wallet');
    await user.click(await screen.findByRole('button', { name: 'Top Up Balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Top Up Balance' });
    expect(within(dialog).getByRole('radio', { name: /Visa ending in 0002/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '$50' })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: '$100' }));
    await user.click(within(dialog).getByRole('button', { name: 'Top Up $100.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');

    await user.click(within(dialog).getByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Top Up $100.00' }));
    expect(await screen.findByText('Balance topped up')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [first, second] = calls
      .filter((c) => c.method === 'POST')
      .map((c) => c.body as { idempotencyKey: string; amountCents: number });
    expect(first?.amountCents).toBe(10_000);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);

    // A new opening is a new top-up: a new key.
    await user.click(screen.getByRole('button', { name: 'Top Up Balance' }));
    await user.click(screen.getByRole('button', { name: 'Top Up $50.00' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(3));
    const third = calls.filter((c) => c.method === 'POST')[2]?.body as { idempotencyKey: string };
    expect(third.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('checks a custom amount against the limits', async () => {
    const calls = stubApi({
      ...me,
      'GET /api/wallet': { json: walletAnswer({ paymentMethods: [visa] }) },
    });
    const { user } = renderApp('/wallet');
    await user.click(await screen.findByRole('button', { name: 'Top Up Balance' }));
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const amount = screen.getByLabelText('Custom amount (USD)');
    await user.type(amount, '2');
    await user.click(screen.getByRole('button', { name: 'Top Up $2.00' }));
    expect(amount).toHaveAccessibleDescription('The smallest top-up is $5.00');
    await waitFor(() => expect(amount).toHaveFocus());
    await user.clear(amount);
    await user.type(amount, '501');
    expect(amount).toHaveAccessibleDescription('The largest top-up is $500.00');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('with no card, explains and leads to the add-card form', async () => {
    stubApi({ ...me, 'GET /api/wallet': { json: walletAnswer() } });
    const { user } = renderApp('/wallet');
    await user.click(await screen.findByRole('button', { name: 'Top Up Balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Top Up Balance' });
    expect(dialog).toHaveTextContent('you have not added one yet');
    await user.click(within(dialog).getByRole('button', { name: 'Add Card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Payment Methods' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Card number', { selector: 'input' })).toHaveFocus(),
    );
  });
});
