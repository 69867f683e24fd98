import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activitiesQueryKey } from '../activities/keys';
import { api, unwrap } from '../../lib/api-client';
import { bookingsQueryKey } from './keys';
import { invalidateWallet } from '../wallet/keys';

type CancelInput = { id: string; acceptNoRefund: boolean };

/** POST /api/bookings/{id}/cancel: a full refund 24 hours or more before the start, else none. */
export function cancelBooking({ id, acceptNoRefund }: CancelInput) {
  return unwrap(api.bookings[':id'].cancel.$post({ param: { id }, json: { acceptNoRefund } }));
}

/** Afterwards the bookings, the wallet (a refund) and the activity's spots have changed. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: activitiesQueryKey }),
        invalidateWallet(queryClient),
      ]),
  });
}
