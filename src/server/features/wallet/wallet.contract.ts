import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AddCardSchema,
  GiftCardRedeemedSchema,
  PaymentMethodListSchema,
  PaymentMethodSchema,
  RedeemGiftCardSchema,
  TopUpResultSchema,
  TopUpSchema,
  TransactionListQuerySchema,
  TransactionPageSchema,
  WalletSchema,
} from '../../../shared/schemas/wallet';
import { requireUser } from '../../lib/auth';
import { uuidParam } from '../../lib/ids';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { paymentMethodNotFound } from '../../lib/payments/payment-errors';
import { rateLimit } from '../../lib/rate-limit';

/** The wallet's routes (docs/booking-api.md, 'Wallet'). */

const tags = ['wallet'];
const middleware = requireUser;

const unauthorized = json(ErrorResponseSchema, 'unauthorized: User not authenticated');
const invalid = json(ErrorResponseSchema, 'validation_failed with the first problem as message');
const notFound = json(
  ErrorResponseSchema,
  "not_found: no such payment method, or another parent's",
);

const MethodParamsSchema = z.object({ id: uuidParam(paymentMethodNotFound) });

export const getWalletRoute = createRoute({
  method: 'get',
  path: '/wallet',
  tags,
  middleware,
  summary: 'Balance, payment methods, counts and the newest 5 transactions',
  responses: { 200: json(WalletSchema, 'The wallet'), 401: unauthorized },
});

export const listTransactionsRoute = createRoute({
  method: 'get',
  path: '/wallet/transactions',
  tags,
  middleware,
  summary: 'The ledger, newest first, a page at a time (keyset cursor)',
  request: { query: TransactionListQuerySchema },
  responses: {
    200: json(TransactionPageSchema, 'A page of transactions'),
    400: json(ErrorResponseSchema, 'validation_failed or bad_cursor'),
    401: unauthorized,
  },
});

export const addCardRoute = createRoute({
  method: 'post',
  path: '/wallet/payment-methods',
  tags,
  middleware,
  summary: 'Save a card (the number and CVV go to the gateway and are dropped)',
  request: jsonBody(AddCardSchema),
  responses: {
    201: json(PaymentMethodSchema, 'The saved card'),
    400: invalid,
    401: unauthorized,
    402: json(ErrorResponseSchema, 'The gateway refused the card'),
  },
});

export const setDefaultMethodRoute = createRoute({
  method: 'post',
  path: '/wallet/payment-methods/{id}/default',
  tags,
  middleware,
  summary: 'Make a saved card the default (cards only)',
  request: { params: MethodParamsSchema },
  responses: {
    200: json(PaymentMethodListSchema, 'The payment methods'),
    400: json(ErrorResponseSchema, 'not_a_card: gift cards cannot be the default'),
    401: unauthorized,
    404: notFound,
  },
});

export const deleteMethodRoute = createRoute({
  method: 'delete',
  path: '/wallet/payment-methods/{id}',
  tags,
  middleware,
  summary: 'Remove a payment method; removing the default promotes the oldest remaining card',
  request: { params: MethodParamsSchema },
  responses: {
    200: json(PaymentMethodListSchema, 'The remaining payment methods'),
    401: unauthorized,
    404: notFound,
  },
});

export const redeemGiftCardRoute = createRoute({
  method: 'post',
  path: '/wallet/gift-cards',
  tags,
  // Codes are guessed one request at a time: a client gets 10 tries a minute.
  middleware: [
    requireUser,
    // Guessing codes: the lookup budget per client address (env.AUTH_RATE_LIMIT, 10 by default).
    rateLimit('gift-card-redeem'),
  ] as const,
  summary: 'Redeem a gift card code into the wallet (once, ever, by anyone)',
  request: jsonBody(RedeemGiftCardSchema),
  responses: {
    201: json(GiftCardRedeemedSchema, 'The amount credited and the new balance'),
    400: invalid,
    401: unauthorized,
    404: json(ErrorResponseSchema, 'gift_card_not_found'),
    409: json(ErrorResponseSchema, 'gift_card_redeemed'),
    429: json(
      ErrorResponseSchema,
      'rate_limited: more than 10 tries a minute from this client, or 5 wrong codes in a row by this parent (then a growing wait; Retry-After)',
    ),
  },
});

export const topUpRoute = createRoute({
  method: 'post',
  path: '/wallet/top-ups',
  tags,
  middleware,
  summary: 'Charge a saved card and add the amount to the wallet (idempotent per key)',
  request: jsonBody(TopUpSchema),
  responses: {
    200: json(TopUpResultSchema, 'The same key again: the first result, no second charge'),
    201: json(TopUpResultSchema, 'The deposit and the new balance'),
    400: invalid,
    401: unauthorized,
    402: json(ErrorResponseSchema, 'card_declined or insufficient_funds, with the gateway message'),
    404: notFound,
  },
});
