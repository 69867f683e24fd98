import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  publicRoutes: {
    'POST /api/boredombot/logs': 'the search palette logs anonymously, rate limited',
  },
};
