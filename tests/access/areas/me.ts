import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  publicRoutes: {
    'GET /api/me': 'tells the web app whether anyone is signed in',
  },
};
