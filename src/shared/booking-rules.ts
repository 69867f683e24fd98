import type { Activity } from './schemas/activity';

/**
 * What the activity page shows before booking, and what the booking itself must re-check:
 * the total (price per child × children, spec part 2 section 9) and why booking is not possible.
 */

/** Integer cents: the price is per child. */
export const bookingTotalCents = (priceCents: number, kidCount: number) => priceCents * kidCount;

/** What the activity page and the API both say once an activity is under way. */
export const ACTIVITY_STARTED_MESSAGE =
  'This activity has already started, so it can no longer be booked.';

/** Why these children cannot be booked on the activity now, or null when they can. */
export type BookingBlock = 'full' | 'started' | 'too-many' | null;

export function bookingBlock(
  activity: Pick<Activity, 'spotsLeft' | 'date' | 'startTime'>,
  kidCount: number,
  now: Date = new Date(),
): BookingBlock {
  if (activity.spotsLeft <= 0) return 'full';
  if (hasStarted(activityStartsAt(activity.date, activity.startTime), now)) return 'started';
  if (kidCount > activity.spotsLeft) return 'too-many';
  return null;
}

/** Spec part 2 section 9: cancelling 24 hours or more before the start refunds in full. */
export const REFUND_WINDOW_HOURS = 24;
const HOUR_MS = 3_600_000;

/**
 * When an activity starts: its date and start time are wall-clock times where it takes place,
 * which is the time zone of the server that holds the catalogue (TZ).
 */
export function activityStartsAt(date: string, startTime: string): Date {
  return new Date(`${date}T${startTime.slice(0, 5)}:00`);
}

/** Already under way or over: no new booking. */
export const hasStarted = (startsAt: Date, now: Date = new Date()) =>
  startsAt.getTime() <= now.getTime();

/** A full refund when at least 24 hours remain before the start; exactly 24 hours still counts. */
export const isRefundable = (startsAt: Date, now: Date = new Date()) =>
  startsAt.getTime() - now.getTime() >= REFUND_WINDOW_HOURS * HOUR_MS;

/** What cancelling now returns, in cents: the whole total, or nothing. */
export const refundCentsFor = (totalCents: number, startsAt: Date, now: Date = new Date()) =>
  isRefundable(startsAt, now) ? totalCents : 0;

/** The booking policy (spec part 2, section 9), shown on the summary and in the booking e-mail. */
export const BOOKING_POLICY = [
  'Full refund for cancellation made 24 hours before start.',
  'Arrive 10 minutes early.',
  'Children must be accompanied by an adult.',
] as const;

/** A spec message as the screens show it: a toast's title, then what to do. */
export type DomainMessage = { readonly title: string; readonly description: string };

/** Booking with no child chosen (spec part 2, section 9). */
export const NO_KIDS_SELECTED: DomainMessage = {
  title: 'No kids selected',
  description: 'Please select at least one child for this activity',
};

/** Paying by card without a card (spec part 2, section 9). */
export const PAYMENT_METHOD_REQUIRED: DomainMessage = {
  title: 'Payment method required',
  description: 'Please select a payment method to continue',
};

/** Paying from a wallet that does not cover the total (spec part 2, section 9). */
export const INSUFFICIENT_BALANCE: DomainMessage = {
  title: 'Insufficient balance',
  description: 'Your wallet balance is too low for this booking',
};

/** The one-line form the API's validation answers with: 'Title: description'. */
export const messageLine = ({ title, description }: DomainMessage) => `${title}: ${description}`;
