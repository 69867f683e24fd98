import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CardMethod, Wallet } from '../../shared/schemas/wallet';
import { api, unwrap } from './api-client';

/**
 * The parent's wallet (GET /api/wallet): balance, saved payment methods (cards, default first,
 * then gift cards), counts and the newest 5 transactions. Shared: the wallet screen and the
 * booking summary (balance and payment method choice) read this one cache entry.
 */
export function getWallet(signal?: AbortSignal) {
  return unwrap(api.wallet.$get(undefined, { init: { signal } }));
}

/** Every wallet query (the transaction history included) lives under this key. */
export const walletQueryKey = ['wallet'] as const;

export const walletQueryOptions = () =>
  queryOptions({ queryKey: walletQueryKey, queryFn: ({ signal }) => getWallet(signal) });

export function useWallet() {
  return useQuery(walletQueryOptions());
}

/**
 * The wallet's saved cards (default first). Gift cards are not a way to pay: their amount was
 * paid into the wallet when redeemed (decision 009).
 */
export const savedCards = (wallet: Wallet | undefined): CardMethod[] =>
  wallet?.paymentMethods.filter((m): m is CardMethod => m.type === 'card') ?? [];

/** After anything that moves money or changes a payment method (wallet or booking). */
export function invalidateWallet(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: walletQueryKey });
}
