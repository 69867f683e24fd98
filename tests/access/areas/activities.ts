import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  publicRoutes: {
    'GET /api/activities': 'the catalogue is public',
    'GET /api/activities/for-you':
      'suggestions from the public catalogue (personal when signed in)',
    'GET /api/activities/{id}': 'an activity page is public and shareable',
  },
};
