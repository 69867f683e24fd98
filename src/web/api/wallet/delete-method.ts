import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { invalidateWallet } from './keys';

/** Removes a payment method; removing the default promotes the oldest remaining card. */
export function deleteMethod(id: string) {
  return unwrap(api.wallet['payment-methods'][':id'].$delete({ param: { id } }));
}

export function useDeleteMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMethod,
    onSettled: () => invalidateWallet(queryClient),
  });
}
