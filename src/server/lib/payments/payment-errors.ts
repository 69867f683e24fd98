import { AppError } from '../http-errors';
import type { GatewayRefusal } from './gateway';

/** Refusals about paying with a saved method, shared by bookings and top-ups (docs/booking-api.md). */

export const paymentMethodNotFound = () =>
  new AppError(404, 'payment_method_not_found', 'Payment method not found');

export const notACard = () =>
  new AppError(400, 'not_a_card', 'Only a saved card can be used for this. Please choose a card.');

/** The gateway's refusal as it is: its code and its message (never a card detail). */
export const gatewayRefused = (refusal: GatewayRefusal) =>
  new AppError(refusal.code === 'gateway_unavailable' ? 503 : 402, refusal.code, refusal.message);

/** Another attempt with the same key has charged or is charging, and is not settled yet. */
export const paymentPending = () =>
  new AppError(
    409,
    'payment_pending',
    'An earlier payment with this key is still being confirmed. Please try again in a few minutes.',
  );
