import { commentOk } from '../../../src/server/features/comments/comments.test-helpers';
import { createActivity } from '../../factories';
import type { AreaAccess } from '../area-access';

const text = { json: { content: 'A parent’s word' } };

export const access: AreaAccess = {
  publicRoutes: {
    'GET /api/comments/activities/{activityId}': 'an activity’s discussion is read by anyone',
  },
  async ownerData(t, owner) {
    const activityId = String((await createActivity(t.db)).id);
    const comment = await commentOk(t, owner.cookie, Number(activityId), 'Owner’s comment');
    return {
      '/api/comments/activities/{activityId}': { activityId },
      '/api/comments/{id}': { id: comment.id },
    };
  },
  // A discussion is public: its comments' ids are on every reader's screen.
  publicValues: ['/api/comments/{id}'],
  intruderInput: {
    // Any signed-in parent may join a discussion, reply and like; only the author edits or deletes.
    'POST /api/comments/activities/{activityId}': () => ({ ...text, status: 201 }),
    'POST /api/comments/{id}/replies': () => ({ ...text, status: 201 }),
    'PUT /api/comments/{id}/like': () => ({ status: 200 }),
    'DELETE /api/comments/{id}/like': () => ({ status: 200 }),
    'PATCH /api/comments/{id}': () => text,
  },
};
