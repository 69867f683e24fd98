import { createRouter } from '../../lib/router';

export const adminRoutes = createRouter();
