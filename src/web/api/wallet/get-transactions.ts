import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { walletQueryKey } from './keys';

/** One page of the ledger, newest first (GET /api/wallet/transactions). */
export function listTransactions(cursor?: string, signal?: AbortSignal) {
  return unwrap(
    api.wallet.transactions.$get({ query: cursor ? { cursor } : {} }, { init: { signal } }),
  );
}

/** Under the wallet's key, so every wallet mutation refreshes the history too. */
export const transactionsQueryKey = [...walletQueryKey, 'transactions'] as const;

export const transactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: transactionsQueryKey,
    queryFn: ({ pageParam, signal }) => listTransactions(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The whole history, a page at a time ('Load more'). */
export function useTransactions() {
  return useInfiniteQuery(transactionsQueryOptions());
}
