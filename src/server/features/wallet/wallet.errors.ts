import type { GatewayRefusal } from '../../lib/payments';
import { AppError } from '../../lib/http-errors';

/** The wallet's refusals, in words a parent can act on (docs/booking-api.md, 'Wallet'). */

export const paymentMethodNotFound = () =>
  new AppError(404, 'payment_method_not_found', 'Payment method not found');

export const notACard = () =>
  new AppError(400, 'not_a_card', 'Only a saved card can be used for this. Please choose a card.');

export const giftCardNotFound = () =>
  new AppError(
    404,
    'gift_card_not_found',
    'We could not find a gift card with that code. Please check it and try again.',
  );

export const giftCardRedeemed = () =>
  new AppError(409, 'gift_card_redeemed', 'This gift card has already been redeemed.');

export const badCursor = () => {
  const message = 'Cursor is not valid: pass back nextCursor unchanged';
  return new AppError(400, 'validation_failed', message, [{ path: 'cursor', message }]);
};

export const idempotencyKeyReused = () =>
  new AppError(
    422,
    'idempotency_key_reused',
    'This idempotency key was already used for a different top-up.',
  );

/** The gateway's refusal as it is: its code and its message (never a card detail). */
export const gatewayRefused = (refusal: GatewayRefusal) =>
  new AppError(refusal.code === 'gateway_unavailable' ? 503 : 402, refusal.code, refusal.message);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a row, so it is simply not found (never a 500). */
export const isUuid = (id: string) => UUID.test(id);
