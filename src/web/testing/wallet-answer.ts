import type { InferResponseType } from 'hono/client';
import type { api } from '../lib/api-client';

/** The answers as the server's contract types them. */
type Wallet = InferResponseType<typeof api.wallet.$get, 200>;
type PaymentMethod = Wallet['paymentMethods'][number];
type CardMethod = Extract<PaymentMethod, { type: 'card' }>;
type GiftCardMethod = Extract<PaymentMethod, { type: 'giftcard' }>;
type Transaction = InferResponseType<typeof api.wallet.transactions.$get, 200>['items'][number];

let counter = 0;
const nextId = () => {
  counter += 1;
  return `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`;
};

/** A saved card as the wallet API answers it; each call gets its own id. */
export function cardAnswer(overrides: Partial<CardMethod> = {}): CardMethod {
  return {
    id: nextId(),
    type: 'card',
    isDefault: false,
    cardType: 'Visa',
    lastFour: '4242',
    expiryDate: '08/30',
    cardholderName: 'Sam Parent',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A redeemed gift card as the wallet API lists it. */
export function giftCardAnswer(overrides: Partial<GiftCardMethod> = {}): GiftCardMethod {
  return {
    id: nextId(),
    type: 'giftcard',
    isDefault: false,
    maskedCode: 'KIDS••••••••',
    amountCents: 2500,
    createdAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

/** One ledger row (signed cents). */
export function transactionAnswer(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: nextId(),
    type: 'deposit',
    description: 'Top up from Visa ending in 4242',
    amountCents: 5000,
    date: '2026-11-20T15:30:00.000Z',
    bookingId: null,
    ...overrides,
  };
}

/** GET /api/wallet: counts follow the methods and transactions given unless overridden. */
export function walletAnswer(overrides: Partial<Wallet> = {}): Wallet {
  const paymentMethods = overrides.paymentMethods ?? [];
  const recentTransactions = overrides.recentTransactions ?? [];
  return {
    balanceCents: 0,
    paymentMethods,
    counts: {
      cards: paymentMethods.filter((m) => m.type === 'card').length,
      giftCards: paymentMethods.filter((m) => m.type === 'giftcard').length,
      transactions: recentTransactions.length,
    },
    recentTransactions,
    ...overrides,
  };
}
