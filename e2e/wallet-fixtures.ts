import type { APIRequestContext } from '@playwright/test';
import type { CardMethod } from '../src/shared/schemas/wallet';
import { adminPost } from './admin-api';
import { appOrigin, expect } from './fixtures';

/**
 * Wallet factories for journeys that need money or a saved card.
 *
 *   const code = await issueGiftCard(25);          // a fresh, unredeemed $25 code
 *   await addCard(page.request, TEST_CARDS.ok);    // a saved card for the signed-in parent
 */

/** The simulated gateway's test cards (DESIGN.md). */
export const TEST_CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** An expiry a few years ahead, 'MM/YY'. */
export function futureExpiry(): string {
  const year = (new Date().getFullYear() + 3) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}

/**
 * Issues one new gift card code worth `amountDollars` (whole dollars) through the admin API
 * (POST /api/admin/gift-cards, bearer = the test server's DATA_DIR/admin-secret). Anyone can
 * redeem it once.
 */
export async function issueGiftCard(amountDollars: number): Promise<string> {
  const { items } = await adminPost<{ items: Array<{ code: string }> }>(
    '/admin/gift-cards',
    { amountDollars, count: 1 },
    201,
  );
  const code = items[0]?.code;
  if (!code) throw new Error('The admin API issued no gift card');
  return code;
}

/** Saves a card through the API for whoever `request` is signed in as. */
export async function addCard(
  request: APIRequestContext,
  cardNumber: string = TEST_CARDS.ok,
  { setAsDefault = false, cardholderName = 'Sam Parent' } = {},
): Promise<CardMethod> {
  const response = await request.post('/api/wallet/payment-methods', {
    data: { cardNumber, cardholderName, expiryDate: futureExpiry(), cvv: '123', setAsDefault },
    headers: { origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CardMethod;
}
