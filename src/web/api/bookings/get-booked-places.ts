import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookedPlaces } from '../../../shared/schemas/booking';
import { api, unwrap } from '../../lib/api-client';
import { useMe } from '../me/get-me';
import { bookingsQueryKey } from './keys';

/**
 * Which of the parent's kids hold a place on an activity not over yet, and in which booking
 * (GET /api/bookings/booked). One cache entry for the activity page and every card; under
 * ['bookings'], so booking or cancelling refreshes it.
 */
export function listBookedPlaces(signal?: AbortSignal) {
  return unwrap(api.bookings.booked.$get(undefined, { init: { signal } }));
}

export const bookedPlacesQueryOptions = () =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'booked'],
    queryFn: ({ signal }) => listBookedPlaces(signal),
  });

/** The signed-in parent's booked places; idle (no request) while signed out. */
export function useBookedPlaces() {
  const me = useMe();
  return useQuery({ ...bookedPlacesQueryOptions(), enabled: Boolean(me.data?.user) });
}

const holdsPlaceOn = (activityId: number) => (data: BookedPlaces) =>
  data.items.some((place) => place.activityId === activityId);

/**
 * Whether any of the parent's kids is booked on the activity (false while unknown or signed
 * out). A card re-renders only when its own answer changes.
 */
export function useIsBooked(activityId: number) {
  const me = useMe();
  const booked = useQuery({
    ...bookedPlacesQueryOptions(),
    enabled: Boolean(me.data?.user),
    select: holdsPlaceOn(activityId),
  });
  return booked.data ?? false;
}
