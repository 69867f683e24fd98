import { createRouter } from '../../lib/router';

export const catalogueRoutes = createRouter();
