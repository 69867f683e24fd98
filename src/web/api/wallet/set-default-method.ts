import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { invalidateWallet } from './keys';

/** Makes a saved card the default (cards only; 404 for an unknown or another parent's id). */
export function setDefaultMethod(id: string) {
  return unwrap(api.wallet['payment-methods'][':id'].default.$post({ param: { id } }));
}

export function useSetDefaultMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultMethod,
    onSettled: () => invalidateWallet(queryClient),
  });
}
