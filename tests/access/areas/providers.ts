import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  publicRoutes: {
    'GET /api/providers/{slug}': "a provider's page is public and shareable",
    'GET /api/providers/{slug}/activities':
      "a provider's upcoming activities, from the public catalogue",
  },
};
