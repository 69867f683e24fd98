import type { InferResponseType } from 'hono/client';
import { onSession } from '../../shared/booking-dates';
import { activityStartsAt } from '../../shared/booking-rules';
import type { api } from '../lib/api-client';

/** A booking as the server's contract types GET /api/bookings/:id's answer. */
export type BookingAnswer = InferResponseType<(typeof api.bookings)[':id']['$get'], 200>;

let counter = 0;

const VISA = 'Visa ending in 4242';

/** A booking's payment by card: the whole total on the card. */
export const paidByCard = (totalCents: number): BookingAnswer['payment'] => ({
  method: 'card',
  paymentMethodId: null,
  label: VISA,
  parts: [{ method: 'card', label: VISA, amountCents: totalCents }],
});

/** A split payment: the wallet's part, then the rest by card. */
export const paidSplit = (walletCents: number, cardCents: number): BookingAnswer['payment'] => ({
  method: 'card',
  paymentMethodId: null,
  label: `Wallet and ${VISA}`,
  parts: [
    { method: 'wallet', label: 'Wallet', amountCents: walletCents },
    { method: 'card', label: VISA, amountCents: cardCents },
  ],
});

export type BookingOverrides = Partial<Omit<BookingAnswer, 'activity'>> & {
  activity?: Partial<BookingAnswer['activity']>;
};

/** A booking as the bookings API answers it; each call gets its own id unless given one. */
export function bookingAnswer(overrides: BookingOverrides = {}): BookingAnswer {
  counter += 1;
  const { activity, ...rest } = overrides;
  const id = rest.id ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const date = activity?.date ?? '2026-11-25';
  const startTime = activity?.startTime ?? '09:30';
  const endTime = activity?.endTime ?? '11:00';
  return {
    id,
    shortId: id.slice(0, 8),
    activity: {
      id: 7,
      title: 'Little Painters Studio',
      providerName: 'Little Explorers',
      imageUrl: '/demo/activity-7.jpg',
      date,
      startTime,
      endTime,
      locationName: 'Riverside Studio',
      address: '1 River Rd',
      lat: 43.6532,
      lng: -79.3832,
      // As the server writes them: wall-clock times where the activity takes place.
      startsAt: activityStartsAt(date, startTime).toISOString(),
      endsAt: activityStartsAt(date, endTime).toISOString(),
      ...activity,
    },
    // One session on the activity's date unless given its dates (a term, a camp week).
    sessions: [{ id: 1000 + counter, date, startTime, endTime }],
    kids: [{ id: 'kid-1', name: 'Mia Rose', avatarColor: '#0f766e' }],
    priceCents: 2500,
    totalCents: 2500,
    discountCents: 0,
    paymentStatus: 'completed',
    payment: {
      method: 'wallet',
      paymentMethodId: null,
      label: 'Wallet',
      parts: [{ method: 'wallet', label: 'Wallet', amountCents: rest.totalCents ?? 2500 }],
    },
    status: 'confirmed',
    createdAt: '2026-11-20T10:00:00.000Z',
    cancelledAt: null,
    refundCents: null,
    cancellation: { refundable: true, refundCents: 2500 },
    ...rest,
  };
}

/** A booking as GET /api/bookings/calendar lists it: once on each of its dates. */
export const calendarEntriesOf = (booking: BookingAnswer) =>
  booking.sessions.map((session) => onSession(booking, session));
