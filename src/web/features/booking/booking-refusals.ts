import { INSUFFICIENT_BALANCE, PAYMENT_METHOD_REQUIRED } from '../../../shared/booking-rules';
import { errorMessage, isApiError } from '../../lib/api-client';

/** Toast titles for the server's refusals; the description is always the server's own sentence. */
const TITLES: Record<string, string> = {
  insufficient_balance: INSUFFICIENT_BALANCE.title,
  card_declined: 'Payment declined',
  insufficient_funds: 'Payment declined',
  payment_method_not_found: PAYMENT_METHOD_REQUIRED.title,
  not_a_card: PAYMENT_METHOD_REQUIRED.title,
  activity_full: 'Activity full',
  not_enough_spots: 'Not enough spots',
  already_booked: 'Already booked',
  activity_started: 'Booking closed',
  kid_not_eligible: 'Not eligible',
  kid_not_found: 'Child not found',
  activity_not_found: 'Activity not found',
};

export type RefusalToast = {
  title: string;
  description: string;
  /** True when the server answered that nothing was booked (a 4xx other than 401). */
  refused: boolean;
  /** The places asked for are not to be had (full, too few, a child already booked, started). */
  placesGone?: boolean;
};

const PLACES_GONE = ['activity_full', 'not_enough_spots', 'already_booked', 'activity_started'];

/** Whether the server answered that the places asked for are not to be had. */
export const placesGone = (error: unknown) => PLACES_GONE.some((code) => isApiError(error, code));

/** How a failed 'Complete Payment' is told to the parent. */
export function refusalToast(error: unknown): RefusalToast {
  const description = errorMessage(error);
  // The key was already used for a different request: the first one may well have booked.
  if (isApiError(error, 'idempotency_key_reused')) {
    return {
      title: 'Already booked',
      description:
        'This booking may already have gone through. Check My Bookings before trying again.',
      refused: true,
    };
  }
  if (!isApiError(error)) return { title: 'Payment not completed', description, refused: false };
  const refused = error.status >= 400 && error.status < 500 && error.status !== 401;
  const title = TITLES[error.code] ?? (refused ? 'Booking failed' : 'Payment not completed');
  return { title, description, refused, placesGone: placesGone(error) };
}
