import { notify } from '../../../src/server/lib/notify';
import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  publicRoutes: {
    'POST /api/notifications/unsubscribe':
      "one-click unsubscribe from a mail provider (RFC 8058): the signed token is the credential, and it only turns one kind's e-mail off",
  },
  async ownerData(t, owner) {
    const [added] = await t.db.transaction((tx) =>
      notify(tx, [
        {
          userId: owner.userId,
          kind: 'comment',
          title: 'Robin replied to your comment',
          body: 'See you there!',
          link: '/activities/1',
        },
      ]),
    );
    if (!added) throw new Error('the owner’s notification was not stored');
    return { '/api/notifications/{id}': { id: String(added.id) } };
  },
};
