import {
  createList,
  patchList,
} from '../../../src/server/features/collections/collections.test-helpers';
import { commentOk } from '../../../src/server/features/comments/comments.test-helpers';
import { createActivity } from '../../factories';
import { expectJson } from '../../test-client';
import type { AreaAccess } from '../area-access';

const text = { json: { content: 'A parent’s word' } };

export const access: AreaAccess = {
  publicRoutes: {
    'GET /api/comments/activities/{activityId}': 'an activity’s discussion is read by anyone',
    'GET /api/comments/lists/{token}': 'a shared list’s discussion is read by anyone with its link',
  },
  async ownerData(t, owner) {
    const activityId = String((await createActivity(t.db)).id);
    const comment = await commentOk(t, owner.cookie, Number(activityId), 'Owner’s comment');
    const list = await createList(t, owner, { name: 'Owner’s list' });
    const shared = await expectJson(await patchList(t, owner, list.id, { isShared: true }), 200);
    return {
      '/api/comments/activities/{activityId}': { activityId },
      '/api/comments/lists/{token}': { token: shared.shareToken ?? '' },
      '/api/comments/{id}': { id: comment.id },
    };
  },
  // A discussion is public: its comments' ids are on every reader's screen.
  publicValues: ['/api/comments/{id}'],
  intruderInput: {
    // Any signed-in parent may join a discussion, reply and like; only the author edits or deletes.
    'POST /api/comments/activities/{activityId}': () => ({ ...text, status: 201 }),
    // A shared list's link lets any signed-in parent join its discussion.
    'POST /api/comments/lists/{token}': () => ({ ...text, status: 201 }),
    'POST /api/comments/{id}/replies': () => ({ ...text, status: 201 }),
    'PUT /api/comments/{id}/like': () => ({ status: 200 }),
    'DELETE /api/comments/{id}/like': () => ({ status: 200 }),
    'PATCH /api/comments/{id}': () => text,
  },
};
