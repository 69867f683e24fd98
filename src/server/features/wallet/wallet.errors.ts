import { AppError } from '../../lib/http-errors';

/** The wallet's refusals, in words a parent can act on (docs/booking-api.md, 'Wallet'). */

export const giftCardNotFound = () =>
  new AppError(
    404,
    'gift_card_not_found',
    'We could not find a gift card with that code. Please check it and try again.',
  );

export const giftCardRedeemed = () =>
  new AppError(409, 'gift_card_redeemed', 'This gift card has already been redeemed.');

export const idempotencyKeyReused = () =>
  new AppError(
    422,
    'idempotency_key_reused',
    'This idempotency key was already used for a different top-up.',
  );
