import { notify } from '../../../src/server/lib/notify';
import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  publicRoutes: {
    'POST /api/notifications/unsubscribe':
      "one-click unsubscribe from a mail provider (RFC 8058): the signed token is the credential, and it only turns one kind's e-mail off",
  },
  async ownerData(t, owner) {
    const [told] = await t.db.transaction((tx) =>
      notify(tx, [
        {
          userId: owner.userId,
          kind: 'booking',
          title: 'Booking confirmed: Art Club',
          body: 'Mia · Sat, Jan 10, 9:30 AM',
          link: '/bookings',
        },
      ]),
    );
    if (!told) throw new Error('the owner was not told');
    return { '/api/notifications': { id: String(told.id) } };
  },
};
