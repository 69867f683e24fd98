import { randomUUID } from 'node:crypto';
import { createActivity, createKid } from '../../factories';
import type { AreaAccess } from '../area-access';
import type { TestApp } from '../../test-app';

/**
 * A program in 7 days whose registration opens in 10 minutes (decision 061): its line is open
 * (decision 062).
 */
async function programOpeningSoon(t: TestApp) {
  const activity = await createActivity(t.db, {
    inDays: 7,
    registrationOpensAt: new Date(Date.now() + 10 * 60_000),
  });
  return String(activity.id);
}

export const access: AreaAccess = {
  async ownerData(t, owner) {
    const activityId = await programOpeningSoon(t);
    const res = await t.request(`/api/registration/${activityId}/reminder`, {
      method: 'PUT',
      cookie: owner.cookie,
    });
    if (res.status !== 200) throw new Error(`reminder answered ${res.status}`);
    // The owner's family is in the program's line: its entry is theirs alone.
    const kid = await createKid(t, owner, { name: 'Mia', age: 6 });
    const joined = await t.request(`/api/registration/${activityId}/line`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { kidIds: [kid.id] },
    });
    if (joined.status !== 200) throw new Error(`joining the line answered ${joined.status}`);
    return {
      '/api/registration/{activityId}': { activityId },
      // The owner's child, for another parent to try to put in the line.
      '/api/registration/{activityId}/line': { activityId, kidId: kid.id },
      // The admin API's opening of the same program (a bearer route: every parent gets 401).
      '/api/admin/activities/{id}': { id: activityId },
    };
  },
  // A program's id is public; what another parent reads or sets there is their own reminder and
  // their own place in line (none: leaving changes nothing, and the owner's child is not theirs).
  publicValues: ['/api/registration/{activityId}'],
  intruderInput: {
    'GET /api/registration/{activityId}': () => ({ status: 200 }),
    'PUT /api/registration/{activityId}/reminder': () => ({ status: 200 }),
    'DELETE /api/registration/{activityId}/reminder': () => ({ status: 200 }),
    'POST /api/registration/{activityId}/line': (owner) => ({
      json: { kidIds: [owner['/api/registration/{activityId}/line']?.kidId ?? randomUUID()] },
      status: 404,
    }),
    'DELETE /api/registration/{activityId}/line': () => ({ status: 200 }),
  },
};
