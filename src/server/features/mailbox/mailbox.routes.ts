import { createRouter } from '../../lib/router';

export const mailboxRoutes = createRouter();
