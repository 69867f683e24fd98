import type { CreateHoldInput } from '../../../shared/schemas/booking';
import { api, unwrap } from '../../lib/api-client';

/**
 * POST /api/bookings/holds: the places the parent is about to pay for are held for them
 * (decision 057). The same key answers the same hold; paying with it books the held places.
 */
export function holdPlaces(input: CreateHoldInput) {
  return unwrap(api.bookings.holds.$post({ json: input }));
}

/**
 * DELETE /api/bookings/holds/{id}: the places are free for others again. Best effort: a hold
 * not let go of ends by itself.
 */
export async function releaseHeldPlaces(id: string): Promise<boolean> {
  try {
    return (await api.bookings.holds[':id'].$delete({ param: { id } })).ok;
  } catch {
    return false;
  }
}
