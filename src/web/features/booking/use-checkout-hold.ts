import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { HOLD_NOT_TAKEN } from '../../../shared/booking-holds';
import type { CreateHoldInput } from '../../../shared/schemas/booking';
import { holdPlaces, releaseHeldPlaces } from '../../api/bookings/hold-places';
import { errorMessage } from '../../lib/api-client';
import { placesGone } from './booking-refusals';

/**
 * The places held while the parent pays (decision 057): asked for as the payment step opens, and
 * again whenever the request changes (other kids, other dates: another key). Asking is safe to
 * repeat, since the same key answers the same hold with the seconds it has left, so it is a query
 * (under its own key: paying refreshes the bookings, not this). A hold taken for a request the
 * parent moved away from is let go of; the current one is kept when they leave the page (a
 * reload, or the trip to the wallet to add a card, finds it again under the same key).
 */

export type CheckoutHold =
  | { status: 'none' }
  | { status: 'holding' }
  /** `endsAt`: this device's clock time when the hold ends (from the seconds the server left). */
  | { status: 'held'; id: string; endsAt: number }
  /** The places could not be held: why, in the parent's words. */
  | { status: 'not-held'; reason: string };

export function useCheckoutHold(request: CreateHoldInput | null): CheckoutHold {
  const query = useQuery({
    queryKey: ['booking-hold', request],
    queryFn: () => holdPlaces(request as CreateHoldInput),
    enabled: request !== null,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  useReleaseMovedAway(request?.idempotencyKey, query.data?.id);

  if (!request) return { status: 'none' };
  if (query.isPending) return { status: 'holding' };
  if (query.isError) {
    // The places cannot be had: told as the server says it. Anything else may still pay.
    const reason = placesGone(query.error) ? errorMessage(query.error) : HOLD_NOT_TAKEN;
    return { status: 'not-held', reason };
  }
  return {
    status: 'held',
    id: query.data.id,
    endsAt: query.dataUpdatedAt + query.data.secondsLeft * 1000,
  };
}

/** Lets go of the hold of a key the parent moved away from (best effort: it ends by itself). */
function useReleaseMovedAway(key: string | undefined, holdId: string | undefined) {
  const held = useRef<{ key: string; id: string } | null>(null);
  useEffect(() => {
    const previous = held.current;
    if (previous && previous.key !== key) {
      held.current = null;
      void releaseHeldPlaces(previous.id);
    }
    if (key && holdId) held.current = { key, id: holdId };
  }, [key, holdId]);
}
