import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderApp, routeKey, signedInMe, stubApi } from '../../../testing/render-app';
import {
  cardAnswer,
  giftCardAnswer,
  transactionAnswer,
  walletAnswer,
} from '../../../testing/wallet-answer';

const me = { 'GET /api/me': { json: signedInMe() } };
const visa = cardAnswer({ isDefault: true, lastFour: '4242' });
const master = cardAnswer({ cardType: 'MasterCard', lastFour: '4444', expiryDate: '01/29' });
const gift = giftCardAnswer({ maskedCode: 'KIDS••••••••', amountCents: 2500 });
const recent = [
  transactionAnswer({
    type: 'giftcard',
    description: 'Gift card added: KIDS2026',
    amountCents: 2500,
  }),
  transactionAnswer({
    type: 'payment',
    description: 'Booking: Little Painters',
    amountCents: -1800,
  }),
  transactionAnswer({ type: 'refund', description: 'Refund: Soccer Stars', amountCents: 1200 }),
];

// Cold runs load the lazy screens slowly.
describe('wallet screen', { timeout: 20_000 }, () => {
  it('shows the balance, the counts and the recent transactions in colour', async () => {
    stubApi({
      ...me,
      'GET /api/wallet': {
        json: walletAnswer({
          balanceCents: 4250,
          paymentMethods: [visa, master, gift],
          recentTransactions: recent,
          counts: { cards: 2, giftCards: 1, transactions: 9 },
        }),
      },
    });
    renderApp('/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    expect(await screen.findByText('$42.50')).toBeInTheDocument();

    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    const stat = (label: string) =>
      within(overview).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(stat('Payment Methods')).toHaveTextContent('3');
    expect(stat('Gift Cards')).toHaveTextContent('1');
    expect(stat('Recent Transactions')).toHaveTextContent('3');

    const rows = within(overview).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Gift card added: KIDS2026'),
      expect.stringContaining('Booking: Little Painters'),
      expect.stringContaining('Refund: Soccer Stars'),
    ]);
    expect(within(rows[0] as HTMLElement).getByText('+$25.00')).toHaveClass('text-emerald-700');
    expect(within(rows[1] as HTMLElement).getByText('\u2212$18.00')).toHaveClass('text-red-700');
    expect(within(rows[2] as HTMLElement).getByText('+$12.00')).toHaveClass('text-emerald-700');
    // US short date.
    expect(rows[0]).toHaveTextContent('Nov 20, 2026');
  });

  it('has three real tabs; Payment Methods splits cards from gift cards', async () => {
    stubApi({
      ...me,
      'GET /api/wallet': { json: walletAnswer({ paymentMethods: [visa, master, gift] }) },
    });
    const { user } = renderApp('/wallet');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-label') ?? t.textContent)).toEqual([
      'Overview',
      'Payment Methods',
      'Transactions',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Payment Methods' }));
    const panel = screen.getByRole('tabpanel', { name: 'Payment Methods' });
    const cards = within(
      within(panel).getByRole('region', { name: 'Credit & Debit Cards' }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Visa');
    expect(first).toHaveTextContent('4242');
    expect(first).toHaveTextContent('Expires 08/30');
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Set Default/ })).toBeNull();
    expect(within(second).queryByText('Default')).toBeNull();
    expect(
      within(second).getByRole('button', { name: 'Set Default: MasterCard ending in 4444' }),
    ).toBeInTheDocument();

    const gifts = within(panel).getByRole('region', { name: 'Gift Cards' });
    expect(gifts).toHaveTextContent('KIDS••••••••');
    expect(gifts).toHaveTextContent('$25');
    // 'Set Default' is for cards only.
    expect(within(gifts).queryByRole('button', { name: /Set Default/ })).toBeNull();

    // Arrow keys move between tabs.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the empty states', async () => {
    stubApi({
      ...me,
      'GET /api/wallet': { json: walletAnswer() },
      'GET /api/wallet/transactions': { json: { items: [], nextCursor: null } },
    });
    const { user } = renderApp('/wallet');
    expect(await screen.findByText('$0.00')).toBeInTheDocument();
    expect(screen.getByText('No transactions yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Payment Methods' }));
    expect(screen.getByText('No payment methods added yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Transactions' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByText('No transactions yet.'),
    ).toBeInTheDocument();
  });

  it('pages through the history with Load more', async () => {
    const calls = stubApi({
      ...me,
      'GET /api/wallet': { json: walletAnswer({ recentTransactions: recent }) },
      'GET /api/wallet/transactions': (_, url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? {
              json: {
                items: [transactionAnswer({ description: 'Older top up' })],
                nextCursor: null,
              },
            }
          : { json: { items: recent, nextCursor: 'page-2' } },
    });
    const { user } = renderApp('/wallet');
    await user.click(await screen.findByRole('tab', { name: 'Transactions' }));
    const panel = screen.getByRole('tabpanel', { name: 'Transactions' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('Older top up')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/wallet/transactions')).toHaveLength(2);
  });

  it('asks before removing a payment method, and can be cancelled', async () => {
    let methods = [visa, master];
    const calls = stubApi({
      ...me,
      'GET /api/wallet': () => ({ json: walletAnswer({ paymentMethods: methods }) }),
      [routeKey('DELETE /api/wallet/payment-methods/:id', master.id)]: () => {
        methods = [visa];
        return { json: { paymentMethods: methods } };
      },
    });
    const { user } = renderApp('/wallet');
    await user.click(await screen.findByRole('tab', { name: 'Payment Methods' }));
    const remove = screen.getByRole('button', { name: 'Remove MasterCard ending in 4444' });

    await user.click(remove);
    let dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to remove this payment method?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(remove).toHaveFocus();

    await user.click(remove);
    dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('MasterCard ending in 4444 will be removed from your wallet.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Payment method removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove MasterCard ending in 4444' })).toBeNull(),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('sets a card as the default', async () => {
    let methods = [visa, master];
    stubApi({
      ...me,
      'GET /api/wallet': () => ({ json: walletAnswer({ paymentMethods: methods }) }),
      [routeKey('POST /api/wallet/payment-methods/:id/default', master.id)]: () => {
        methods = [
          { ...master, isDefault: true },
          { ...visa, isDefault: false },
        ];
        return { json: { paymentMethods: methods } };
      },
    });
    const { user } = renderApp('/wallet');
    await user.click(await screen.findByRole('tab', { name: 'Payment Methods' }));
    await user.click(
      screen.getByRole('button', { name: 'Set Default: MasterCard ending in 4444' }),
    );
    expect(await screen.findByText('Default payment method updated')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Set Default: Visa ending in 4242' }),
    ).toBeInTheDocument();
  });

  it('says when the wallet cannot load and tries again', async () => {
    let failing = true;
    stubApi({
      ...me,
      'GET /api/wallet': () =>
        failing
          ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.')
          : { json: walletAnswer({ balanceCents: 1000 }) },
    });
    const { user } = renderApp('/wallet');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your wallet");
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$10.00')).toBeInTheDocument();
  });
});
