import { createRouter } from '../../lib/router';
import {
  deletePushSubscriptionRoute,
  pushKeyRoute,
  savePushSubscriptionRoute,
} from './push.contract';
import { publicKeyOf, subscribe, unsubscribe } from './push.service';

export const pushRoutes = createRouter()
  .openapi(pushKeyRoute, (c) => c.json(publicKeyOf(c.var.deps.push), 200))
  .openapi(savePushSubscriptionRoute, async (c) => {
    await subscribe(c.var.deps.db, c.var.user.id, c.req.valid('json'));
    return c.body(null, 204);
  })
  .openapi(deletePushSubscriptionRoute, async (c) => {
    await unsubscribe(c.var.deps.db, c.var.user.id, c.req.valid('json').endpoint);
    return c.body(null, 204);
  });
