import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  publicRoutes: {
    'GET /api/calendar/feed/{file}':
      'calendar apps fetch the feed without a session; its unguessable file name is the credential',
  },
};
