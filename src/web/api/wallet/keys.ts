import type { QueryClient } from '@tanstack/react-query';

/** Every wallet query (the transaction history included) lives under this key. */
export const walletQueryKey = ['wallet'] as const;

/** After anything that moves money or changes a payment method (wallet or booking). */
export function invalidateWallet(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: walletQueryKey });
}
