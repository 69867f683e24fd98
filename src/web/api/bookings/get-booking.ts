import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { bookingsQueryKey } from './keys';

/** GET /api/bookings/{id}: one of the parent's bookings (404 for anyone else's). */
export function getBooking(id: string, signal?: AbortSignal) {
  return unwrap(api.bookings[':id'].$get({ param: { id } }, { init: { signal } }));
}

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'one', id],
    queryFn: ({ signal }) => getBooking(id, signal),
  });

export const useBooking = (id: string | undefined) =>
  useQuery({ ...bookingQueryOptions(id ?? ''), enabled: id !== undefined });
