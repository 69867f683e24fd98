import { createActivity } from '../../factories';
import type { AreaAccess } from '../area-access';
import type { TestApp } from '../../test-app';

/** A program in 7 days whose registration opens in 3 days (decision 061). */
async function programOpeningLater(t: TestApp) {
  const activity = await createActivity(t.db, {
    inDays: 7,
    registrationOpensAt: new Date(Date.now() + 3 * 86_400_000),
  });
  return String(activity.id);
}

export const access: AreaAccess = {
  async ownerData(t, owner) {
    const activityId = await programOpeningLater(t);
    const res = await t.request(`/api/registration/${activityId}/reminder`, {
      method: 'PUT',
      cookie: owner.cookie,
    });
    if (res.status !== 200) throw new Error(`reminder answered ${res.status}`);
    return {
      '/api/registration/{activityId}': { activityId },
      // The admin API's opening of the same program (a bearer route: every parent gets 401).
      '/api/admin/activities/{id}': { id: activityId },
    };
  },
  // A program's id is public; what another parent reads or sets there is their own reminder.
  publicValues: ['/api/registration/{activityId}'],
  intruderInput: {
    'GET /api/registration/{activityId}': () => ({ status: 200 }),
    'PUT /api/registration/{activityId}/reminder': () => ({ status: 200 }),
    'DELETE /api/registration/{activityId}/reminder': () => ({ status: 200 }),
  },
};
