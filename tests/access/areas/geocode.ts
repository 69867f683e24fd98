import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  publicRoutes: {
    'GET /api/geocode/search': 'a typed place on Discover, signed in or not; rate limited per IP',
  },
};
