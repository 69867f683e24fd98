import {
  createList,
  patchList,
} from '../../../src/server/features/collections/collections.test-helpers';
import { createActivity } from '../../factories';
import { expectJson } from '../../test-client';
import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  publicRoutes: {
    'GET /api/collections/shared/{token}': 'a shared list is read by anyone holding its link',
  },
  async ownerData(t, owner) {
    const activityId = (await createActivity(t.db)).id;
    const list = await createList(t, owner, { name: 'Owner’s list', activityId });
    const shared = await expectJson(await patchList(t, owner, list.id, { isShared: true }), 200);
    return {
      '/api/collections/favorites/{activityId}': { activityId: String(activityId) },
      '/api/collections/lists/{id}': { id: list.id },
      '/api/collections/lists/{id}/items/{activityId}': {
        id: list.id,
        activityId: String(activityId),
      },
      '/api/collections/shared/{token}': { token: shared.shareToken ?? '' },
    };
  },
  intruderInput: {
    // Any parent may favourite a public activity, and copy a list whose link they hold.
    'PUT /api/collections/favorites/{activityId}': () => ({ status: 200 }),
    'DELETE /api/collections/favorites/{activityId}': () => ({ status: 204 }),
    'POST /api/collections/shared/{token}/copy': () => ({ status: 201 }),
    'PATCH /api/collections/lists/{id}': () => ({ json: { name: 'Taken' } }),
  },
};
