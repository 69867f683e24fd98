import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  publicRoutes: {
    'GET /api/dev/mailbox': 'the development mailbox; absent when NODE_ENV is production',
  },
};
