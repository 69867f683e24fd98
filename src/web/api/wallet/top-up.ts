import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopUpInput } from '../../../shared/schemas/wallet';
import { api, unwrap } from '../../lib/api-client';
import { invalidateWallet } from './keys';

/**
 * Charges a saved card and adds the amount to the wallet (POST /api/wallet/top-ups). The same
 * idempotency key again returns the first result without a second charge. Refusals: 402
 * card_declined / insufficient_funds with the gateway's reason, 404 for an unknown card.
 */
export function topUp(input: TopUpInput) {
  return unwrap(api.wallet['top-ups'].$post({ json: input }));
}

export function useTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: topUp,
    onSettled: () => invalidateWallet(queryClient),
  });
}
