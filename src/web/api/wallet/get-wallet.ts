import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardMethod, Wallet } from '../../../shared/schemas/wallet';
import { api, unwrap } from '../../lib/api-client';
import { walletQueryKey } from './keys';

/**
 * The parent's wallet (GET /api/wallet): balance, saved payment methods (cards, default first,
 * then gift cards), counts and the newest 5 transactions. Shared: the wallet screen and the
 * booking summary (balance and payment method choice) read this one cache entry.
 */
export function getWallet(signal?: AbortSignal) {
  return unwrap(api.wallet.$get(undefined, { init: { signal } }));
}

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
