import { claimWindows } from '../../lib/env';
import { createRouter } from '../../lib/router';
import { joinWaitlistRoute, leaveWaitlistRoute, listWaitlistRoute } from './waitlist.contract';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist.service';

export const waitlistRoutes = createRouter()
  .openapi(joinWaitlistRoute, async (c) => {
    const { entry, created } = await joinWaitlist(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid('json'),
    );
    return created ? c.json(entry, 201) : c.json(entry, 200);
  })
  .openapi(listWaitlistRoute, async (c) => {
    const items = await listWaitlist(c.var.deps.db, c.var.user.id, c.req.valid('query'));
    return c.json({ items }, 200);
  })
  .openapi(leaveWaitlistRoute, async (c) => {
    const { db, env } = c.var.deps;
    const windows = claimWindows(env);
    await leaveWaitlist(db, c.var.user.id, c.req.valid('param').id, { windows });
    return c.body(null, 204);
  });
