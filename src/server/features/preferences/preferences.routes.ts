import { createRouter } from '../../lib/router';
import { getPreferences, putPreferences } from './preferences.service';
import { getPreferencesRoute, putPreferencesRoute } from './preferences.contract';

export const preferencesRoutes = createRouter({ messages: 'field' })
  .openapi(getPreferencesRoute, async (c) =>
    c.json(await getPreferences(c.var.deps.db, c.var.user.id), 200),
  )
  .openapi(putPreferencesRoute, async (c) =>
    c.json(await putPreferences(c.var.deps.db, c.var.user.id, c.req.valid('json')), 200),
  );
