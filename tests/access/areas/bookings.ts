import { randomUUID } from 'node:crypto';
import {
  bookingBody,
  bookOk,
  fundWallet,
  holdOk,
} from '../../../src/server/features/bookings/bookings.test-helpers';
import { createActivity, createKid } from '../../factories';
import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  async ownerData(t, owner) {
    const activity = await createActivity(t.db);
    const kid = await createKid(t, owner, { name: 'Booked Kid' });
    await fundWallet(t.db, owner.userId, 10_000);
    const booking = await bookOk(t, owner.cookie, bookingBody(activity.id, [kid.id]));
    // Places held while paying, on another activity.
    const next = await createActivity(t.db);
    const held = await holdOk(t, owner.cookie, bookingBody(next.id, [kid.id]));
    return {
      '/api/bookings/{id}': { id: booking.id },
      '/api/bookings/holds/{id}': { id: held.id },
      // Read by the intruder's inputs below: the owner's kid, and an activity with places left.
      '/api/bookings': { kidId: kid.id, activityId: String(activity.id) },
    };
  },
  intruderInput: {
    'POST /api/bookings': (owner) => ({
      // Booking someone else's kid onto an open activity: the kid is not found.
      json: {
        activityId: Number(owner['/api/bookings']?.activityId),
        kidIds: [owner['/api/bookings']?.kidId],
        payment: { method: 'wallet' },
        idempotencyKey: randomUUID(),
      },
      status: 404,
    }),
    'POST /api/bookings/holds': (owner) => ({
      // Holding places for someone else's kid: the kid is not found.
      json: {
        activityId: Number(owner['/api/bookings']?.activityId),
        kidIds: [owner['/api/bookings']?.kidId],
        idempotencyKey: randomUUID(),
      },
      status: 404,
    }),
    'GET /api/bookings': (owner) => ({
      query: { kidId: owner['/api/bookings']?.kidId ?? '' },
      status: 404,
    }),
    'POST /api/bookings/{id}/cancel': () => ({ json: {} }),
  },
};
