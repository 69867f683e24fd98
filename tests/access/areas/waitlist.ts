import { fullActivity, joinOk } from '../../../src/server/features/bookings/waitlist.test-helpers';
import { createKid } from '../../factories';
import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  async ownerData(t, owner) {
    const { activity } = await fullActivity(t);
    const kid = await createKid(t, owner, { name: 'Waiting Kid' });
    const entry = await joinOk(t, owner.cookie, { activityId: activity.id, kidIds: [kid.id] });
    return {
      '/api/waitlist/{id}': { id: entry.id },
      // Read by the intruder's input below: the owner's kid, on a full activity.
      '/api/waitlist': { kidId: kid.id, activityId: String(activity.id) },
    };
  },
  intruderInput: {
    'POST /api/waitlist': (owner) => ({
      // Putting someone else's kid in line: the kid is not found.
      json: {
        activityId: Number(owner['/api/waitlist']?.activityId),
        kidIds: [owner['/api/waitlist']?.kidId],
      },
      status: 404,
    }),
    'GET /api/waitlist': (owner) => ({
      query: { activityId: owner['/api/waitlist']?.activityId ?? '' },
      status: 200,
    }),
  },
};
