import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  publicRoutes: {
    'POST /api/notifications/unsubscribe':
      "one-click unsubscribe from a mail provider (RFC 8058): the signed token is the credential, and it only turns one kind's e-mail off",
  },
};
