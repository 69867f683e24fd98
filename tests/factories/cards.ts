import type { AddCardInput, PaymentMethod } from '../../src/shared/schemas/wallet';
import type { TestApp } from '../test-app';
import { expectJson } from '../test-client';

/** `monthsAhead` from now as 'MM/YY' (default next month): always a valid expiry. */
export function futureExpiry(monthsAhead = 1, now = new Date()) {
  const d = new Date(now.getFullYear(), now.getMonth() + monthsAhead, 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getFullYear() % 100).padStart(2, '0')}`;
}

/** The add-card form as the web app sends it: a Visa that charges fine, unless overridden. */
export const cardInput = (overrides: Partial<AddCardInput> = {}): AddCardInput => ({
  cardNumber: '4242 4242 4242 4242',
  cardholderName: 'Ann Lee',
  expiryDate: futureExpiry(12),
  cvv: '123',
  setAsDefault: false,
  ...overrides,
});

/**
 * A saved card of the parent's, through the wallet API (so through the app's gateway, which keeps
 * the card's behaviour in its token: TEST_CARDS.declined saves, then declines every charge).
 */
export async function addCard(
  t: TestApp,
  parent: { cookie: string },
  overrides: Partial<AddCardInput> = {},
): Promise<Extract<PaymentMethod, { type: 'card' }>> {
  const res = await t.api(parent).wallet['payment-methods'].$post({ json: cardInput(overrides) });
  const method = await expectJson(res, 201);
  if (method.type !== 'card') throw new Error(`a card was saved as ${method.type}`);
  return method;
}
