import type { AreaAccess } from '../area-access';

// Another parent's kid ids in GET /api/finder → 404 is tested in the finder area itself.
export const access: AreaAccess = {
  publicRoutes: {
    'GET /api/finder/parse': 'reading a request needs no account',
    'GET /api/finder': 'the finders search the public catalogue (with kids when signed in)',
  },
};
