import type { z } from 'zod';
import type { CreateHoldSchema, Hold } from '../../../shared/schemas/booking';
import { holdSecondsLeft } from '../../../shared/booking-holds';
import type { SessionUser } from '../../lib/app-env';
import { idempotentWrite } from '../../lib/idempotent-replay';
import { book, KeyTaken } from './booking-transaction';
import { alreadyPaid, idempotencyKeyReused } from './bookings.errors';
import { findBookingByKey, type BookingWithActivity } from './bookings.queries';
import type { BookingDeps } from './bookings.service';
import { isSameRequest, refuseWhenFull } from './checkout.service';

/**
 * POST /api/bookings/holds (decision 057): the parent reached the payment step, so the places
 * they are about to pay for are taken for them until the hold ends. Paying with the same key
 * books them; the same key again answers the same hold.
 */

type HoldInput = z.output<typeof CreateHoldSchema>;

function toHold(row: BookingWithActivity, now: Date): Hold {
  if (!row.heldUntil) throw alreadyPaid();
  return {
    id: row.id,
    heldUntil: row.heldUntil.toISOString(),
    secondsLeft: holdSecondsLeft(row.heldUntil, now),
    totalCents: row.totalCents,
  };
}

export async function createHold(
  deps: Pick<BookingDeps, 'db' | 'now' | 'stepAside'>,
  user: SessionUser,
  input: HoldInput,
): Promise<{ hold: Hold; created: boolean }> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const refuse = () => refuseWhenFull(db, user.id, input, now);
  await refuse();
  const find = () => findBookingByKey(db, user.id, input.idempotencyKey);
  return idempotentWrite<BookingWithActivity, { hold: Hold; created: boolean }>({
    find,
    replay: async (row) => {
      if (!(await isSameRequest(db, row, input))) throw idempotencyKeyReused();
      return { hold: toHold(row, now), created: false };
    },
    write: async () => {
      // Held with no payment yet: the way to pay is chosen when paying.
      await book(db, user.id, { ...input, payment: { method: 'wallet' } }, now, {
        refuse,
        stepAside: deps.stepAside,
      });
      const row = await find();
      if (!row) throw new KeyTaken();
      return { hold: toHold(row, now), created: true };
    },
    lostKey: (err) => err instanceof KeyTaken,
  });
}
