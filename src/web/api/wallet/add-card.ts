import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCardInput } from '../../../shared/schemas/wallet';
import { api, unwrap } from '../../lib/api-client';
import { invalidateWallet } from './keys';

/**
 * Saves a card (POST /api/wallet/payment-methods): the number and CVV go to the server once,
 * which hands them to the payment gateway and keeps only brand, last four, expiry and name.
 * 400 validation_failed carries per-field details; 402 when the gateway refuses the card.
 */
export function addCard(input: AddCardInput) {
  return unwrap(api.wallet['payment-methods'].$post({ json: input }));
}

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    // The request holds the card number: drop it from the cache as soon as it is answered.
    gcTime: 0,
    onSettled: () => invalidateWallet(queryClient),
  });
}
