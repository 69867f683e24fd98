import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { clearBookingSelection } from '../../lib/booking-selection-store';
import { meQueryKey, SIGNED_OUT } from '../me/get-me';

export function signOut() {
  return unwrap(api.account['sign-out'].$post());
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Nothing of the previous parent's data may outlive the session.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
      // Nor what they were about to book.
      clearBookingSelection();
      queryClient.setQueryData(meQueryKey, SIGNED_OUT);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
