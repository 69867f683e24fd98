import type { z } from 'zod';
import type { CreateBookingSchema } from '../../../shared/schemas/booking';
import type { AutoBook } from '../../../shared/schemas/waitlist';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import type { BookingDeps } from './bookings.service';
import { createBooking } from './checkout.service';

/** The gateway's answer is not known yet: the payment sweep settles it, and tells the parent. */
const IN_DOUBT = new Set(['gateway_unavailable', 'payment_pending']);

/**
 * 'Book it for me' (decisions 060 and 063): pays for the places held under an entry's id with the
 * way to pay saved with it, through checkout's own steps. Answers the refusal, or null when paid
 * (or in doubt, which the payment sweep settles).
 */
export async function payWithAutoBook(
  deps: Omit<BookingDeps, 'db'>,
  db: Database,
  entry: {
    id: string;
    activityId: number;
    sessionIds: number[];
    kidIds: string[];
    autoBook: AutoBook;
    user: { id: string; email: string; name: string };
  },
  now: Date,
): Promise<AppError | null> {
  const payment: z.output<typeof CreateBookingSchema>['payment'] = entry.autoBook;
  const request = {
    activityId: entry.activityId,
    sessionIds: entry.sessionIds,
    kidIds: entry.kidIds,
    idempotencyKey: entry.id,
    payment,
  };
  try {
    await createBooking({ ...deps, db, now: () => now }, entry.user, request);
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return IN_DOUBT.has(err.code) ? null : err;
  }
}
