import { createRouter } from '../../lib/router';
import {
  getSettingsRoute,
  listNotificationsRoute,
  markAllReadRoute,
  markReadRoute,
  unreadCountRoute,
  unsubscribeRoute,
  updateSettingsRoute,
} from './notifications.contract';
import { countUnread } from './notifications.queries';
import {
  getSettings,
  listPage,
  readAll,
  readOne,
  unsubscribe,
  updateSettings,
} from './notifications.service';

export const notificationsRoutes = createRouter()
  .openapi(unsubscribeRoute, async (c) => {
    const { db, authSecret } = c.var.deps;
    return c.json(await unsubscribe(db, authSecret, c.req.valid('query').token), 200);
  })
  .openapi(listNotificationsRoute, async (c) =>
    c.json(await listPage(c.var.deps.db, c.var.user.id, c.req.valid('query')), 200),
  )
  .openapi(unreadCountRoute, async (c) =>
    c.json({ unread: await countUnread(c.var.deps.db, c.var.user.id) }, 200),
  )
  .openapi(markAllReadRoute, async (c) => c.json(await readAll(c.var.deps.db, c.var.user.id), 200))
  .openapi(markReadRoute, async (c) =>
    c.json(await readOne(c.var.deps.db, c.var.user.id, c.req.valid('param').id), 200),
  )
  .openapi(getSettingsRoute, async (c) =>
    c.json(await getSettings(c.var.deps.db, c.var.user.id), 200),
  )
  .openapi(updateSettingsRoute, async (c) =>
    c.json(await updateSettings(c.var.deps.db, c.var.user.id, c.req.valid('json')), 200),
  );
