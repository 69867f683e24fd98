import { bookingAnswer } from '../../testing/booking-answer';
import { signedInMe } from '../../testing/render-app';

export const KEY = 'kidventure.booking-selection';
export const signedIn = { 'GET /api/me': { json: signedInMe() } };

/** The booking the summary and confirmation tests pay for: Mia Rose at Pottery Wheel Basics. */
export const potteryBooking = () =>
  bookingAnswer({
    id: 'b7c1d2e3-0000-4000-8000-000000000001',
    activity: { id: 12, title: 'Pottery Wheel Basics' },
  });
