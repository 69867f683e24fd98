import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingInput } from '../../../shared/schemas/booking';
import { activitiesQueryKey } from '../activities/keys';
import { api, unwrap } from '../../lib/api-client';
import { bookingsQueryKey } from './keys';
import { invalidateWallet } from '../wallet/keys';

/** POST /api/bookings: books and pays, all or nothing; the same key again answers the same booking. */
export function createBooking(input: CreateBookingInput) {
  return unwrap(api.bookings.$post({ json: input }));
}

/**
 * Afterwards — booked or refused — the bookings, the wallet and the activity's spots may have
 * changed: refetch them.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: activitiesQueryKey }),
        invalidateWallet(queryClient),
      ]),
  });
}
